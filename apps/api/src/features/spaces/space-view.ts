import type { MemberSpace, Space } from '@citavet/domain/spaces/space.schema';
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
  const { createdAt, updatedAt, ...fields } = record;
  return {
    ...fields,
    logoUrl: record.logoKey ? storage.publicUrl(record.logoKey) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Spaces as their members see them: with the member list, the caller's role and pending invitations. */
export async function presentMemberSpaces(
  deps: AppDependencies,
  records: SpaceOfMember[],
): Promise<MemberSpace[]> {
  const { db } = deps.database;
  const spaceIds = records.map((record) => record.id);
  const [members, invitationCounts] = await Promise.all([
    findMembersOfSpaces(db, spaceIds),
    countPendingInvitations(db, spaceIds),
  ]);
  return records.map(({ myRole, ...record }) => ({
    ...presentSpace(record, deps.storage),
    // Only ADMINs see the team's addresses (part 1 §6), here as in GET /spaces/{id}/members.
    members: (members.get(record.id) ?? []).map((member) =>
      myRole === 'ADMIN' ? member : { ...member, user: { ...member.user, email: null } },
    ),
    myRole,
    _count: { invitations: invitationCounts.get(record.id) ?? 0 },
  }));
}

/** One space for a caller whose role is already known; null when it vanished meanwhile. */
export async function loadMemberSpace(
  deps: AppDependencies,
  spaceId: string,
  myRole: SpaceRole,
): Promise<MemberSpace | null> {
  const record = await findSpaceById(deps.database.db, spaceId);
  if (!record) return null;
  const [space] = await presentMemberSpaces(deps, [{ ...record, myRole }]);
  return space ?? null;
}
