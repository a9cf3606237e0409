import type { ChangePasswordInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findSessionUser } from '../../http/session.repository';
import { enqueueEmail } from '../../mail/outbox.repository';
import { hashPassword } from '../../security/passwords';
import { replacePassword } from './auth.repository';
import { assertCurrentPassword, type PasswordCheck } from './current-password';
import { issueEmailLink } from './email-links';

export { WRONG_CURRENT_PASSWORD_MESSAGE } from './current-password';

/**
 * Every other session ends; the caller gets a fresh token so this one continues. The owner's
 * address gets a notice with a "no fui yo" link (not-me.ts) in the same transaction: whoever
 * changed the password with a stolen session cannot keep the account.
 */
export async function changePassword(
  deps: AppDependencies,
  check: PasswordCheck,
  input: ChangePasswordInput,
): Promise<{ token: string }> {
  const { db } = deps.database;
  const userId = check.user.id;
  await assertCurrentPassword(deps, check, input.currentPassword);
  const user = await findSessionUser(db, userId);
  if (!user) throw notFound('Usuario no encontrado');
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.newPassword, deps.config.passwordHashCost);
  const tokenVersion = await db.transaction(async (tx) => {
    const version = await replacePassword(tx, userId, passwordHash, now);
    const notMeLink = await issueEmailLink(deps, tx, { userId, purpose: 'NOT_ME', email: user.email }, now);
    await enqueueEmail(tx, {
      kind: 'password-changed-notice',
      sendAfter: now,
      to: user.email,
      subject: 'Se cambió la contraseña de tu cuenta de Citavet',
      text: [
        `Hola ${user.name}:`,
        '',
        'La contraseña de tu cuenta de Citavet acaba de cambiar y se cerraron las demás sesiones.',
        'Si fuiste tú, no tienes que hacer nada.',
        '',
        'Si no fuiste tú, abre este enlace: cerraremos todas las sesiones, la contraseña nueva dejará',
        'de funcionar y podrás elegir otra (válido durante 7 días y una sola vez):',
        notMeLink,
      ].join('\n'),
    });
    return version;
  });
  return { token: await deps.tokens.sign({ userId, tokenVersion }, now.getTime()) };
}
