import type { ResetPasswordInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { hashOpaqueToken } from '../../security/tokens';
import { replacePassword } from './auth.repository';
import { consumePasswordResetToken } from './auth-tokens.repository';

export const INVALID_RESET_LINK_MESSAGE = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';

export async function resetPassword(deps: AppDependencies, input: ResetPasswordInput) {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumePasswordResetToken(tx, hashOpaqueToken(input.token), now);
    if (!userId) throw badRequest(INVALID_RESET_LINK_MESSAGE, 'INVALID_RESET_TOKEN');
    await replacePassword(tx, userId, passwordHash, now);
  });
}
