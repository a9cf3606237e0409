import type { AuthResult, LoginInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { tooManyRequests, unauthorized } from '../../http/app-error';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords';
import { findCredentialsByEmail, loadProfile } from './auth.repository';
import type { LoginThrottle } from './login-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos';
export const ACCOUNT_LOCKED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta. Inténtalo de nuevo dentro de una hora.';

export async function signIn(
  deps: AppDependencies,
  throttle: LoginThrottle,
  input: LoginInput,
): Promise<AuthResult> {
  if (throttle.isLocked(input.email)) throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE);
  const credentials = await findCredentialsByEmail(deps.database.db, input.email);
  // An unknown e-mail costs the same argon2 work, so timing does not reveal which accounts exist.
  const isValid = await verifyPassword(
    credentials?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!credentials || !isValid) {
    throttle.recordFailure(input.email);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  throttle.reset(input.email);
  const now = deps.clock.now();
  const token = await deps.tokens.sign(
    { userId: credentials.id, tokenVersion: credentials.tokenVersion },
    now.getTime(),
  );
  const profile = await loadProfile(deps.database.db, credentials.id, now);
  if (!profile) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  return { token, user: profile };
}
