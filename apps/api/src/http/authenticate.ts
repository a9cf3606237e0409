import { isUuid } from '@citavet/domain/api/uuid';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { requireMemberWithinPlan } from '../plans/plan-guard';
import { unauthorized } from './app-error';
import { registerRequestContext, rememberSpaceRole } from './request-context';
import type { SessionUser } from './session';
import { findSessionUserWithSpaceRole } from './session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/**
 * Reads the bearer token of every request. A token is valid when its signature and expiry check
 * out and its version still equals the user's (a password change revokes older tokens). The user is
 * read on every request (a revoked token stops at once); with it, in the same statement, the user's
 * role in the space the URL names, which the request's membership check then uses (decision 064).
 */
export function registerAuthentication(app: FastifyInstance, deps: AppDependencies) {
  app.decorateRequest('sessionUser', null);
  registerRequestContext(app);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await deps.tokens.verify(header.slice(7).trim(), deps.clock.now().getTime());
    if (!claims) return;
    const spaceId = spaceIdOf(request.params);
    const found = await findSessionUserWithSpaceRole(deps.database, claims.userId, spaceId);
    if (!found || found.user.tokenVersion !== claims.tokenVersion) return;
    request.sessionUser = found.user;
    if (spaceId) rememberSpaceRole(spaceId, found.user.id, found.spaceRole);
    // A member the plan has no room for changes nothing in the space (decision 081); only a
    // MEMBER's writes pay for the question.
    if (spaceId && found.spaceRole === 'MEMBER' && request.method !== 'GET' && request.method !== 'HEAD') {
      await requireMemberWithinPlan(deps.database.db, deps, spaceId, found.user.id);
    }
  });
  app.addHook('onRoute', guardSecuredRoute);
}

/** The space a route's URL names (`/spaces/:spaceId/…`), when it is a well-formed id. */
function spaceIdOf(params: unknown): string | null {
  const spaceId = (params as { spaceId?: unknown } | undefined)?.spaceId;
  return typeof spaceId === 'string' && isUuid(spaceId) ? spaceId : null;
}

/**
 * A route whose OpenAPI `security` names a scheme in every requirement needs a signed-in caller
 * (an empty requirement `{}` would make signing in optional).
 */
export function isSignInRequired(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => Object.keys(requirement ?? {}).length > 0)
  );
}

const requireSignedIn: onRequestHookHandler = async (request) => {
  requireUser(request);
};

/**
 * Secured routes answer an anonymous caller 401 before anything else looks at the request: before
 * body validation (which would say 400 and describe the payload) and before the rate limiter (which
 * would say 429). The guard goes first among the route's own onRequest hooks, ahead of the one
 * @fastify/rate-limit adds; the app-wide hook above, which reads the token, runs before both.
 */
function guardSecuredRoute(route: RouteOptions) {
  if (!isSignInRequired(route.schema?.security)) return;
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [requireSignedIn, ...hooks] as RouteOptions['onRequest'];
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
