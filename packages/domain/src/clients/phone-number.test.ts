import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CALLING_CODES, isSamePhone, phoneDigits } from './phone-number';

/**
 * The brute-force oracle: read the characters one by one, then try every known code in turn
 * (no lookup tables, no regular expressions).
 */
function oracle(raw: string): string | null {
  let digits = '';
  let sawPlusBeforeDigit = false;
  for (const character of raw) {
    if (character >= '0' && character <= '9') digits += character;
    else if (character === '+' && digits === '') sawPlusBeforeDigit = true;
  }
  if (sawPlusBeforeDigit || (digits[0] === '0' && digits[1] === '0')) {
    if (digits[0] === '0' && digits[1] === '0') digits = digits.slice(2);
    for (const code of COUNTRY_CALLING_CODES) {
      if (digits.length >= code.length && digits.slice(0, code.length) === code) {
        digits = digits.slice(code.length);
        break;
      }
    }
  }
  if (digits[0] === '0') digits = digits.slice(1);
  return digits.length === 0 ? null : digits;
}

const separator = fc.constantFrom('', ' ', '-', '.', '(', ')', '  ', ' - ');
const digitString = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 14 });
/** Digits broken up by separators, sometimes behind "+", "00" or a trunk "0". */
const typedPhone = fc
  .tuple(
    fc.constantFrom('', '+', '00', '0', ' +', '(+'),
    fc.constantFrom('', ...COUNTRY_CALLING_CODES, '999'),
    fc.array(fc.tuple(separator, digitString), { maxLength: 5 }),
  )
  .map(([prefix, code, parts]) => prefix + code + parts.map(([sep, digits]) => sep + digits).join(''));

describe('phoneDigits', () => {
  it('keeps the national significant number of usual ways of typing a phone', () => {
    expect(phoneDigits('+34 600 12 34 56')).toBe('600123456');
    expect(phoneDigits('0034-600-123-456')).toBe('600123456');
    expect(phoneDigits('600 123 456')).toBe('600123456');
    expect(phoneDigits('+598 99 123 456')).toBe('99123456');
    expect(phoneDigits('099 123 456')).toBe('99123456');
    expect(phoneDigits('(011) 4321-5678')).toBe('1143215678');
    expect(phoneDigits('+54 11 4321 5678')).toBe('1143215678');
    expect(phoneDigits('+44 (0)20 7946 0018')).toBe('2079460018');
    expect(phoneDigits('+999 123')).toBe('999123');
    expect(phoneDigits('  ')).toBeNull();
    expect(phoneDigits(null)).toBeNull();
    expect(phoneDigits('+')).toBeNull();
  });

  it('agrees with the brute-force oracle on typed and arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(typedPhone, fc.string({ maxLength: 30 })), (raw) => {
        expect(phoneDigits(raw)).toBe(oracle(raw));
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores separators: inserting them never changes the result', () => {
    fc.assert(
      fc.property(typedPhone, fc.nat(), separator, (raw, at, sep) => {
        const position = at % (raw.length + 1);
        // A "+" must stay before the first digit to mean "international".
        fc.pre(!raw.slice(0, position).includes('+') || /[0-9]/.test(raw.slice(0, position)));
        expect(phoneDigits(raw.slice(0, position) + sep + raw.slice(position))).toBe(phoneDigits(raw));
      }),
    );
  });

  it('reads the same line in international and national form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CALLING_CODES),
        fc.string({ unit: fc.constantFrom(...'123456789'), minLength: 1, maxLength: 1 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 5, maxLength: 11 }),
        (code, first, rest) => {
          const national = first + rest;
          expect(phoneDigits(`+${code} ${national}`)).toBe(national);
          expect(phoneDigits(`00${code}${national}`)).toBe(national);
          expect(phoneDigits(`0${national}`)).toBe(national);
          expect(isSamePhone(`+${code} ${national}`, national)).toBe(true);
        },
      ),
    );
  });

  it('keeps the calling codes prefix-free, so at most one can start a number', () => {
    for (const code of COUNTRY_CALLING_CODES) {
      const others = COUNTRY_CALLING_CODES.filter((other) => other !== code);
      expect(others.some((other) => other.startsWith(code))).toBe(false);
    }
  });

  it('never calls two numbers without digits the same line', () => {
    expect(isSamePhone('', '')).toBe(false);
    expect(isSamePhone(null, null)).toBe(false);
  });
});
