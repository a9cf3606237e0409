import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { accountRateLimited } from '../../security/account-limits';
import { verifyPassword } from '../../security/passwords';
import { findPasswordHashById } from './auth.repository';
import { ACCOUNT_DELAY_MESSAGE, type LoginThrottle, PoolWaitError } from './login-throttle';
import type { SignInRequest } from './sign-in';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual es incorrecta';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'La contraseña actual es requerida';

export type PasswordCheck = {
  throttle: LoginThrottle;
  user: { id: string; email: string };
  from: SignInRequest;
};

/**
 * Sensitive account changes ask for the password again (ASVS V6.2.3): 400 on currentPassword.
 * Every such check counts on the sign-in throttle (per account, per address block or device),
 * so a stolen session cannot test passwords faster than a stranger at the sign-in form: inside
 * a wait the answer is a 429 before the password is looked at.
 */
export async function assertCurrentPassword(
  deps: AppDependencies,
  check: PasswordCheck,
  currentPassword: string | undefined,
) {
  if (!currentPassword) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE, 'CURRENT_PASSWORD_REQUIRED', {
      details: [{ field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED_MESSAGE }],
    });
  }
  const attempt = await check.throttle
    .begin(check.user.email, check.from.clientAddress, check.from.deviceNonce)
    .catch((error: unknown) => {
      throw error instanceof PoolWaitError
        ? accountRateLimited(ACCOUNT_DELAY_MESSAGE, error.retryAfterMs)
        : error;
    });
  const currentHash = await findPasswordHashById(deps.database.db, check.user.id);
  if (!currentHash || !(await verifyPassword(currentHash, currentPassword))) {
    await attempt.fail();
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'WRONG_PASSWORD', {
      details: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
  }
  await attempt.succeed();
}
