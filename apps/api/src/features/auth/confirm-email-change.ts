import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashOpaqueToken } from '../../security/tokens';
import { replaceEmail } from './auth.repository';
import { consumeEmailToken } from './auth-tokens.repository';
import { INVALID_EMAIL_LINK_MESSAGE } from './email-links';

export const EMAIL_CHANGED_MESSAGE = 'Tu email ha sido actualizado. Inicia sesión de nuevo.';

/**
 * The link sent to the new address: opening it proves that address, applies it and ends every
 * session. It does nothing if the address changed in between (a stale link).
 */
export async function confirmEmailChange(deps: AppDependencies, token: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, hashOpaqueToken(token), 'CHANGE', now);
    const isChanged =
      link?.newEmail && link.oldEmail
        ? await replaceEmail(tx, link.userId, { email: link.newEmail, expectedEmail: link.oldEmail, now })
        : false;
    if (!isChanged) throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
  });
}
