import { AsyncLocalStorage } from 'node:async_hooks';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { FastifyInstance } from 'fastify';

/**
 * The caller's role in the space the URL names (`:spaceId`), read from the database in the same
 * statement as the session's user, at the start of this request (decision 064). It saves the
 * membership check its own round trip; it is never kept past the request (no cache to invalidate).
 */
type RememberedRole = { spaceId: string; userId: string; role: SpaceRole | null };
type RequestContext = { remembered: RememberedRole | null };

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Every request runs the rest of its hooks and its handler inside its own context. Registered
 * before the authentication hook, which fills it.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run({ remembered: null }, done);
  });
}

export function rememberSpaceRole(spaceId: string, userId: string, role: SpaceRole | null) {
  const context = storage.getStore();
  if (context) context.remembered = { spaceId, userId, role };
}

/**
 * The role read with the session, for the request's first membership check of that space and user
 * only: a later check (after the request itself may have changed a membership) reads the database.
 * `undefined` when nothing was remembered for them.
 */
export function takeRememberedSpaceRole(spaceId: string, userId: string): SpaceRole | null | undefined {
  const context = storage.getStore();
  const remembered = context?.remembered;
  if (!context || !remembered || remembered.spaceId !== spaceId || remembered.userId !== userId) {
    return undefined;
  }
  context.remembered = null;
  return remembered.role;
}
