import type { AppDependencies } from '../../app-dependencies';
import { enqueueEmail } from '../../mail/outbox.repository';
import { createOpaqueToken } from '../../security/tokens';
import { findCredentialsByEmail } from './auth.repository';
import { insertPasswordResetToken } from './auth-tokens.repository';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'Si existe una cuenta con ese email, te enviamos un enlace para restablecer la contraseña.';

/** Answers the same whether or not the account exists; the link works once, for one hour. */
export async function requestPasswordReset(deps: AppDependencies, email: string) {
  const { db } = deps.database;
  const account = await findCredentialsByEmail(db, email);
  if (!account) return;
  const { token, tokenHash } = createOpaqueToken();
  const now = deps.clock.now();
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await insertPasswordResetToken(tx, {
      userId: account.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await enqueueEmail(tx, {
      kind: 'password-reset',
      sendAfter: now,
      to: account.email,
      subject: 'Restablece tu contraseña de Citavet',
      text: [
        `Hola ${account.name}:`,
        '',
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Citavet.',
        `Abre este enlace para elegir una nueva (válido durante 1 hora y una sola vez):`,
        link,
        '',
        'Si no lo pediste, ignora este mensaje: tu contraseña no cambiará.',
      ].join('\n'),
    });
  });
}
