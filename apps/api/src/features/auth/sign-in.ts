import type { AuthResult, LoginInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { unauthorized } from '../../http/app-error';
import { enqueueEmail } from '../../mail/outbox.repository';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords';
import { findCredentialsByEmail, loadProfile } from './auth.repository';
import { type LoginThrottle, PoolWaitError, signInLinkSent } from './login-throttle';
import { queueSignInLink } from './sign-in-link';

export const INVALID_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos';

export type SignInRequest = {
  clientAddress: string;
  /** The nonce of the browser's valid device cookie for this account, or null (a new device). */
  deviceNonce: string | null;
};

export async function signIn(
  deps: AppDependencies,
  throttle: LoginThrottle,
  input: LoginInput,
  from: SignInRequest,
): Promise<AuthResult> {
  // Inside a wait nothing is checked: the answer is the same 429 for any password.
  const attempt = await beginOrOfferLink(deps, throttle, input.email, from);
  const credentials = await findCredentialsByEmail(deps.database.db, input.email);
  // An unknown e-mail costs the same argon2 work, so timing does not reveal which accounts exist.
  const isValid = await verifyPassword(
    credentials?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!credentials || !isValid) {
    const isUnderAttack = await attempt.fail();
    if (credentials && isUnderAttack && (await throttle.claimAttackNotice(input.email))) {
      await queueAttackNotice(deps, credentials);
    }
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  await attempt.succeed();
  const now = deps.clock.now();
  const token = await deps.tokens.sign(
    { userId: credentials.id, tokenVersion: credentials.tokenVersion },
    now.getTime(),
  );
  const profile = await loadProfile(deps.database.db, credentials.id, now);
  if (!profile) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  return { token, user: profile };
}

/**
 * A new device held by the account-wide pool (strangers are guessing from many addresses) is not
 * just told to wait: the account's address gets a one-time sign-in link (at most one every ten
 * minutes), and the answer says so in words that hold whether or not the account exists.
 */
async function beginOrOfferLink(
  deps: AppDependencies,
  throttle: LoginThrottle,
  email: string,
  from: SignInRequest,
) {
  try {
    return await throttle.begin(email, from.clientAddress, from.deviceNonce);
  } catch (error) {
    if (!(error instanceof PoolWaitError)) throw error;
    const account = await findCredentialsByEmail(deps.database.db, email);
    if (account && (await throttle.claimSignInLink(email))) await queueSignInLink(deps, account);
    throw signInLinkSent(error.retryAfterMs);
  }
}

/** Tells the owner, through the outbox, that someone is guessing; at most once an hour. */
async function queueAttackNotice(deps: AppDependencies, account: { email: string; name: string }) {
  await enqueueEmail(deps.database.db, {
    kind: 'sign-in-attack-notice',
    sendAfter: deps.clock.now(),
    to: account.email,
    subject: 'Intentos fallidos de inicio de sesión en tu cuenta de Citavet',
    text: [
      `Hola ${account.name}:`,
      '',
      'Hemos detectado varios intentos fallidos de iniciar sesión en tu cuenta de Citavet.',
      'Por seguridad, cada nuevo intento desde un dispositivo nuevo espera unos segundos; tu contraseña sigue funcionando,',
      'y en los navegadores donde ya entraste antes no tienes que esperar.',
      'Si no has sido tú, te recomendamos cambiar tu contraseña:',
      `${deps.config.publicUrl}/forgot-password`,
    ].join('\n'),
  });
}
