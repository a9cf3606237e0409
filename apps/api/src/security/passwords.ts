import { hash, verify } from '@node-rs/argon2';

/** argon2id's memory (KiB) and passes for a new hash; a stored hash names its own for verifying. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

/** OWASP's minimum for argon2id: m=19456 KiB, t=2 (p=1). What every deployment uses. */
export const OWASP_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2 };

/**
 * A new argon2id hash (algorithm 2), at OWASP's minimum unless the app was built with another cost:
 * only the tests do, for their own throwaway users (17 ms of CPU per hash was seconds per test run).
 */
export function hashPassword(
  password: string,
  cost: PasswordHashCost = OWASP_PASSWORD_HASH_COST,
): Promise<string> {
  return hash(password, { algorithm: 2, parallelism: 1, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps sign-in timing equal for unknown e-mails.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('citavet-timing-equaliser', OWASP_PASSWORD_HASH_COST);
  return dummyHash;
}
