import type { Database, Transaction } from '@citavet/db/database';
import {
  OVERRIDE_HOST_NOT_MEMBER_MESSAGE,
  OVERRIDE_NOT_FOUND_MESSAGE,
  OVERRIDE_OVERLAP_MESSAGE,
  overrideRangesOverlap,
  type ScheduleOverride,
  type ScheduleOverrideInput,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import type { OverrideActor } from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { findSpaceRole, requireSpaceMember } from '../../http/space-access';
import {
  findScheduleOverride,
  listSiblingOverrides,
  type ScheduleOverrideRow,
} from './schedule-overrides.repository';

type Executor = Database | Transaction;

/** The signed-in member as an actor of the space; 404 for anyone else (requireSpaceMember). */
export async function openSpaceAs(db: Executor, spaceId: string, userId: string): Promise<OverrideActor> {
  const role = await requireSpaceMember(db, spaceId, userId);
  return { userId, role };
}

export async function requireScheduleOverride(db: Executor, spaceId: string, id: string) {
  const entry = await findScheduleOverride(db, spaceId, id);
  if (!entry) throw notFound(OVERRIDE_NOT_FOUND_MESSAGE, 'DATE_OVERRIDE_NOT_FOUND');
  return entry;
}

/** A professional's entry names a member of the space (any member can be a host). */
export async function requireHostMember(db: Executor, spaceId: string, hostId: string | null) {
  if (hostId && !(await findSpaceRole(db, spaceId, hostId))) {
    throw badRequest(OVERRIDE_HOST_NOT_MEMBER_MESSAGE, 'HOST_NOT_MEMBER');
  }
}

/** No two entries of the same professional (or the clinic), date and kind may overlap: 409. */
export async function assertNoOverlap(
  db: Executor,
  spaceId: string,
  input: ScheduleOverrideInput,
  exceptId?: string,
) {
  const siblings = await listSiblingOverrides(db, spaceId, input, exceptId);
  const clash = siblings.find((sibling) => overrideRangesOverlap(sibling, input));
  if (clash) {
    throw conflict(OVERRIDE_OVERLAP_MESSAGE, 'DATE_OVERRIDE_OVERLAP', {
      conflictingId: clash.id,
      conflictingRange: `${clash.startTime}–${clash.endTime}`,
    });
  }
}

export function toScheduleOverride(row: ScheduleOverrideRow): ScheduleOverride {
  return {
    id: row.id,
    spaceId: row.spaceId,
    hostId: row.hostId,
    host: row.hostId ? { id: row.hostId, name: row.hostName ?? '' } : null,
    date: row.date,
    kind: row.kind,
    startTime: row.startTime,
    endTime: row.endTime,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
