import { z } from 'zod';
import '../zod-spanish';
import {
  MAX_SMS_SEGMENTS,
  measureSms,
  type SmsAccentMode,
  SmsAccentModes,
  smsTextFor,
  tooManySegmentsMessage,
} from '../sms/sms-encoding';
import { renderTemplate } from './reminder-template';

// Which channels a kind of reminder goes by, and its SMS wording. Per kind the clinic chooses
// e-mail, SMS, both, or 'SMS si no hay email' (the SMS only for clients without an address).

export const ReminderChannelModes = ['email', 'sms', 'both', 'sms-if-no-email'] as const;
export const ReminderChannelModeSchema = z.enum(ReminderChannelModes, { error: 'Elige por dónde se envía' });
export type ReminderChannelMode = z.infer<typeof ReminderChannelModeSchema>;

export const REMINDER_CHANNEL_LABELS: Readonly<Record<ReminderChannelMode, string>> = {
  email: 'Email',
  sms: 'SMS',
  both: 'Email y SMS',
  'sms-if-no-email': 'SMS si no hay email',
};

export const SMS_ACCENT_LABELS: Readonly<Record<SmsAccentMode, string>> = {
  transliterate: 'Quitar tildes (GSM-7: 160 caracteres por SMS)',
  keep: 'Enviar tildes (UCS-2: 70 caracteres por SMS)',
};

export const SmsAccentModeSchema = z.enum(SmsAccentModes, { error: 'Elige cómo enviar las tildes' });

/** Whom a reminder of this kind goes to, given what the client has. */
export function reminderChannels(
  mode: ReminderChannelMode,
  client: { hasEmail: boolean; canReceiveSms: boolean },
): { email: boolean; sms: boolean } {
  switch (mode) {
    case 'email':
      return { email: client.hasEmail, sms: false };
    case 'sms':
      return { email: false, sms: true };
    case 'both':
      return { email: client.hasEmail, sms: true };
    default:
      return { email: client.hasEmail, sms: !client.hasEmail };
  }
}

export const DEFAULT_APPOINTMENT_SMS_TEMPLATE =
  '{clinica}: cita de {mascota} el {fecha} a las {hora}. Responde CONFIRMO para confirmar o BAJA para no recibir SMS.';
export const DEFAULT_VACCINE_SMS_TEMPLATE =
  '{clinica}: a {mascota} le toca {motivo} el {fecha}. Reserva: {enlace_reservar} (BAJA para no recibir SMS)';
export const DEFAULT_FOLLOW_UP_SMS_TEMPLATE =
  '{clinica}: el próximo control de {mascota} es el {fecha}. Reserva: {enlace_reservar} (BAJA para no recibir SMS)';

/** The SMS a template makes with the sample values, as the space's accent choice sends it. */
export function smsPreview(template: string, values: Readonly<Record<string, string>>, mode: SmsAccentMode) {
  const text = smsTextFor(renderTemplate(template.trim(), values), mode);
  return { text, ...measureSms(text) };
}

/** The refusal of a template whose sample SMS takes more than the maximum of segments, or null. */
export function smsTemplateProblem(
  template: string,
  values: Readonly<Record<string, string>>,
  mode: SmsAccentMode,
): string | null {
  const { segments } = smsPreview(template, values, mode);
  return segments > MAX_SMS_SEGMENTS ? tooManySegmentsMessage(segments) : null;
}
