import type { UpdateProfileInput } from '@citavet/domain/auth/auth.schema';
import type { Profile } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findSessionUser } from '../../http/session.repository';
import type { AccountLimiter } from '../../security/account-limits';
import { isEmailTaken, loadProfile, updateUserProfile } from './auth.repository';
import { assertCurrentPassword, type PasswordCheck } from './current-password';
import { requestEmailChange } from './request-email-change';

export type ProfileUpdate = { profile: Profile; isEmailChangeRequested: boolean };

/**
 * Name, phone and licence number (printed on the prescriptions the user signs) change at once. A different address needs the current password and only takes
 * effect when the link sent to it is opened (request-email-change.ts). The answer is the same
 * whether the new address already has an account or not: nobody learns who is registered here.
 * Address changes send mail, so they count on `changesPerAccount` too.
 */
export async function updateProfile(
  deps: AppDependencies,
  check: PasswordCheck & { changesPerAccount: AccountLimiter },
  input: UpdateProfileInput,
): Promise<ProfileUpdate> {
  const { db } = deps.database;
  const userId = check.user.id;
  const user = await findSessionUser(db, userId);
  if (!user) throw notFound('Usuario no encontrado');
  const isEmailChangeRequested = input.email.toLowerCase() !== user.email.toLowerCase();
  if (isEmailChangeRequested) {
    await assertCurrentPassword(deps, check, input.currentPassword);
    await check.changesPerAccount.consume(userId);
  }
  const isNewEmailTaken = isEmailChangeRequested && (await isEmailTaken(db, input.email, userId));
  const now = deps.clock.now();
  await updateUserProfile(db, userId, {
    name: input.name,
    phone: input.phone ? input.phone : null,
    ...(input.licenseNumber === undefined ? {} : { licenseNumber: input.licenseNumber || null }),
    updatedAt: now,
  });
  if (isEmailChangeRequested) {
    await requestEmailChange(
      deps,
      { ...user, name: input.name },
      { newEmail: input.email, isNewEmailTaken },
      now,
    );
  }
  const profile = await loadProfile(db, userId, now);
  if (!profile) throw notFound('Usuario no encontrado');
  return { profile, isEmailChangeRequested };
}
