import type { MemberSpace, Space } from '@citavet/domain/spaces/space.schema';
import { effectiveRoleOf } from '@citavet/domain/spaces/space-ownership';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import type { AppDependencies } from '../../app-dependencies';
import type { Storage } from '../../storage/storage';
import {
  countPendingInvitations,
  findMembersOfSpaces,
  findSpaceById,
  type SpaceOfMember,
  type SpaceRecord,
} from './spaces.repository';

export function presentSpace(record: SpaceRecord, storage: Storage): Space {
  const { createdAt, updatedAt, ownerUserId: _owner, pendingOwnerUserId: _pending, ...fields } = record;
  return {
    ...fields,
    logoUrl: record.logoKey ? storage.publicUrl(record.logoKey) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * Spaces as their member `callerId` sees them: with the member list (the OWNER shown as such), the
 * caller's role and pending invitations.
 */
export async function presentMemberSpaces(
  deps: AppDependencies,
  records: SpaceOfMember[],
  callerId: string,
): Promise<MemberSpace[]> {
  const { db } = deps.database;
  const spaceIds = records.map((record) => record.id);
  const [members, invitationCounts] = await Promise.all([
    findMembersOfSpaces(db, spaceIds),
    countPendingInvitations(db, spaceIds),
  ]);
  return records.map(({ myRole, ...record }) => ({
    ...presentSpace(record, deps.storage),
    // Only ADMINs see the team's addresses, here as in GET /spaces/{id}/members.
    members: (members.get(record.id) ?? []).map((member) => {
      const shown = { ...member, effectiveRole: effectiveRoleOf(member, record.ownerUserId) };
      return myRole === 'ADMIN' ? shown : { ...shown, user: { ...shown.user, email: null } };
    }),
    myRole,
    myEffectiveRole: effectiveRoleOf({ userId: callerId, role: myRole }, record.ownerUserId),
    ownerUserId: record.ownerUserId,
    pendingOwnerUserId: record.pendingOwnerUserId,
    _count: { invitations: invitationCounts.get(record.id) ?? 0 },
  }));
}

/** One space for a caller whose role is already known; null when it vanished meanwhile. */
export async function loadMemberSpace(
  deps: AppDependencies,
  spaceId: string,
  caller: { id: string; role: SpaceRole },
): Promise<MemberSpace | null> {
  const record = await findSpaceById(deps.database.db, spaceId);
  if (!record) return null;
  const [space] = await presentMemberSpaces(deps, [{ ...record, myRole: caller.role }], caller.id);
  return space ?? null;
}
