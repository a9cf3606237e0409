import { randomBytes } from 'node:crypto';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { createOpaqueToken, hashOpaqueToken } from '../../security/tokens';
import { replacePassword } from './auth.repository';
import { consumeEmailToken, insertPasswordResetToken } from './auth-tokens.repository';
import { INVALID_EMAIL_LINK_MESSAGE } from './email-links';
import { RESET_LINK_TTL_MS } from './request-password-reset';

export const NOT_ME_MESSAGE =
  'Cerramos todas las sesiones y la contraseña anterior ya no funciona. Elige ahora una contraseña nueva.';

/**
 * The "no fui yo" link of a password-change notice: the one who changed the password is locked
 * out (every session ends and the password they chose stops working: it becomes a random one
 * nobody knows), and the owner, who just proved the inbox, gets a fresh reset token to choose a
 * new password on the reset page.
 */
export async function reportPasswordChangeNotMe(
  deps: AppDependencies,
  token: string,
): Promise<{ resetToken: string }> {
  const now = deps.clock.now();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'), deps.config.passwordHashCost);
  const reset = createOpaqueToken();
  await deps.database.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, hashOpaqueToken(token), 'NOT_ME', now);
    if (!link) throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
    await replacePassword(tx, link.userId, unusable, now);
    await insertPasswordResetToken(tx, {
      userId: link.userId,
      tokenHash: reset.tokenHash,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
  });
  return { resetToken: reset.token };
}
