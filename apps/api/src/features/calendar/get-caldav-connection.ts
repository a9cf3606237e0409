import type { CalDavConnectionStatus } from '@citavet/domain/calendar/caldav-connection.schema';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { connectionView } from './caldav-account';
import { findMemberConnection } from './caldav-connections.repository';

/** The member's CalDAV connection in the space (never its password) and whether they may connect one. */
export async function getCalDavConnection(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<CalDavConnectionStatus> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  const canConnect = canInSpace(role, 'schedules.hostOwn');
  const row = canConnect ? await findMemberConnection(db, spaceId, userId) : null;
  return { connection: row ? connectionView(row) : null, canConnect };
}
