// A CSV is text: a binary file renamed '.csv' (a spreadsheet, an image) must be refused before its
// bytes are read as rows. The first bytes tell: valid UTF-8, and few control characters (NUL
// included) other than tab, line feed and carriage return.

const SAMPLE_BYTES = 8192;

/** Well-formed UTF-8 (RFC 3629): no stray continuation byte, no overlong form, no surrogate. */
function isUtf8(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const first = bytes[index] ?? 0;
    const length =
      first < 0x80
        ? 1
        : first >= 0xc2 && first <= 0xdf
          ? 2
          : first >= 0xe0 && first <= 0xef
            ? 3
            : first >= 0xf0 && first <= 0xf4
              ? 4
              : 0;
    if (length === 0 || index + length > bytes.length) return false;
    for (let next = 1; next < length; next += 1)
      if (((bytes[index + next] ?? 0) & 0xc0) !== 0x80) return false;
    const second = bytes[index + 1] ?? 0;
    if (first === 0xe0 && second < 0xa0) return false;
    if (first === 0xed && second > 0x9f) return false;
    if (first === 0xf0 && second < 0x90) return false;
    if (first === 0xf4 && second > 0x8f) return false;
    index += length;
  }
  return true;
}

/** True when the start of a file reads as UTF-8 text (Latin-1 files fail: they must be re-saved). */
export function looksLikeText(bytes: Uint8Array): boolean {
  // A stray NUL in a cell is counted with the other control characters (the import refuses that
  // row): a binary file has many, or is not UTF-8 at all.
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  // A multi-byte character cut by the sample's end is not an error.
  let end = sample.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = sample[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  if (!isUtf8(sample.subarray(0, end))) return false;
  let controls = 0;
  for (const byte of sample)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) controls += 1;
  // A few strays (a NUL typed into a cell) are the rows' problem: the import refuses those rows.
  return controls <= Math.max(2, sample.length / 100);
}

export const NOT_A_TEXT_CSV_MESSAGE =
  'El archivo no es un CSV de texto: guárdalo como «CSV UTF-8» desde tu hoja de cálculo y vuelve a importarlo';
