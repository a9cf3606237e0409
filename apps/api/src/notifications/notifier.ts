import type { CommunicationChannel } from '@citavet/domain/communications/communication-log.schema';

// The seam every channel sends through (docs/decisions/058, 074). E-mail (email-notifier.ts) and SMS
// (sms-notifier.ts, Kannel) both queue into the transactional outbox. A WhatsApp Business API
// provider plugs in by implementing this interface — there is deliberately no fake one: a notifier
// that pretends to send would be a lie in the client's communication log.

/** One message to one client, the same shape whatever the channel. */
export type NotificationMessage = {
  channel: CommunicationChannel;
  /** What the log files it under: 'reminder-appointment', 'booking-confirmation'… */
  kind: string;
  spaceId: string;
  /** The client it is for: their consent is checked at send time, their log lists it. */
  clientId: string | null;
  /** An e-mail address for 'email'; an E.164 number ('+59899123456') for 'sms' and 'whatsapp'. */
  to: string;
  toName?: string;
  /** E-mail only; SMS and WhatsApp have none. */
  subject?: string;
  text: string;
  html?: string;
  bookingId?: string;
  /** When it may go (a reminder's time); now for an immediate message. */
  sendAfter: Date;
  /** Same key, same message: a second call is a no-op (the outbox's dedupe_key). */
  dedupeKey?: string;
};

/**
 * 'queued': accepted, will be sent (and retried) later — the outbox's answer; the log tracks it.
 * 'sent': handed to the provider now, with its id for delivery callbacks.
 * 'refused': will never go (no such channel for this client, bad number), with the reason.
 */
export type NotificationResult =
  | { status: 'queued'; id: string | null }
  | { status: 'sent'; id: string; providerMessageId: string }
  | { status: 'refused'; reason: string };

export interface Notifier {
  readonly channel: CommunicationChannel;
  send(message: NotificationMessage): Promise<NotificationResult>;
}

/** The notifier for each channel a deployment has; a channel without one is refused, never faked. */
export class Notifiers {
  readonly #byChannel: Map<CommunicationChannel, Notifier>;

  constructor(notifiers: readonly Notifier[]) {
    this.#byChannel = new Map(notifiers.map((notifier) => [notifier.channel, notifier]));
  }

  has(channel: CommunicationChannel): boolean {
    return this.#byChannel.has(channel);
  }

  send(message: NotificationMessage): Promise<NotificationResult> {
    const notifier = this.#byChannel.get(message.channel);
    if (!notifier) {
      return Promise.resolve({
        status: 'refused',
        reason: `No hay proveedor configurado para el canal ${message.channel}`,
      });
    }
    return notifier.send(message);
  }
}
