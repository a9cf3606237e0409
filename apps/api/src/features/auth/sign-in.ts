import type { AuthResult, LoginInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { unauthorized } from '../../http/app-error';
import { enqueueEmail } from '../../mail/outbox.repository';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords';
import { findCredentialsByEmail, loadProfile } from './auth.repository';
import type { LoginThrottle } from './login-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos';

export async function signIn(
  deps: AppDependencies,
  throttle: LoginThrottle,
  input: LoginInput,
  clientAddress: string,
): Promise<AuthResult> {
  // Inside a wait nothing is checked: the answer is the same 429 for any password.
  const attempt = await throttle.begin(input.email, clientAddress);
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
      'Por seguridad, cada nuevo intento espera unos segundos; tu contraseña sigue funcionando.',
      'Si no has sido tú, te recomendamos cambiar tu contraseña:',
      `${deps.config.publicUrl}/forgot-password`,
    ].join('\n'),
  });
}
