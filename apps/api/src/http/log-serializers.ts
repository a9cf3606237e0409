import { stdSerializers } from 'pino';

/**
 * Errors as the logs keep them: never a statement's parameters. A failed query's error (drizzle's
 * DrizzleQueryError) carries them in `params` and in its message ("Failed query: … params: …"),
 * so a failed registration logged the new account's e-mail and argon2 hash; the database's own
 * error can repeat values in `detail` ("Key (email)=(…) already exists"). The query text itself
 * (placeholders only) stays: it is what tells which statement failed.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const PARAMS_LINE = /\r?\nparams: [\s\S]*?(?=\n\s+at |$)/;
const MAX_DEPTH = 5;
// The database's own messages quote the offending value ('invalid input syntax for type integer:
// "…"'); in an error with a SQLSTATE every quoted run goes, the code says what failed.
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

function scrub(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    return typeof value === 'string' ? value.replace(PARAMS_LINE, '\nparams: [oculto]') : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const isDatabaseError = SQLSTATE.test(String((value as { code?: unknown }).code ?? ''));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) clean[key] = '[oculto]';
    else if (isDatabaseError && typeof item === 'string' && (key === 'message' || key === 'stack')) {
      clean[key] = item.replace(QUOTED, '"[oculto]"');
    } else clean[key] = scrub(item, depth + 1);
  }
  return clean;
}

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.errWithCause(error), 0) as SerializedError;
}

export const LOG_SERIALIZERS = { err: serializeError, error: serializeError };
