import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSM7_BASIC, gsm7Codes, isGsm7, measureSms, smsTextFor, transliterateToGsm7 } from './sms-encoding';

// 3GPP TS 23.038 §6.2.1, the default alphabet, written out by code point (the spec's table, row by
// row) rather than copied from the implementation's string.
const BASIC_TABLE: readonly (readonly [number, string])[] = [
  [0x00, '@'],
  [0x01, '£'],
  [0x02, '$'],
  [0x03, '¥'],
  [0x04, 'è'],
  [0x05, 'é'],
  [0x06, 'ù'],
  [0x07, 'ì'],
  [0x08, 'ò'],
  [0x09, 'Ç'],
  [0x0a, '\n'],
  [0x0b, 'Ø'],
  [0x0c, 'ø'],
  [0x0d, '\r'],
  [0x0e, 'Å'],
  [0x0f, 'å'],
  [0x10, 'Δ'],
  [0x11, '_'],
  [0x12, 'Φ'],
  [0x13, 'Γ'],
  [0x14, 'Λ'],
  [0x15, 'Ω'],
  [0x16, 'Π'],
  [0x17, 'Ψ'],
  [0x18, 'Σ'],
  [0x19, 'Θ'],
  [0x1a, 'Ξ'],
  [0x1c, 'Æ'],
  [0x1d, 'æ'],
  [0x1e, 'ß'],
  [0x1f, 'É'],
  [0x20, ' '],
  [0x21, '!'],
  [0x22, '"'],
  [0x23, '#'],
  [0x24, '¤'],
  [0x25, '%'],
  [0x26, '&'],
  [0x27, "'"],
  [0x28, '('],
  [0x29, ')'],
  [0x2a, '*'],
  [0x2b, '+'],
  [0x2c, ','],
  [0x2d, '-'],
  [0x2e, '.'],
  [0x2f, '/'],
  ...[...'0123456789'].map((digit, index) => [0x30 + index, digit] as const),
  [0x3a, ':'],
  [0x3b, ';'],
  [0x3c, '<'],
  [0x3d, '='],
  [0x3e, '>'],
  [0x3f, '?'],
  [0x40, '¡'],
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [0x41 + index, letter] as const),
  [0x5b, 'Ä'],
  [0x5c, 'Ö'],
  [0x5d, 'Ñ'],
  [0x5e, 'Ü'],
  [0x5f, '§'],
  [0x60, '¿'],
  ...[...'abcdefghijklmnopqrstuvwxyz'].map((letter, index) => [0x61 + index, letter] as const),
  [0x7b, 'ä'],
  [0x7c, 'ö'],
  [0x7d, 'ñ'],
  [0x7e, 'ü'],
  [0x7f, 'à'],
];

// §6.2.1.1, the extension table: ESC (0x1B) then this code.
const EXTENSION_TABLE: readonly (readonly [number, string])[] = [
  [0x0a, '\f'],
  [0x14, '^'],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
];

describe('the GSM 03.38 table', () => {
  it('has 127 characters besides ESC, and the alphabet string matches it position by position', () => {
    expect(BASIC_TABLE).toHaveLength(127);
    expect([...GSM7_BASIC]).toHaveLength(128);
    for (const [code, character] of BASIC_TABLE) expect([...GSM7_BASIC][code]).toBe(character);
  });

  it.each(
    BASIC_TABLE.map(([code, character]) => [JSON.stringify(character), code, character] as const),
  )('basic %s is one septet, code %i', (_label, code, character) => {
    expect(gsm7Codes(character)).toEqual([code]);
    expect(measureSms(character)).toMatchObject({ encoding: 'GSM-7', units: 1, segments: 1, remaining: 159 });
  });

  it.each(
    EXTENSION_TABLE.map(([code, character]) => [JSON.stringify(character), code, character] as const),
  )('extension %s is ESC + %i, two septets', (_label, code, character) => {
    expect(gsm7Codes(character)).toEqual([0x1b, code]);
    expect(measureSms(character)).toMatchObject({ encoding: 'GSM-7', units: 2, remaining: 158 });
  });

  it('no other code point below U+0800 (nor an emoji) is in the alphabet', () => {
    const known = new Set([...BASIC_TABLE, ...EXTENSION_TABLE].map(([, character]) => character));
    for (let point = 0; point < 0x800; point += 1) {
      const character = String.fromCodePoint(point);
      if (!known.has(character)) expect(gsm7Codes(character), `U+${point.toString(16)}`).toBeNull();
    }
    expect(isGsm7('🐶')).toBe(false);
  });

  it.each(['á', 'í', 'ó', 'ú', 'Á', 'Í', 'Ó', 'Ú', 'ç', '`', 'ê'])('%s is not GSM-7', (character) => {
    expect(isGsm7(character)).toBe(false);
  });
});

describe('measureSms', () => {
  it('fits 160 GSM-7 septets in one message and splits 161 into two of 153', () => {
    expect(measureSms('a'.repeat(160))).toMatchObject({ segments: 1, remaining: 0 });
    expect(measureSms('a'.repeat(161))).toMatchObject({ segments: 2, units: 161, remaining: 145 });
    expect(measureSms('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(measureSms('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it("'vacunación' turns the whole text into UCS-2: 70 in one, 67 per segment", () => {
    const one = `vacunación ${'a'.repeat(59)}`;
    expect(measureSms(one)).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      nonGsmCharacters: ['ó'],
    });
    expect(measureSms(`${one}a`)).toMatchObject({ segments: 2, remaining: 67 * 2 - 71 });
  });

  it('never splits an escape pair: 152 septets then € close the segment a septet short', () => {
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    expect(measureSms(text)).toMatchObject({ units: 164, segments: 2, remaining: 153 - 12 });
  });

  it('never splits a surrogate pair in UCS-2', () => {
    const text = `${'á'.repeat(66)}🐶`;
    expect(measureSms(text)).toMatchObject({ encoding: 'UCS-2', units: 68, segments: 1 });
    expect(measureSms(`${text}${'á'.repeat(3)}`)).toMatchObject({
      units: 71,
      segments: 2,
      remaining: 67 - 5,
    }); // 66 á, then 🐶 + 3 á
  });

  it('agrees with a brute-force packer on any GSM-7 text', () => {
    const alphabet = [...GSM7_BASIC.replace('\u001b', ''), ...EXTENSION_TABLE.map(([, c]) => c)];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 700 }), (characters) => {
        const sizes = characters.map((character) =>
          EXTENSION_TABLE.some(([, c]) => c === character) ? 2 : 1,
        );
        const total = sizes.reduce((a, b) => a + b, 0);
        let segments = 1;
        if (total > 160) {
          segments = 0;
          let i = 0;
          while (i < sizes.length) {
            segments += 1;
            let room = 153;
            while (i < sizes.length && (sizes[i] ?? 0) <= room) room -= sizes[i++] ?? 0;
          }
        }
        expect(measureSms(characters.join(''))).toMatchObject({ encoding: 'GSM-7', units: total, segments });
      }),
    );
  });
});

describe('transliteration', () => {
  it('drops the accents GSM-7 lacks and keeps the ones it has', () => {
    expect(transliterateToGsm7('Vacunación de Íñigo: ¿sí? Él, Ana y José — “mañana”…')).toBe(
      'Vacunacion de Iñigo: ¿si? Él, Ana y José - "mañana"...',
    );
    expect(isGsm7(transliterateToGsm7('áéíóúÁÉÍÓÚüÜñÑçÇ'))).toBe(true);
  });

  it('keeps what has no equivalent, so the text goes as UCS-2 rather than lose it', () => {
    expect(measureSms(transliterateToGsm7('Hola 🐶')).encoding).toBe('UCS-2');
  });

  it('is applied only when the space chose it', () => {
    expect(smsTextFor('vacunación', 'keep')).toBe('vacunación');
    expect(smsTextFor('vacunación', 'transliterate')).toBe('vacunacion');
  });
});
