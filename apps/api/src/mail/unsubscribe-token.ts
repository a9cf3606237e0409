import { createHmac, timingSafeEqual } from 'node:crypto';

// The token in a reminder's unsubscribe link: the client's id and an HMAC over (client, space), so it
// names no person (no e-mail, no name) and cannot be forged or moved to another client or space.
// It does not expire: a link in an old e-mail must still work (RFC 8058 one-click), and using it
// twice only unsubscribes twice. Decision: docs/decisions/058-unsubscribe-consent-notifier.md.

const SIGNATURE_BYTES = 16;
/** SessionTokens.deriveKey's purpose for these tokens. */
export const UNSUBSCRIBE_KEY_PURPOSE = 'unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidToBase64url(id: string): string {
  return Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
}

function base64urlToUuid(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(text)) return null;
  const hex = Buffer.from(text, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(id) ? id : null;
}

export class UnsubscribeTokens {
  readonly #key: Buffer;

  /** `key`: SessionTokens.deriveKey(UNSUBSCRIBE_KEY_PURPOSE), the same in every process. */
  constructor(key: Buffer) {
    this.#key = key;
  }

  #signature(clientId: string, spaceId: string): Buffer {
    return createHmac('sha256', this.#key)
      .update(`${clientId.toLowerCase()}:${spaceId.toLowerCase()}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  }

  sign(clientId: string, spaceId: string): string {
    return `${uuidToBase64url(clientId.toLowerCase())}.${this.#signature(clientId, spaceId).toString('base64url')}`;
  }

  /** The client the token names, before its signature is checked against the client's space. */
  clientIdOf(token: string): string | null {
    const [id, signature, ...rest] = token.split('.');
    if (!id || !signature || rest.length > 0) return null;
    return base64urlToUuid(id);
  }

  verify(token: string, clientId: string, spaceId: string): boolean {
    const signature = Buffer.from(token.split('.')[1] ?? '', 'base64url');
    const expected = this.#signature(clientId, spaceId);
    return (
      this.clientIdOf(token) === clientId.toLowerCase() &&
      signature.length === expected.length &&
      timingSafeEqual(signature, expected)
    );
  }
}

/** The headers of RFC 2369 and RFC 8058 a reminder carries: one-click by POST, and the page by GET. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/public/unsubscribe/${token}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The tokens of an app's SessionTokens (the API's routes and the worker derive the same key). */
export function unsubscribeTokensOf(sessionTokens: {
  deriveKey(purpose: string): Buffer;
}): UnsubscribeTokens {
  return new UnsubscribeTokens(sessionTokens.deriveKey(UNSUBSCRIBE_KEY_PURPOSE));
}
