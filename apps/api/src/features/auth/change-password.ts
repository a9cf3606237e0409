import type { ChangePasswordInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { findPasswordHashById, replacePassword } from './auth.repository';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual es incorrecta';

/** Every other session ends; the caller gets a fresh token so this one continues. */
export async function changePassword(
  deps: AppDependencies,
  userId: string,
  input: ChangePasswordInput,
): Promise<{ token: string }> {
  const { db } = deps.database;
  const currentHash = await findPasswordHashById(db, userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'WRONG_PASSWORD', {
      details: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
  }
  const now = deps.clock.now();
  const tokenVersion = await replacePassword(db, userId, await hashPassword(input.newPassword), now);
  return { token: await deps.tokens.sign({ userId, tokenVersion }, now.getTime()) };
}
