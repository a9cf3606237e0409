// How long an SMS is and what it costs. A text whose every character is in the GSM 03.38 default
// alphabet (3GPP TS 23.038 §6.2.1) travels as GSM-7: 160 septets in one message, 153 per segment
// once it must be split (the concatenation header takes 7). The extension table's characters
// (€ [ ] { } ^ ~ \ | and form feed) take two septets each (ESC + code), and a pair is never split
// across segments. Anything else (á, í, ó, ú, emoji) turns the WHOLE text into UCS-2: 70 UTF-16
// units in one message, 67 per segment, a surrogate pair never split.

/** The default alphabet in code order: the character at index n has septet code n (0x1B is ESC). */
export const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: character → the code sent after ESC. */
export const GSM7_EXTENSION: ReadonlyMap<string, number> = new Map([
  ['\f', 0x0a],
  ['^', 0x14],
  ['{', 0x28],
  ['}', 0x29],
  ['\\', 0x2f],
  ['[', 0x3c],
  ['~', 0x3d],
  [']', 0x3e],
  ['|', 0x40],
  ['€', 0x65],
]);

const ESC = 0x1b;
const BASIC_CODES: ReadonlyMap<string, number> = new Map(
  [...GSM7_BASIC].flatMap((character, code) => (code === ESC ? [] : [[character, code] as const])),
);

export const SMS_LIMITS = {
  gsm7: { single: 160, segment: 153 },
  ucs2: { single: 70, segment: 67 },
} as const;

/** More than this many segments is refused: a reminder is a few lines, not a letter. */
export const MAX_SMS_SEGMENTS = 6;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The septet codes of one character in GSM-7 ([ESC, code] for the extension), or null if it has none. */
export function gsm7Codes(character: string): readonly number[] | null {
  const basic = BASIC_CODES.get(character);
  if (basic !== undefined) return [basic];
  const extended = GSM7_EXTENSION.get(character);
  return extended === undefined ? null : [ESC, extended];
}

export function isGsm7(text: string): boolean {
  for (const character of text) if (gsm7Codes(character) === null) return false;
  return true;
}

export type SmsLength = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units still free in the last segment before another one is needed. */
  remaining: number;
  /** The characters that forced UCS-2, each once, in order (empty for GSM-7). */
  nonGsmCharacters: string[];
};

/** Units per character, in order: GSM-7 septets (1 or 2) or UTF-16 units (1 or 2). */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((character) =>
    encoding === 'GSM-7' ? (gsm7Codes(character)?.length ?? 1) : character.length,
  );
}

/**
 * Segments of a split message, filled in order without splitting a character (an ESC pair or a
 * surrogate pair): a segment that cannot take the next whole character is closed a unit short.
 */
function countSegments(units: readonly number[], perSegment: number): { segments: number; used: number } {
  let segments = 1;
  let used = 0;
  for (const size of units) {
    if (used + size > perSegment) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { segments, used };
}

export function measureSms(text: string): SmsLength {
  const nonGsmCharacters = [...new Set([...text].filter((character) => gsm7Codes(character) === null))];
  const encoding: SmsEncoding = nonGsmCharacters.length === 0 ? 'GSM-7' : 'UCS-2';
  const limits = encoding === 'GSM-7' ? SMS_LIMITS.gsm7 : SMS_LIMITS.ucs2;
  const units = unitsOf(text, encoding);
  const total = units.reduce((sum, size) => sum + size, 0);
  if (total <= limits.single) {
    return { encoding, units: total, segments: 1, remaining: limits.single - total, nonGsmCharacters };
  }
  const { segments, used } = countSegments(units, limits.segment);
  return { encoding, units: total, segments, remaining: limits.segment - used, nonGsmCharacters };
}

/** Common typography with a GSM-7 equivalent (curly quotes, dashes, ellipsis, no-break space…). */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u00aa': 'a',
  '\u00ba': 'o',
  '\u00b7': '.',
  '\u2022': '-',
  ç: 'Ç',
  '\t': ' ',
};

/**
 * The text in GSM-7 where a near equivalent exists: accents GSM-7 lacks dropped (á → a, Í → I,
 * ó → o; é, ñ, ü, à, è, ì, ò, ù and É stay, they are in the alphabet), typography replaced. A
 * character with no equivalent (an emoji) stays, and the message then goes as UCS-2.
 */
export function transliterateToGsm7(text: string): string {
  let out = '';
  for (const character of text) {
    if (gsm7Codes(character) !== null) {
      out += character;
      continue;
    }
    const replaced = REPLACEMENTS[character];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const stripped = character.normalize('NFD').replace(/\p{M}+/gu, '');
    out += stripped !== '' && isGsm7(stripped) ? stripped : character;
  }
  return out;
}

/** Each space chooses: keep accents (UCS-2 when any is outside GSM-7) or transliterate (GSM-7). */
export const SmsAccentModes = ['transliterate', 'keep'] as const;
export type SmsAccentMode = (typeof SmsAccentModes)[number];

/** The text as it will be sent under the space's choice. */
export function smsTextFor(text: string, mode: SmsAccentMode): string {
  return mode === 'transliterate' ? transliterateToGsm7(text) : text;
}

/** 'La plantilla ocupa 7 SMS; el máximo es 6' — the refusal of a template too long. */
export function tooManySegmentsMessage(segments: number): string {
  return `El SMS ocupa ${segments} segmentos; el máximo es ${MAX_SMS_SEGMENTS}`;
}
