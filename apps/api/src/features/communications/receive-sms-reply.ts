import { timingSafeEqual } from 'node:crypto';
import { smsReplyIntent } from '@citavet/domain/sms/sms-reply';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden } from '../../http/app-error';
import {
  confirmNextAppointmentByNumber,
  findLastSmsTo,
  insertSmsReply,
  setSmsReplyOutcome,
  unsubscribeNumberFromSms,
} from './sms-callbacks.repository';

export type SmsReply = { key: string; from: string; text: string; gatewayId: string };

export const SMS_REPLY_OUTCOMES = {
  unsubscribed: 'Baja de SMS registrada',
  confirmed: 'Cita confirmada por SMS',
  nothingToConfirm: 'No hay cita próxima que confirmar',
  unknownNumber: 'Número sin SMS enviados',
  kept: 'Respuesta guardada',
} as const;

export const SMS_UNSUBSCRIBE_REASON = 'El cliente respondió BAJA a un SMS';

function isKeyValid(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** '+34600…' as the carrier gives it ('34600…', '0034600…') in E.164. */
function e164Of(number: string): string {
  const digits = number.replace(/[^0-9]/g, '').replace(/^00/, '');
  return `+${digits}`;
}

/**
 * A reply through Kannel's MO path (its sms-service get-url, with the shared key). Recorded once
 * per gateway id; BAJA/STOP unsubscribes the number from the SMS of the clinic that last texted it,
 * CONFIRMO/SI confirms that client's next appointment. Answers the outcome (never the client's data).
 */
export async function receiveSmsReply(deps: AppDependencies, reply: SmsReply): Promise<string> {
  const sms = deps.config.sms;
  if (!sms?.isEnabled || !isKeyValid(sms.inboundSecret, reply.key)) {
    throw forbidden('Clave de la pasarela SMS no válida');
  }
  const now = deps.clock.now();
  const from = e164Of(reply.from);
  const intent = smsReplyIntent(reply.text);
  return deps.database.db.transaction(async (tx) => {
    const sender = await findLastSmsTo(tx, from);
    const id = await insertSmsReply(tx, {
      gatewayId: reply.gatewayId,
      spaceId: sender?.spaceId ?? null,
      clientId: sender?.clientId ?? null,
      fromNumber: from,
      text: reply.text.slice(0, 1000),
      intent,
      receivedAt: now,
    });
    if (!id) return 'repetida';
    let outcome: string = SMS_REPLY_OUTCOMES.kept;
    if (!sender) outcome = SMS_REPLY_OUTCOMES.unknownNumber;
    else if (intent === 'unsubscribe') {
      await unsubscribeNumberFromSms(tx, {
        spaceId: sender.spaceId,
        number: from,
        reason: SMS_UNSUBSCRIBE_REASON,
        now,
      });
      outcome = SMS_REPLY_OUTCOMES.unsubscribed;
    } else if (intent === 'confirm') {
      const bookingId = await confirmNextAppointmentByNumber(tx, {
        spaceId: sender.spaceId,
        number: from,
        now,
      });
      outcome = bookingId ? SMS_REPLY_OUTCOMES.confirmed : SMS_REPLY_OUTCOMES.nothingToConfirm;
    }
    await setSmsReplyOutcome(tx, id, outcome);
    return outcome;
  });
}
