import type { UpdateProfileInput } from '@citavet/domain/auth/auth.schema';
import type { Profile } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict, notFound } from '../../http/app-error';
import { isEmailTaken, loadProfile, updateUserProfile } from './auth.repository';
import { EMAIL_TAKEN_MESSAGE } from './register-user';

export async function updateProfile(
  deps: AppDependencies,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  const { db } = deps.database;
  if (await isEmailTaken(db, input.email, userId)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  const now = deps.clock.now();
  await updateUserProfile(db, userId, {
    name: input.name,
    email: input.email,
    phone: input.phone ? input.phone : null,
    updatedAt: now,
  });
  const profile = await loadProfile(db, userId, now);
  if (!profile) throw notFound('Usuario no encontrado');
  return profile;
}
