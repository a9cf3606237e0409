import { checkPhone, clinicRegion } from '@citavet/domain/clients/phone-e164';
import { smsQuotaReason, smsUsageMonth } from '@citavet/domain/plans/sms-quota';
import { reminderChannels } from '@citavet/domain/reminders/reminder-channels';
import type { ReminderSettings } from '@citavet/domain/reminders/reminder-settings.schema';
import { renderTemplate } from '@citavet/domain/reminders/reminder-template';
import { measureSms, smsTextFor } from '@citavet/domain/sms/sms-encoding';
import type { OutgoingEmail } from './outbox.repository';
import type { ReminderEmail } from './reminder-outbox.repository';

// Which channels one reminder goes by (the space's choice per kind, decision 074), and its SMS row:
// the same kind, time and dedupe key (plus ':sms') as the e-mail's, so both are queued in the same
// transaction, claimed by the same worker and sent once each. Quiet hours were applied to the
// reminder's time already. An SMS that cannot go (no mobile number, the channel off) is written
// DROPPED with the reason, so the client's log says why the client was not texted.

export type ReminderKindKey = 'appointment' | 'vaccine' | 'followUp';

export const SMS_REFUSALS = {
  noPhone: 'El cliente no tiene teléfono móvil para SMS',
  channelOff: 'El canal SMS está desactivado en este servidor',
} as const;

export type ReminderRecipientFacts = {
  email: string | null;
  phone: string | null;
  clinic: { country: string | null; phones: readonly (string | null | undefined)[] };
};

/** Whether a client's phone takes SMS, read in the clinic's country; the reason when not. */
export function smsNumberOf(recipient: ReminderRecipientFacts): {
  e164: string | null;
  problem: string | null;
} {
  if (!recipient.phone) return { e164: null, problem: SMS_REFUSALS.noPhone };
  const check = checkPhone(recipient.phone, clinicRegion(recipient.clinic));
  return check.canReceiveSms
    ? { e164: check.e164, problem: null }
    : { e164: null, problem: check.smsProblem };
}

/**
 * The rows to queue for the reminders of one event: the e-mails when the kind goes by e-mail (and
 * the client has an address), and an SMS row beside each when it goes by SMS.
 */
export function reminderRowsByChannel(input: {
  settings: ReminderSettings;
  kind: ReminderKindKey;
  isSmsOn: boolean;
  recipient: ReminderRecipientFacts;
  /** The placeholder values the SMS template is filled with. */
  values: Readonly<Record<string, string>>;
  reminders: readonly ReminderEmail[];
  /**
   * The space's SMS month as it stands (decision 081): an SMS due in a month whose segments are
   * spent is not queued to go, it is written DROPPED with the reason. Absent: judged at send time only.
   */
  smsQuota?: { month: string; used: number; quota: number };
}): { emails: ReminderEmail[]; sms: OutgoingEmail[] } {
  const kindSettings = input.settings[input.kind];
  const hasEmail = Boolean(input.recipient.email);
  const number = smsNumberOf(input.recipient);
  const wanted = reminderChannels(kindSettings.channels, { hasEmail, canReceiveSms: number.e164 !== null });
  // The SMS channel off on this server: the e-mail goes instead when there is an address.
  const isSmsPossible = input.isSmsOn && number.e164 !== null;
  const sendEmail = wanted.email || (wanted.sms && !input.isSmsOn && hasEmail);
  const emails = sendEmail ? [...input.reminders] : [];
  if (!wanted.sms || (!input.isSmsOn && sendEmail)) return { emails, sms: [] };
  const text = smsTextFor(
    renderTemplate(kindSettings.smsTemplate.trim(), input.values),
    input.settings.smsAccents,
  );
  const segments = measureSms(text).segments;
  const refusal = isSmsPossible ? null : !input.isSmsOn ? SMS_REFUSALS.channelOff : number.problem;
  const quota = input.smsQuota;
  // It would not fit in what is left of its month: refused now, visibly, not dropped at its time.
  const isOverQuota = (sendAfter: Date) =>
    quota !== undefined && smsUsageMonth(sendAfter) === quota.month && quota.used + segments > quota.quota;
  const sms = input.reminders.map(
    (reminder): OutgoingEmail => ({
      kind: reminder.kind,
      channel: 'sms',
      to: number.e164 ?? input.recipient.phone ?? '',
      subject: reminder.subject,
      text,
      segments,
      ...(reminder.clientId ? { clientId: reminder.clientId } : {}),
      ...(reminder.bookingId ? { bookingId: reminder.bookingId } : {}),
      dedupeKey: `${reminder.dedupeKey}:sms`,
      sendAfter: reminder.sendAfter,
      ...(refusal
        ? { droppedReason: refusal }
        : quota && isOverQuota(reminder.sendAfter)
          ? { droppedReason: smsQuotaReason(quota.quota) }
          : {}),
    }),
  );
  return { emails, sms };
}
