import type { AuthResult, RegisterInput } from '@citavet/domain/auth/auth.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { insertUser, isEmailTaken, loadProfile } from './auth.repository';
import { queueVerificationEmail } from './email-links';

export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con este email';

export async function registerUser(deps: AppDependencies, input: RegisterInput): Promise<AuthResult> {
  const { db } = deps.database;
  if (await isEmailTaken(db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  // The unique index on lower(email) settles a race between two registrations (→ 409).
  const now = deps.clock.now();
  // The account and its verification e-mail commit together; using the app does not wait for it.
  const user = await db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      role: input.role,
      phone: input.phone ? input.phone : null,
    });
    await queueVerificationEmail(deps, tx, inserted, now);
    return inserted;
  });
  const token = await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }, now.getTime());
  const profile = await loadProfile(db, user.id, now);
  if (!profile) throw new Error('registered user vanished');
  return { token, user: profile };
}
