import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type SessionClaims = { userId: string; tokenVersion: number };

/** HS256 only: the allowlist refuses `alg: none` and every other algorithm. */
export class SessionTokens {
  readonly #key: Uint8Array;
  /**
   * The key imported once for verifying: given raw bytes, jose imports them into WebCrypto on every
   * call, which was most of a token check's cost (every signed-in request makes one).
   */
  #verifyKey: Promise<webcrypto.CryptoKey> | null = null;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  /**
   * A key for another purpose (signing unsubscribe links), derived from the session secret so
   * there is one secret to keep; a signature made for one purpose never verifies for another.
   */
  deriveKey(purpose: string): Buffer {
    return createHmac('sha256', this.#key).update(`citavet:${purpose}`).digest();
  }

  sign(claims: SessionClaims, nowMs: number): Promise<string> {
    const issuedAt = Math.floor(nowMs / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
      .sign(this.#key);
  }

  async verify(token: string, nowMs: number): Promise<SessionClaims | null> {
    try {
      this.#verifyKey ??= webcrypto.subtle.importKey(
        'raw',
        this.#key,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      const { payload } = await jwtVerify(token, await this.#verifyKey, {
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}

/** A random single-use token (≥ 128 bits) and the hash that is the only thing stored. */
// randomBytes costs far more per call than per byte, so tokens are cut from a fresh 2 KB block of
// the same CSPRNG at a time (as Node's randomUUID does); a block is never refilled in place.
const TOKEN_BYTES = 32;
const BLOCK_BYTES = 64 * TOKEN_BYTES;
let randomBlock = Buffer.alloc(0);
let nextTokenAt = 0;

function randomTokenBytes(): Buffer {
  if (nextTokenAt + TOKEN_BYTES > randomBlock.length) {
    randomBlock = randomBytes(BLOCK_BYTES);
    nextTokenAt = 0;
  }
  const bytes = randomBlock.subarray(nextTokenAt, nextTokenAt + TOKEN_BYTES);
  nextTokenAt += TOKEN_BYTES;
  return bytes;
}

export function createOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomTokenBytes().toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
