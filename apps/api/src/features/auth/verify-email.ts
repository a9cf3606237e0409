import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashOpaqueToken } from '../../security/tokens';
import { markEmailVerified } from './auth.repository';
import { consumeEmailToken } from './auth-tokens.repository';
import { INVALID_EMAIL_LINK_MESSAGE } from './email-links';

export const EMAIL_VERIFIED_MESSAGE = 'Tu email ha sido verificado';

/** Opening the link proves the address it was sent to, if that is still the account's address. */
export async function verifyEmail(deps: AppDependencies, token: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, hashOpaqueToken(token), 'VERIFY', now);
    const isVerified = link ? await markEmailVerified(tx, link.userId, link.email, now) : false;
    if (!isVerified) throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
  });
}
