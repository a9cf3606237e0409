/**
 * A UUID in its 8-4-4-4-12 hex form, any version, any case: the shape of every id the API hands out
 * (and the same test zod's `z.guid()` applies). Checked before a value reaches a uuid column, where
 * PostgreSQL would refuse it with an error instead of simply finding nothing.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
