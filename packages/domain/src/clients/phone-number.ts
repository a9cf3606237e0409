// Phone numbers are typed any way ("+34 600-12-34-56", "(099) 123 456", "0034600123456"). Search and
// duplicate detection compare their national significant number: the digits left once the
// international prefix ("+" or "00"), a known country calling code and one trunk "0" are removed.
// The same rule runs in SQL (`citavet_phone_digits`, migration 0009) for the `phone_digits` column,
// and a test keeps both in step. Decision: docs/decisions/025-clients-and-pets.md.

/**
 * Calling codes of the countries Citavet serves and of their usual neighbours. ITU codes form a
 * prefix-free set, so at most one of them starts a number. A number with a code not listed keeps
 * every digit after "+" (it still matches itself typed the same way).
 */
export const COUNTRY_CALLING_CODES = [
  '1', // United States, Canada, Puerto Rico, Dominican Republic
  '33', // France
  '34', // Spain
  '39', // Italy
  '44', // United Kingdom
  '49', // Germany
  '51', // Peru
  '52', // Mexico
  '53', // Cuba
  '54', // Argentina
  '55', // Brazil
  '56', // Chile
  '57', // Colombia
  '58', // Venezuela
  '351', // Portugal
  '502', // Guatemala
  '503', // El Salvador
  '504', // Honduras
  '505', // Nicaragua
  '506', // Costa Rica
  '507', // Panama
  '591', // Bolivia
  '593', // Ecuador
  '595', // Paraguay
  '598', // Uruguay
] as const;

const CODES_BY_LENGTH = [1, 2, 3].map(
  (length) => new Set<string>(COUNTRY_CALLING_CODES.filter((code) => code.length === length)),
);

/** Written with "+" (before any digit) or "00": the number starts with a country code. */
function isInternational(raw: string, digits: string): boolean {
  return /^[^0-9]*\+/.test(raw) || digits.startsWith('00');
}

function withoutCountryCode(digits: string): string {
  for (const [index, codes] of CODES_BY_LENGTH.entries()) {
    const candidate = digits.slice(0, index + 1);
    if (candidate.length === index + 1 && codes.has(candidate)) return digits.slice(index + 1);
  }
  return digits;
}

/**
 * The national significant number of a phone as typed, or null when it has no digits. Only ASCII
 * digits count; spaces, dashes, dots, parentheses and letters are ignored.
 */
export function phoneDigits(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/[^0-9]/g, '');
  if (isInternational(raw, digits)) digits = withoutCountryCode(digits.replace(/^00/, ''));
  // The trunk prefix of national dialling ("099…" in Uruguay, "011…" in Argentina) or "+44 (0)20…".
  digits = digits.replace(/^0/, '');
  return digits === '' ? null : digits;
}

/** Two phones are the same line when their national significant numbers are equal. */
export function isSamePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = phoneDigits(a);
  return left !== null && left === phoneDigits(b);
}
