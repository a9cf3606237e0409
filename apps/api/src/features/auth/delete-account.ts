import type { AppDependencies } from '../../app-dependencies';
import { conflict } from '../../http/app-error';
import {
  deleteSpacesOnlyUsedBy,
  deleteUser,
  findOwnedSpacesWithOthers,
  findSpacesWhereOnlyAdmin,
} from './account-deletion.repository';
import { assertCurrentPassword, type PasswordCheck } from './current-password';

/** Needs the current password: a session left open must not be enough to erase the account. */
export async function deleteAccount(deps: AppDependencies, check: PasswordCheck, currentPassword: string) {
  await assertCurrentPassword(deps, check, currentPassword);
  const userId = check.user.id;
  await deps.database.db.transaction(async (tx) => {
    const orphaned = await findSpacesWhereOnlyAdmin(tx, userId);
    if (orphaned.length > 0) {
      throw conflict(
        `No puedes eliminar tu cuenta porque eres el único administrador de: ${orphaned.join(', ')}. Nombra a otro administrador primero.`,
        'LAST_ADMIN',
      );
    }
    // An account's deletion must not leave a team without the one who can delete or restore it.
    const owned = await findOwnedSpacesWithOthers(tx, userId);
    if (owned.length > 0) {
      throw conflict(
        `No puedes eliminar tu cuenta porque eres el propietario de: ${owned.join(', ')}. Cede la propiedad a otro administrador primero.`,
        'OWNER_PROTECTED',
      );
    }
    await deleteSpacesOnlyUsedBy(tx, userId, deps.clock.now());
    await deleteUser(tx, userId);
  });
}
