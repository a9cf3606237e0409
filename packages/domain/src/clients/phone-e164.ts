import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Phones are stored in E.164 ('+59899123456'), read as the clinic's staff and clients type them:
// a number written nationally ('099 123 456', '011 15-2345-6789') belongs to the clinic's country.
// libphonenumber-js's full metadata also says what kind of line it is: only a mobile line can take
// an SMS. The search column `phone_digits` (phone-number.ts, citavet_phone_digits() in SQL) reads
// E.164 like any other spelling, so searching keeps working on normalised numbers.

/** The clinic's country as typed in its settings (free text, folded) to its ISO 3166 code. */
const REGION_BY_COUNTRY: Readonly<Record<string, CountryCode>> = {
  argentina: 'AR',
  bolivia: 'BO',
  brasil: 'BR',
  brazil: 'BR',
  chile: 'CL',
  colombia: 'CO',
  'costa rica': 'CR',
  cuba: 'CU',
  ecuador: 'EC',
  'el salvador': 'SV',
  espana: 'ES',
  spain: 'ES',
  guatemala: 'GT',
  honduras: 'HN',
  mexico: 'MX',
  nicaragua: 'NI',
  panama: 'PA',
  paraguay: 'PY',
  peru: 'PE',
  portugal: 'PT',
  'puerto rico': 'PR',
  'republica dominicana': 'DO',
  uruguay: 'UY',
  venezuela: 'VE',
  'estados unidos': 'US',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The region a nationally written number belongs to: the clinic's country, or one of its own phones'. */
export function clinicRegion(clinic: {
  country: string | null;
  phones?: readonly (string | null | undefined)[];
}): CountryCode | null {
  const folded = clinic.country ? fold(clinic.country) : '';
  const byName =
    REGION_BY_COUNTRY[folded] ??
    (/^[a-z]{2}$/.test(folded) ? (folded.toUpperCase() as CountryCode) : undefined);
  if (byName) return byName;
  for (const phone of clinic.phones ?? []) {
    const region = phone ? parsePhoneNumberFromString(phone)?.country : undefined;
    if (region) return region;
  }
  return null;
}

export const PHONE_MESSAGES = {
  invalid: 'El número de teléfono no es válido',
  noRegion: 'Escribe el número con el prefijo del país (+34, +52…)',
  landline: 'Es un teléfono fijo: no puede recibir SMS',
  notMobile: 'Este número no puede recibir SMS',
} as const;

export type PhoneCheck =
  | { isValid: true; e164: string; canReceiveSms: boolean; smsProblem: string | null; international: string }
  | { isValid: false; e164: null; canReceiveSms: false; smsProblem: string; international: null };

/**
 * What a typed phone is: its E.164 form and whether it takes SMS (a mobile, or a number the plan
 * does not tell apart from one, as in the US or Mexico). Invalid: too short, too long, or no
 * country to read it in.
 */
export function checkPhone(raw: string, region: CountryCode | null): PhoneCheck {
  const trimmed = raw.trim();
  const isInternational = /^\s*(\+|00)/.test(trimmed);
  if (!isInternational && !region) {
    return {
      isValid: false,
      e164: null,
      canReceiveSms: false,
      smsProblem: PHONE_MESSAGES.noRegion,
      international: null,
    };
  }
  const parsed = parsePhoneNumberFromString(
    trimmed.replace(/^\s*00/, '+'),
    isInternational ? undefined : (region ?? undefined),
  );
  if (!parsed?.isValid()) {
    return {
      isValid: false,
      e164: null,
      canReceiveSms: false,
      smsProblem: PHONE_MESSAGES.invalid,
      international: null,
    };
  }
  const type = parsed.getType();
  const canReceiveSms = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
  return {
    isValid: true,
    e164: parsed.number,
    canReceiveSms,
    smsProblem: canReceiveSms
      ? null
      : type === 'FIXED_LINE'
        ? PHONE_MESSAGES.landline
        : PHONE_MESSAGES.notMobile,
    international: parsed.formatInternational(),
  };
}

/**
 * The phone as it is stored: E.164 when it reads as a valid number, else as typed (trimmed) — an
 * odd number the staff typed is kept rather than lost, and the client page flags it.
 */
export function normalizePhone(raw: string | null | undefined, region: CountryCode | null): string | null {
  if (raw === null || raw === undefined) return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const check = checkPhone(trimmed, region);
  return check.isValid ? check.e164 : trimmed;
}
