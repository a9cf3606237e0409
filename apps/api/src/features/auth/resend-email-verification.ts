import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { findSessionUser } from '../../http/session.repository';
import { queueVerificationEmail } from './email-links';

export const ALREADY_VERIFIED_MESSAGE = 'Tu email ya está verificado';
export const VERIFICATION_SENT_MESSAGE = 'Te enviamos un nuevo enlace de verificación';

/** A new verification link for the signed-in user (the older ones stop working). */
export async function resendEmailVerification(deps: AppDependencies, userId: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const user = await findSessionUser(tx, userId);
    if (!user) throw notFound('Usuario no encontrado');
    if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED_MESSAGE, 'EMAIL_ALREADY_VERIFIED');
    await queueVerificationEmail(deps, tx, user, now);
  });
}
