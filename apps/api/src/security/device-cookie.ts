import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountKey } from './account-limits';
import type { SessionTokens } from './tokens';

/**
 * OWASP's "device cookies": a browser that signed in to an account with its password (or an
 * e-mailed sign-in link) gets a cookie naming that account, a random nonce and an HMAC of both.
 * Presenting it on a later sign-in proves "this browser got in here before", so the attempt
 * counts on the device's own counter instead of the account-wide pools that a stranger from
 * ever-new addresses can fill. It cannot be forged (the key is derived from the session secret),
 * it is bound to one account (a cookie of another account is ignored), and it is HttpOnly,
 * SameSite=Strict, Secure over https and sent only to /api/auth.
 */
export const DEVICE_KEY_PURPOSE = 'device-cookie';
const COOKIE_PREFIX = 'citavet_device_';
const COOKIE_PATH = '/api/auth';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DeviceCookies = {
  /** The nonce of this request's valid device cookie for `email`, or null. */
  read(request: FastifyRequest, email: string): string | null;
  /** Gives this browser a fresh device cookie for `email`. */
  issue(reply: FastifyReply, email: string): void;
};

export function createDeviceCookies(tokens: SessionTokens, options: { isSecure: boolean }): DeviceCookies {
  const key = tokens.deriveKey(DEVICE_KEY_PURPOSE);
  const sign = (account: string, nonce: string) =>
    createHmac('sha256', key).update(`${account}.${nonce}`).digest('base64url');
  // One cookie per account, named after a short piece of the account's key: several accounts
  // signed in from one browser each keep theirs.
  const nameOf = (account: string) => `${COOKIE_PREFIX}${account.slice(0, 12).replace(/[^A-Za-z0-9]/g, 'x')}`;

  return {
    read(request, email) {
      const account = accountKey(email);
      const value = cookieValue(request.headers.cookie, nameOf(account));
      const [version, boundTo, nonce, signature] = value?.split('.') ?? [];
      if (version !== 'v1' || boundTo !== account || !nonce || !signature) return null;
      const expected = Buffer.from(sign(account, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
    },
    issue(reply, email) {
      const account = accountKey(email);
      const nonce = randomBytes(16).toString('base64url');
      const attributes = [
        `${nameOf(account)}=v1.${account}.${nonce}.${sign(account, nonce)}`,
        `Path=${COOKIE_PATH}`,
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(options.isSecure ? ['Secure'] : []),
      ];
      const existing = reply.getHeader('set-cookie');
      const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      reply.header('set-cookie', [...cookies, attributes.join('; ')]);
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}
