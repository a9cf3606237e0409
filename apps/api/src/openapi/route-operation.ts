/**
 * What each route declares about itself in the OpenAPI document, in its own schema beside its
 * handler (docs/decisions/020-api-contract.md): `operationId` and a one-line Spanish `summary` (both
 * typed by @fastify/swagger; `npm run lint:openapi` and `openapi-contract.test.ts` fail on a route
 * without them or with another's operationId), plus `domainErrors`, typed here.
 */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The failures the use case itself answers (a role refused: 403; an object missing or not
     * visible: 404; a conflict: 409; ...). Those implied by the route are added by the transform
     * (openapi-contract.ts): 400 for input, 401 for a required sign-in, 414 for a path parameter,
     * 429 for a rate limit. Read only by the OpenAPI transform; Fastify ignores the key.
     */
    domainErrors?: readonly DomainErrorStatus[];
  }
}
