import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  hasForbiddenControlCharacter,
  LINE_BREAK_MESSAGE,
  multiLineText,
  singleLineText,
} from './control-characters';

// Oracle: the rule spelled out code point by code point.
function isForbidden(codePoint: number, multiLine: boolean): boolean {
  if (multiLine && (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d)) return false;
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029
  );
}

describe('control characters', () => {
  it('matches the code-point oracle for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (text, multiLine) => {
        const expected = [...text].some((char) => isForbidden(char.codePointAt(0) ?? 0, multiLine));
        return hasForbiddenControlCharacter(text, { multiLine }) === expected;
      }),
      { numRuns: 3000 },
    );
    // 3,000 texts take well under a second alone; CI runs this file beside the browser journeys.
  }, 30_000);

  it('refuses NUL and line breaks in one-line texts, with a Spanish message', () => {
    expect(singleLineText().safeParse('Luna').success).toBe(true);
    expect(singleLineText().safeParse('Luna\u0000').error?.issues[0]?.message).toBe(LINE_BREAK_MESSAGE);
    expect(singleLineText().safeParse('Luna\r\nBcc: x@y.z').success).toBe(false);
    expect(multiLineText().safeParse('Línea 1\nLínea 2\tfin').success).toBe(true);
    expect(multiLineText().safeParse('Nota\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('finds the path of the first bad string in a JSON value', () => {
    expect(findControlCharacter({ a: 'ok', b: [{ c: 'mal\u0000' }] })).toBe('b.0.c');
    expect(findControlCharacter({ 'cla\u0007ve': 1 })).toBe('cla\u0007ve');
    expect(findControlCharacter({ nota: 'varias\nlíneas' })).toBeNull();
    expect(findControlCharacter([1, null, true])).toBeNull();
  });
});
