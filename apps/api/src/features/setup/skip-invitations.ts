import type { SetupStatus } from '@citavet/domain/setup/setup.schema';
import type { AppDependencies } from '../../app-dependencies';
import type { SessionUser } from '../../http/session';
import { requireSpaceAdmin } from '../../http/space-access';
import { getSetupStatus } from './get-setup-status';
import { markInvitationsOmitted } from './setup.repository';

/** "Continuar sin invitaciones": remembered per space, so the members step counts as done. */
export async function skipInvitations(
  deps: AppDependencies,
  user: SessionUser,
  spaceId: string,
): Promise<SetupStatus> {
  const { db } = deps.database;
  await requireSpaceAdmin(
    db,
    spaceId,
    user.id,
    'Solo los administradores del espacio pueden omitir las invitaciones',
  );
  await markInvitationsOmitted(db, spaceId, deps.clock.now());
  return getSetupStatus(deps, user);
}
