import type { SetupStatus } from '@citavet/domain/setup/setup.schema';
import { deriveSetupStep } from '@citavet/domain/setup/setup-step';
import type { AppDependencies } from '../../app-dependencies';
import type { SessionUser } from '../../http/session';
import {
  hasAnyInvitation,
  hasPendingInvitations,
  hasServiceWithSchedules,
  listMemberSpaces,
  listServiceNames,
} from './setup.repository';

/**
 * The status reads the user's spaces, then the FIRST space's services (by joinedAt);
 * the invitation facts are the first space's too.
 */
export async function getSetupStatus(deps: AppDependencies, user: SessionUser): Promise<SetupStatus> {
  const { db } = deps.database;
  const memberSpaces = await listMemberSpaces(db, user.id);
  const firstSpace = memberSpaces[0];
  const services = firstSpace ? await listServiceNames(db, firstSpace.id) : [];
  const facts = {
    role: user.role,
    hasPendingInvitations: await hasPendingInvitations(db, user, deps.clock.now()),
    hasSpaces: firstSpace !== undefined,
    hasInvitationsSent: firstSpace ? await hasAnyInvitation(db, firstSpace.id) : false,
    areInvitationsOmitted: firstSpace?.areInvitationsOmitted ?? false,
    hasServices: services.length > 0,
    hasServicesWithSchedules: firstSpace ? await hasServiceWithSchedules(db, firstSpace.id) : false,
  };
  return {
    ...deriveSetupStep(facts),
    hasPendingInvitations: facts.hasPendingInvitations,
    hasSpaces: facts.hasSpaces,
    hasServices: facts.hasServices,
    hasServicesWithSchedules: facts.hasServicesWithSchedules,
    hasInvitationsSent: facts.hasInvitationsSent,
    areInvitationsOmitted: facts.areInvitationsOmitted,
    spaces: memberSpaces.map(({ id, name, route }) => ({ id, name, route })),
    services,
  };
}
