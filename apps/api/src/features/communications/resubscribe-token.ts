import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionTokens } from '../../security/tokens';

/**
 * The token of a resubscription confirmation link: the client's id, an expiry and an HMAC of both
 * (a key derived from the session secret for this purpose only). Unlike an unsubscribe link it
 * expires, and it only ever reaches the client's own inbox: whoever holds an old reminder (a
 * forwarded e-mail, a mail scanner) can unsubscribe, never subscribe again.
 */
export const RESUBSCRIBE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PURPOSE = 'resubscribe-confirmation';

export function resubscribeTokens(tokens: SessionTokens) {
  const key = tokens.deriveKey(KEY_PURPOSE);
  const signature = (clientId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`${clientId}:${expiresAt}`).digest('base64url').slice(0, 32);
  return {
    sign(clientId: string, now: Date): string {
      const expiresAt = now.getTime() + RESUBSCRIBE_LINK_TTL_MS;
      return `${clientId}.${expiresAt.toString(36)}.${signature(clientId, expiresAt)}`;
    },
    /** The client the token names while it is valid, else null. */
    clientIdOf(token: string, now: Date): string | null {
      const [clientId, expiry, given, ...rest] = token.split('.');
      if (!clientId || !expiry || !given || rest.length > 0) return null;
      const expiresAt = Number.parseInt(expiry, 36);
      if (!Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return null;
      const expected = Buffer.from(signature(clientId, expiresAt));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? clientId : null;
    },
  };
}
