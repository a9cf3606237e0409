import type { Transaction } from '@citavet/db/database';
import type { AppDependencies } from '../../app-dependencies';
import { enqueueEmail } from '../../mail/outbox.repository';
import { createOpaqueToken } from '../../security/tokens';
import { type EmailTokenPurpose, expireEmailTokens, insertEmailToken } from './auth-tokens.repository';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
// The owner of the old address may read the notice days later; the revert link waits longer.
export const REVERT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// A sign-in link stands in for the password: short-lived.
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
// The "no fui yo" link of a password-change notice waits as long as a revert link.
export const NOT_ME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TTL: Record<EmailTokenPurpose, number> = {
  VERIFY: VERIFY_LINK_TTL_MS,
  CHANGE: CHANGE_LINK_TTL_MS,
  REVERT: REVERT_LINK_TTL_MS,
  SIGN_IN: SIGN_IN_LINK_TTL_MS,
  NOT_ME: NOT_ME_LINK_TTL_MS,
};

export const INVALID_EMAIL_LINK_MESSAGE = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';

const PAGES: Record<EmailTokenPurpose, string> = {
  VERIFY: '/accounts/verify-email',
  CHANGE: '/accounts/confirm-email',
  REVERT: '/accounts/revert-email',
  SIGN_IN: '/accounts/sign-in-link',
  NOT_ME: '/accounts/not-me',
};

/**
 * Stores a new single-use link of that purpose (older unused ones stop working) and returns its URL.
 * Call inside the transaction that queues the e-mail carrying it.
 */
export async function issueEmailLink(
  deps: AppDependencies,
  tx: Transaction,
  values: { userId: string; purpose: EmailTokenPurpose; email: string; newEmail?: string; oldEmail?: string },
  now: Date,
): Promise<string> {
  const { token, tokenHash } = createOpaqueToken();
  const ttl = TTL[values.purpose];
  // A revert (or "no fui yo") link of an earlier change keeps working: each one undoes its own change.
  if (values.purpose !== 'REVERT' && values.purpose !== 'NOT_ME') {
    await expireEmailTokens(tx, values.userId, values.purpose, now);
  }
  await insertEmailToken(tx, { ...values, tokenHash, expiresAt: new Date(now.getTime() + ttl), now });
  return `${deps.config.publicUrl}${PAGES[values.purpose]}?token=${encodeURIComponent(token)}`;
}

/** Queues the verification e-mail of the account's current address. */
export async function queueVerificationEmail(
  deps: AppDependencies,
  tx: Transaction,
  user: { id: string; name: string; email: string },
  now: Date,
) {
  const link = await issueEmailLink(deps, tx, { userId: user.id, purpose: 'VERIFY', email: user.email }, now);
  await enqueueEmail(tx, {
    kind: 'email-verification',
    sendAfter: now,
    to: user.email,
    subject: 'Confirma tu email en Citavet',
    text: [
      `Hola ${user.name}:`,
      '',
      'Abre este enlace para confirmar que este email es tuyo (válido durante 24 horas y una sola vez):',
      link,
      '',
      'Si no creaste una cuenta en Citavet, ignora este mensaje.',
    ].join('\n'),
  });
}
