import { phoneDigits } from './phone-number';

/** How a search text is read: as text always, as a phone or a microchip when it looks like one. */
export type ClientSearchTerms = { text: string; phoneDigits: string | null; digits: string | null };

const PHONE_LIKE = /^\+?[0-9\s\-().]+$/;
/** Fewer digits than this match too many phones to be useful. */
const MIN_PHONE_DIGITS = 3;

export function clientSearchTerms(search: string): ClientSearchTerms {
  const text = search.trim();
  const isPhoneLike = PHONE_LIKE.test(text);
  const national = isPhoneLike ? phoneDigits(text) : null;
  const digits = isPhoneLike ? text.replace(/[^0-9]/g, '') : '';
  return {
    text,
    phoneDigits: national && national.length >= MIN_PHONE_DIGITS ? national : null,
    digits: digits.length >= MIN_PHONE_DIGITS ? digits : null,
  };
}
