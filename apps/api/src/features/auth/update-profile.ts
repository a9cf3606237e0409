import type { UpdateProfileInput } from '@citavet/domain/auth/auth.schema';
import type { Profile } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { findSessionUser } from '../../http/session.repository';
import { isEmailTaken, loadProfile, updateUserProfile } from './auth.repository';
import { assertCurrentPassword } from './current-password';
import { EMAIL_TAKEN_MESSAGE } from './register-user';
import { requestEmailChange } from './request-email-change';

export type ProfileUpdate = { profile: Profile; isEmailChangeRequested: boolean };

/**
 * Name and phone change at once. A different address needs the current password and only takes
 * effect when the link sent to it is opened (request-email-change.ts).
 */
export async function updateProfile(
  deps: AppDependencies,
  userId: string,
  input: UpdateProfileInput,
): Promise<ProfileUpdate> {
  const { db } = deps.database;
  const user = await findSessionUser(db, userId);
  if (!user) throw notFound('Usuario no encontrado');
  const isEmailChangeRequested = input.email.toLowerCase() !== user.email.toLowerCase();
  if (isEmailChangeRequested) {
    await assertCurrentPassword(db, userId, input.currentPassword);
    if (await isEmailTaken(db, input.email, userId)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  }
  const now = deps.clock.now();
  await updateUserProfile(db, userId, {
    name: input.name,
    phone: input.phone ? input.phone : null,
    updatedAt: now,
  });
  if (isEmailChangeRequested) await requestEmailChange(deps, { ...user, name: input.name }, input.email, now);
  const profile = await loadProfile(db, userId, now);
  if (!profile) throw notFound('Usuario no encontrado');
  return { profile, isEmailChangeRequested };
}
