import { COUNTRY_CALLING_CODES, phoneDigits } from '../clients/phone-number';
import { dateTimeFormat } from '../time/date-time-formats';

// 'Enviar por WhatsApp': a wa.me link with the text prefilled, opened by the staff
// member's own WhatsApp — no API, the way LATAM clinics already work. wa.me wants the number in
// E.164 digits (country code, no '+', no trunk 0), so a number typed nationally ('099 123 456')
// takes the clinic's country code. Decision: docs/decisions/058-unsubscribe-consent-notifier.md.

/** The clinic's country as typed in its settings (free text), folded, to its calling code. */
const CALLING_CODE_BY_COUNTRY: Readonly<Record<string, string>> = {
  argentina: '54',
  bolivia: '591',
  brasil: '55',
  brazil: '55',
  chile: '56',
  colombia: '57',
  'costa rica': '506',
  cuba: '53',
  ecuador: '593',
  'el salvador': '503',
  espana: '34',
  spain: '34',
  guatemala: '502',
  honduras: '504',
  mexico: '52',
  nicaragua: '505',
  panama: '507',
  paraguay: '595',
  peru: '51',
  portugal: '351',
  'puerto rico': '1',
  'republica dominicana': '1',
  uruguay: '598',
  venezuela: '58',
  'estados unidos': '1',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The calling code of an international number as typed ('+598 99…', '0034 600…'), else null. */
function callingCodeOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/[^0-9]/g, '');
  const isInternational = /^[^0-9]*\+/.test(raw) || digits.startsWith('00');
  if (!isInternational) return null;
  const rest = digits.replace(/^00/, '');
  return COUNTRY_CALLING_CODES.find((code) => rest.startsWith(code)) ?? null;
}

export type ClinicPhoneContext = {
  country: string | null;
  /** The clinic's own numbers: one written internationally tells its country code. */
  phones: readonly (string | null | undefined)[];
};

/** The country code a nationally written number belongs to: the clinic's country, or its own phones'. */
export function clinicCallingCode(clinic: ClinicPhoneContext): string | null {
  const byCountry = clinic.country ? CALLING_CODE_BY_COUNTRY[fold(clinic.country)] : undefined;
  if (byCountry) return byCountry;
  for (const phone of clinic.phones) {
    const code = callingCodeOf(phone);
    if (code) return code;
  }
  return null;
}

/**
 * The E.164 digits wa.me needs, or null when the phone has too few digits or is national and the
 * clinic's country code is unknown (the link would reach a stranger).
 */
export function whatsappNumber(
  rawPhone: string | null | undefined,
  defaultCallingCode: string | null,
): string | null {
  const national = phoneDigits(rawPhone);
  if (!national || !rawPhone) return null;
  const code = callingCodeOf(rawPhone) ?? defaultCallingCode;
  if (!code) return null;
  const number = `${code}${national}`;
  // E.164: at most 15 digits; fewer than 8 is no reachable mobile.
  return number.length >= 8 && number.length <= 15 ? number : null;
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export type AppointmentReminder = {
  clinicName: string;
  clientName: string | null;
  petName: string | null;
  startAt: Date;
  /** The clinic's zone: the date and time are the clinic's wall clock. */
  timeZone: string;
};

/** 'Hola, Lucía: te recordamos la cita de Luna en Clínica Sol el martes, 10 de marzo de 2026 a las 09:30.' */
export function appointmentReminderText(reminder: AppointmentReminder): string {
  const { timeZone } = reminder;
  const date = dateTimeFormat('es-ES', { dateStyle: 'full', timeZone }).format(reminder.startAt);
  const time = dateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(reminder.startAt);
  const greeting = reminder.clientName ? `Hola, ${reminder.clientName}: ` : 'Hola: ';
  const whose = reminder.petName ? `la cita de ${reminder.petName}` : 'tu cita';
  return `${greeting}te recordamos ${whose} en ${reminder.clinicName} el ${date} a las ${time}. Si no puedes venir, avísanos por aquí.`;
}

/** A first message when there is no appointment to remind of. */
export function clinicGreetingText(clinicName: string, clientName: string | null): string {
  return `${clientName ? `Hola, ${clientName}: ` : 'Hola: '}te escribimos de ${clinicName}.`;
}
