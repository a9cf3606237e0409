import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashOpaqueToken } from '../../security/tokens';
import { replaceEmail } from './auth.repository';
import { consumeEmailToken, expireEmailTokens } from './auth-tokens.repository';
import { INVALID_EMAIL_LINK_MESSAGE } from './email-links';

export const EMAIL_REVERTED_MESSAGE =
  'Restauramos tu email anterior y cerramos todas las sesiones. Te recomendamos cambiar tu contraseña.';

/**
 * The link in the notice sent to the old address: puts that address back (opening it proves it),
 * cancels any pending change and ends every session, the intruder's included.
 */
export async function revertEmailChange(deps: AppDependencies, token: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, hashOpaqueToken(token), 'REVERT', now);
    if (!link?.oldEmail) throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
    await expireEmailTokens(tx, link.userId, 'CHANGE', now);
    // The unique index answers 409 if someone else took the old address in the meantime.
    await replaceEmail(tx, link.userId, { email: link.oldEmail, now });
  });
}
