import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { createAccountLimiter } from '../../security/account-limits';
import { createDeviceCookies } from '../../security/device-cookie';
import { LoginThrottle } from './login-throttle';

export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
export const secured = [{ bearerAuth: [] }];
// Answer 401 before validating the body, so an anonymous caller never learns about the input.
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const HOUR = 60 * 60 * 1000;

/** What the account routes share: the sign-in throttle, the device cookies and the hourly limiters. */
export function createAuthRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = deps.config.rateLimits;
  const throttle = new LoginThrottle(deps.limits.store, limits.signInDelay);
  const devices = createDeviceCookies(deps.tokens, { isSecure: deps.config.publicUrl.startsWith('https:') });
  // The current-password check of a signed-in request counts where its sign-in would.
  const passwordCheck = (request: FastifyRequest) => {
    const user = requireUser(request);
    return {
      throttle,
      user,
      from: { clientAddress: request.ip, deviceNonce: devices.read(request, user.email) },
    };
  };
  // Registration may say an address is taken, so it is limited per address tried and per client
  // address block: nobody sweeps the list of accounts through it.
  const registrationsPerEmail = createAccountLimiter(deps.limits.store, {
    name: 'register-email',
    max: limits.registerPerEmailPerHour,
    windowMs: HOUR,
  });
  const registrationsPerBlock = createAccountLimiter(deps.limits.store, {
    name: 'register-block',
    max: limits.registerPerBlockPerHour,
    windowMs: HOUR,
  });
  const emailChangesPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'email-change',
    max: limits.forgotPasswordPerAccountPerHour,
    windowMs: HOUR,
  });
  // Per target account, whatever the IP: nobody floods one inbox with reset links.
  const resetLinksPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'forgot-password',
    max: limits.forgotPasswordPerAccountPerHour,
    windowMs: 60 * 60 * 1000,
  });
  // The same for verification links: a signed-in account cannot flood its own (or a typo'd) inbox.
  const verificationLinksPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'verify-email-resend',
    max: limits.forgotPasswordPerAccountPerHour,
    windowMs: 60 * 60 * 1000,
  });
  return {
    app,
    deps,
    limits,
    throttle,
    devices,
    passwordCheck,
    registrationsPerEmail,
    registrationsPerBlock,
    emailChangesPerAccount,
    resetLinksPerAccount,
    verificationLinksPerAccount,
  };
}

export type AuthRouteContext = ReturnType<typeof createAuthRouteContext>;
