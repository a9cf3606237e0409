import type { AuthResult } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { enqueueEmail } from '../../mail/outbox.repository';
import { hashOpaqueToken } from '../../security/tokens';
import { findCredentialsByEmail, loadProfile } from './auth.repository';
import { consumeEmailToken } from './auth-tokens.repository';
import { INVALID_EMAIL_LINK_MESSAGE, issueEmailLink } from './email-links';

/**
 * The e-mailed one-time sign-in link a new device gets while strangers hold the account's pool
 * (sign-in.ts). Opening it proves the inbox, so it signs in without the password and gives the
 * browser a device cookie (the route's job): from then on that browser skips the pools.
 */
export async function queueSignInLink(
  deps: AppDependencies,
  account: { id: string; name: string; email: string },
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const link = await issueEmailLink(
      deps,
      tx,
      { userId: account.id, purpose: 'SIGN_IN', email: account.email },
      now,
    );
    await enqueueEmail(tx, {
      kind: 'sign-in-link',
      sendAfter: now,
      to: account.email,
      subject: 'Tu enlace para entrar en Citavet',
      text: [
        `Hola ${account.name}:`,
        '',
        'Alguien está probando contraseñas en tu cuenta de Citavet desde otros dispositivos, así que',
        'los inicios de sesión desde dispositivos nuevos esperan unos segundos. Para entrar sin esperar,',
        'abre este enlace en el navegador donde lo pediste (válido durante 15 minutos y una sola vez):',
        link,
        '',
        'Si no intentabas entrar, ignora este mensaje: nadie puede usar el enlace sin acceso a tu email.',
      ].join('\n'),
    });
  });
}

/** Consumes the link and signs its account in; the same 400 for a used, expired or unknown link. */
export async function signInWithLink(deps: AppDependencies, token: string): Promise<AuthResult> {
  const now = deps.clock.now();
  const link = await consumeEmailToken(deps.database.db, hashOpaqueToken(token), 'SIGN_IN', now);
  // The link proves the address it went to: if the account's address changed since, it proves nothing.
  const account = link ? await findCredentialsByEmail(deps.database.db, link.email) : null;
  if (!link || !account || account.id !== link.userId) {
    throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
  }
  const signed = await deps.tokens.sign(
    { userId: account.id, tokenVersion: account.tokenVersion },
    now.getTime(),
  );
  const profile = await loadProfile(deps.database.db, account.id, now);
  if (!profile) throw badRequest(INVALID_EMAIL_LINK_MESSAGE, 'INVALID_EMAIL_LINK');
  return { token: signed, user: profile };
}
