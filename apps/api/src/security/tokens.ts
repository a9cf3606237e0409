import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type SessionClaims = { userId: string; tokenVersion: number };

/** A token whose signature and header already checked out: what is judged again on each use. */
type VerifiedToken = { claims: SessionClaims; exp: number; nbf: number | null };

/** Tokens remembered after a verification; the map is emptied when it fills (a few KB). */
const VERIFIED_TOKENS_KEPT = 1_000;

/** HS256 only: the allowlist refuses `alg: none` and every other algorithm. */
export class SessionTokens {
  readonly #key: Uint8Array;
  /**
   * Tokens that verified, by their exact text: a session sends the same string with every request,
   * and its HMAC and JSON parts were most of an authenticated request's own CPU. Only a string whose
   * signature matched is kept, so a forged one costs its HMAC each time; the expiry and not-before
   * are judged against the clock on every use, and the token version is still compared with the
   * user's on every request (authenticate.ts), so a revoked token stops at once.
   */
  readonly #verified = new Map<string, VerifiedToken>();
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

  /**
   * Checks a token this class signed: exactly three parts, a header that says HS256 and nothing
   * else the check would have to understand, an HMAC-SHA256 signature equal (in constant time) to
   * the one computed here, an expiry in the future and a not-before in the past (judged on every
   * use, remembered token or not). Synchronous
   * node:crypto: WebCrypto's verify (jose's) hands each HMAC to the thread pool and back, which on
   * a busy machine cost a signed-in request more CPU than everything else it did
   * (docs/decisions/080-charges-figures.md). Signing stays with jose: it happens once per sign-in.
   */
  async verify(token: string, nowMs: number): Promise<SessionClaims | null> {
    const now = Math.floor(nowMs / 1000);
    const known = this.#verified.get(token) ?? this.#check(token);
    if (!known || known.exp <= now || (known.nbf !== null && known.nbf > now)) return null;
    return known.claims;
  }

  /** The signature, header and claims' types of a token not seen yet; remembered when they hold. */
  #check(token: string): VerifiedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    if (!headerPart || !payloadPart || !signaturePart) return null;
    const expected = Buffer.from(
      createHmac('sha256', this.#key).update(`${headerPart}.${payloadPart}`).digest('base64url'),
    );
    const given = Buffer.from(signaturePart);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const header = decodePart(headerPart);
    const payload = decodePart(payloadPart);
    if (!header || !payload) return null;
    if (header.alg !== 'HS256' || Object.keys(header).some((key) => key !== 'alg' && key !== 'typ')) {
      return null;
    }
    if (typeof payload.exp !== 'number') return null;
    if (payload.nbf !== undefined && typeof payload.nbf !== 'number') return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    const verified: VerifiedToken = {
      claims: { userId: payload.sub, tokenVersion: payload.ver },
      exp: payload.exp,
      nbf: typeof payload.nbf === 'number' ? payload.nbf : null,
    };
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.clear();
    this.#verified.set(token, verified);
    return verified;
  }
}

/** A JWT part's JSON object, or null for anything else. */
function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
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
