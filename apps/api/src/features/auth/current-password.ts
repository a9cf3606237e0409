import type { Database, Transaction } from '@citavet/db/database';
import { badRequest } from '../../http/app-error';
import { verifyPassword } from '../../security/passwords';
import { findPasswordHashById } from './auth.repository';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual es incorrecta';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'La contraseña actual es requerida';

/** Sensitive account changes ask for the password again (ASVS V6.2.3): 400 on currentPassword. */
export async function assertCurrentPassword(
  db: Database | Transaction,
  userId: string,
  currentPassword: string | undefined,
) {
  if (!currentPassword) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE, 'CURRENT_PASSWORD_REQUIRED', {
      details: [{ field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED_MESSAGE }],
    });
  }
  const currentHash = await findPasswordHashById(db, userId);
  if (!currentHash || !(await verifyPassword(currentHash, currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'WRONG_PASSWORD', {
      details: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
  }
}
