import type { Database, Transaction } from '@citavet/db/database';
import { enqueueEmail } from '../mail/outbox.repository';
import type { NotificationMessage, NotificationResult, Notifier } from './notifier';

/**
 * E-mail through the transactional outbox: `send` queues the message in the caller's transaction
 * (so it commits with the event that causes it), and the outbox worker delivers it with retries,
 * consent checked and the unsubscribe headers added at send time (mail/outbox-worker.ts).
 */
export function createEmailNotifier(executor: Database | Transaction): Notifier {
  return {
    channel: 'email',
    async send(message: NotificationMessage): Promise<NotificationResult> {
      if (message.channel !== 'email')
        return { status: 'refused', reason: 'Este notificador solo envía correos' };
      if (!message.to.includes('@'))
        return { status: 'refused', reason: 'El cliente no tiene correo electrónico' };
      await enqueueEmail(executor, {
        kind: message.kind,
        to: message.to,
        ...(message.toName ? { toName: message.toName } : {}),
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.bookingId ? { bookingId: message.bookingId } : {}),
        ...(message.clientId ? { clientId: message.clientId } : {}),
        ...(message.dedupeKey ? { dedupeKey: message.dedupeKey } : {}),
        sendAfter: message.sendAfter,
      });
      return { status: 'queued', id: null };
    },
  };
}
