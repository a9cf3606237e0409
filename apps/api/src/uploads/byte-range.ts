/** An inclusive byte range of a file, as HTTP counts them. */
export type ByteRange = { start: number; end: number };

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14). Browsers ask for one range
 * at a time to seek in a video; a header we do not understand, or several ranges, is ignored and
 * the whole file is sent, as the RFC allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // "bytes=-500": the last 500 bytes.
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
