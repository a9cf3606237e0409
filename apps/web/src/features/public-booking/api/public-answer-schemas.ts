import { type CheckableSchema, requestWithLazySchema as requestWithLazyModule } from '@/lib/lazy-schema';

// The landing's answers are checked against the domain's zod schemas like every other call, but zod
// and the schemas (~25 KB gzip) are fetched beside the request instead of before the page can paint:
// the public entry's first load stays light (docs/decisions/011-public-page-entry.md). The booking
// steps, a lazy chunk of their own, import the schemas directly.
const loadSchemas = () => import('@citavet/domain/public/public-space.schema');

type PublicSchemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * Runs `request` while the schemas load, then checks its `data` with the schema `pick` chooses; an
 * answer of another shape is the api client's 'INVALID_RESPONSE', as if it had parsed it itself.
 */
export function requestWithLazySchema<TOutput>(
  description: string,
  request: Promise<{ data: unknown }>,
  pick: (schemas: PublicSchemas) => CheckableSchema<TOutput>,
): Promise<TOutput> {
  return requestWithLazyModule(description, request, () => loadSchemas().then(pick));
}
