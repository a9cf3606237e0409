import type { ChangePasswordInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { hashPassword } from '../../security/passwords';
import { replacePassword } from './auth.repository';
import { assertCurrentPassword } from './current-password';

export { WRONG_CURRENT_PASSWORD_MESSAGE } from './current-password';

/** Every other session ends; the caller gets a fresh token so this one continues. */
export async function changePassword(
  deps: AppDependencies,
  userId: string,
  input: ChangePasswordInput,
): Promise<{ token: string }> {
  const { db } = deps.database;
  await assertCurrentPassword(db, userId, input.currentPassword);
  const now = deps.clock.now();
  const tokenVersion = await replacePassword(db, userId, await hashPassword(input.newPassword), now);
  return { token: await deps.tokens.sign({ userId, tokenVersion }, now.getTime()) };
}
