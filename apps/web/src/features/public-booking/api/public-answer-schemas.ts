import { ApiError } from '@/lib/api-error';

// The landing's answers are checked against the domain's zod schemas like every other call, but zod
// and the schemas (~25 KB gzip) are fetched beside the request instead of before the page can paint:
// the public entry's first load stays light (docs/decisions/011-public-page-entry.md). The booking
// steps, a lazy chunk of their own, import the schemas directly.
const loadSchemas = () => import('@citavet/domain/public/public-space.schema');

type PublicSchemas = Awaited<ReturnType<typeof loadSchemas>>;

interface Checkable<TOutput> {
  safeParse(data: unknown): { success: true; data: TOutput } | { success: false; error: unknown };
}

/**
 * Runs `request` while the schemas load, then checks its `data` with the schema `pick` chooses; an
 * answer of another shape is the api client's 'INVALID_RESPONSE', as if it had parsed it itself.
 */
export async function requestWithLazySchema<TOutput>(
  description: string,
  request: Promise<{ data: unknown }>,
  pick: (schemas: PublicSchemas) => Checkable<TOutput>,
): Promise<TOutput> {
  const [{ data }, schemas] = await Promise.all([request, loadSchemas()]);
  const parsed = pick(schemas).safeParse(data);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${description}`, parsed.error);
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE' });
  }
  return parsed.data;
}
