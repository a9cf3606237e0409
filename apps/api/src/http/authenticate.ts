import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { unauthorized } from './app-error';
import type { SessionUser } from './session';
import { findSessionUser } from './session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/**
 * Reads the bearer token of every request. A token is valid when its signature and expiry check
 * out and its version still equals the user's (a password change revokes older tokens).
 */
export function registerAuthentication(app: FastifyInstance, deps: AppDependencies) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await deps.tokens.verify(header.slice(7).trim(), deps.clock.now().getTime());
    if (!claims) return;
    const user = await findSessionUser(deps.database.db, claims.userId);
    if (user && user.tokenVersion === claims.tokenVersion) request.sessionUser = user;
  });
}

/** The signed-in user, or a 401 the web turns into a trip to the sign-in page. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) {
    throw unauthorized(
      request.headers.authorization ? 'Token inválido o expirado' : 'Debes iniciar sesión',
      'UNAUTHORIZED',
    );
  }
  return request.sessionUser;
}
