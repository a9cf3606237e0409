import { z } from 'zod';

/**
 * Control characters in text people type: a NUL byte makes PostgreSQL refuse the row (a 500 until
 * now), and a line break or an escape in a name, a reason or a subject lets a sender shape the
 * e-mails built from it. One rule for every text the API takes, in two strengths:
 * - single-line texts (names, subjects, reasons, search terms) take no control character at all;
 * - multi-line texts (notes, messages, clinical text) take line breaks and tabs, nothing else.
 * C0 controls, DEL and the C1 block count; so do the Unicode line and paragraph separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const CONTROL_CHARACTER_MESSAGE =
  'El texto contiene caracteres de control no permitidos. Bórralos (o vuelve a escribir el texto) e inténtalo de nuevo.';
export const LINE_BREAK_MESSAGE =
  'Este texto debe ir en una sola línea, sin saltos de línea ni caracteres de control.';

export function hasForbiddenControlCharacter(text: string, options: { multiLine: boolean }): boolean {
  return (options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/**
 * The first string in a JSON value (body, query) that breaks the multi-line rule, as a dotted path
 * ('' for the value itself), or null. Keys are checked too: they end up in logs and SQL.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string')
    return hasForbiddenControlCharacter(value, { multiLine: true }) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (hasForbiddenControlCharacter(key, { multiLine: false })) return keyPath;
      const found = findControlCharacter(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A trimmed one-line text: what e-mail subjects and greetings are built from. */
export function singleLineText() {
  return z
    .string()
    .refine((text) => !hasForbiddenControlCharacter(text, { multiLine: false }), LINE_BREAK_MESSAGE);
}

/** A text that may span lines (notes, messages): line breaks and tabs, no other control character. */
export function multiLineText() {
  return z
    .string()
    .refine((text) => !hasForbiddenControlCharacter(text, { multiLine: true }), CONTROL_CHARACTER_MESSAGE);
}

/** True when a text may stand in a one-line field (a name, an e-mail subject). */
export const isSingleLineText = (text: string) => !hasForbiddenControlCharacter(text, { multiLine: false });
