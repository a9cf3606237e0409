import { describe, expect, it } from 'vitest';
import { foldLine } from './icalendar';

describe('folding an iCalendar line at 75 octets', () => {
  it('counts two octets for an accented letter and folds before the one that would pass 75', () => {
    expect(foldLine('é'.repeat(37))).toBe('é'.repeat(37));
    // 38 × 2 = 76 octets: the first line holds 37, the continuation (a space and 37) the rest.
    expect(foldLine('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
  });

  it('counts four octets for a character outside the BMP and never splits its surrogate pair', () => {
    const line = `${'a'.repeat(72)}😀b`;
    expect(foldLine(line)).toBe(`${'a'.repeat(72)}\r\n 😀b`);
  });

  it('counts a lone surrogate as the three octets of its replacement', () => {
    // 72 + 3 = 75 octets fit; one more ASCII letter does not.
    expect(foldLine(`${'a'.repeat(72)}\ud800`)).toBe(`${'a'.repeat(72)}\ud800`);
    expect(foldLine(`${'a'.repeat(72)}\ud800b`)).toBe(`${'a'.repeat(72)}\ud800\r\n b`);
  });
});
