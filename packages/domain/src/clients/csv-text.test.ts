import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeText } from './csv-text';

/** UTF-8 bytes of a text (the domain has no TextEncoder: it runs without DOM or Node types). */
const bytes = (text: string) =>
  Uint8Array.from(
    [...encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|([^%])/g)].map((match) =>
      match[1] ? Number.parseInt(match[1], 16) : (match[2] ?? '').charCodeAt(0),
    ),
  );

describe('looksLikeText', () => {
  it('takes CSV text with accents, tabs and CRLF', () => {
    expect(looksLikeText(bytes('\uFEFFNombre;Teléfono\r\nMaría Núñez;+34 600\t1\r\n'))).toBe(true);
  });

  it('refuses binary files renamed .csv', () => {
    // The start of an XLSX (a ZIP) and of a PNG.
    expect(looksLikeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toBe(false);
    expect(
      looksLikeText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])),
    ).toBe(false);
    // Latin-1 'María' is not UTF-8.
    expect(looksLikeText(Uint8Array.from([0x4d, 0x61, 0x72, 0xed, 0x61]))).toBe(false);
  });

  it('takes any UTF-8 text, even cut in the middle of a character at the sample’s end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 5000 }), (text) => {
        // Text as people write it: no control characters but tab and line breaks.
        const clean = [...text]
          .filter((character) => {
            const code = character.codePointAt(0) ?? 0;
            return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
          })
          .join('');
        expect(looksLikeText(bytes(clean))).toBe(true);
        expect(looksLikeText(bytes(`${'a'.repeat(8191)}é`))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
