import { ApiError } from './api-error';

/** What checking an answer needs of a zod schema; typed structurally so this module imports no zod. */
export interface CheckableSchema<TOutput> {
  safeParse(data: unknown): { success: true; data: TOutput } | { success: false; error: unknown };
}

/**
 * Checks an answer against a schema that is imported while the request runs, not before it starts.
 * zod and the domain's schemas weigh about 25 KB gzip: a public page that imported them statically
 * could not paint until they arrived (Lighthouse, scripts/lighthouse.mjs). The answer is still
 * checked before anyone reads it: an answer of another shape is the api client's 'INVALID_RESPONSE',
 * as if it had parsed it itself (docs/decisions/011-public-page-entry.md).
 */
export async function requestWithLazySchema<TOutput>(
  description: string,
  request: Promise<{ data: unknown }>,
  loadSchema: () => Promise<CheckableSchema<TOutput>>,
): Promise<TOutput> {
  const [{ data }, schema] = await Promise.all([request, loadSchema()]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${description}`, parsed.error);
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE' });
  }
  return parsed.data;
}
