import type { Database, Transaction } from '@citavet/db/database';
import { checkPhone } from '@citavet/domain/clients/phone-e164';
import { measureSms } from '@citavet/domain/sms/sms-encoding';
import { enqueueEmail } from '../mail/outbox.repository';
import type { NotificationMessage, NotificationResult, Notifier } from './notifier';

/**
 * SMS through the same transactional outbox as e-mail: `send` queues the message in the caller's
 * transaction and the outbox worker hands it to the gateway (Kannel) with the same claim, lease and
 * retries, SMS consent and the month's quota checked at send time (sms/sms-delivery.ts). A number
 * that cannot take an SMS (a landline, or not a valid E.164 number) is refused here, never queued.
 * Registered only when the gateway is configured: without it the channel is refused by `Notifiers`.
 */
export function createSmsNotifier(executor: Database | Transaction): Notifier {
  return {
    channel: 'sms',
    async send(message: NotificationMessage): Promise<NotificationResult> {
      if (message.channel !== 'sms') return { status: 'refused', reason: 'Este notificador solo envía SMS' };
      const phone = checkPhone(message.to, null);
      if (!phone.isValid || !phone.canReceiveSms) {
        return { status: 'refused', reason: phone.smsProblem ?? 'Este número no puede recibir SMS' };
      }
      await enqueueEmail(executor, {
        kind: message.kind,
        channel: 'sms',
        to: phone.e164,
        subject: message.subject ?? '',
        text: message.text,
        segments: measureSms(message.text).segments,
        ...(message.bookingId ? { bookingId: message.bookingId } : {}),
        ...(message.clientId ? { clientId: message.clientId } : {}),
        ...(message.dedupeKey ? { dedupeKey: message.dedupeKey } : {}),
        sendAfter: message.sendAfter,
      });
      return { status: 'queued', id: null };
    },
  };
}
