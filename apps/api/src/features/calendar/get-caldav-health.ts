import type { CalDavHealthList } from '@citavet/domain/calendar/caldav-connection.schema';
import { CALDAV_STALE_AFTER_MS, caldavHealthOf } from '@citavet/domain/calendar/caldav-health';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { listConnectionHealth } from './caldav-connections.repository';

/**
 * The CalDAV connections that fail or whose busy time is out of date, among the agendas the caller
 * may see: everyone's with 'agenda.readAll' (ADMIN, RECEPTION: they book for others), otherwise
 * only their own. Healthy connections are left out, so the agenda has nothing to show for them.
 */
export async function getCalDavHealth(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<CalDavHealthList> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  const scope = canInSpace(role, 'agenda.readAll')
    ? null
    : canInSpace(role, 'schedules.hostOwn')
      ? [userId]
      : [];
  const rows = await listConnectionHealth(db, spaceId, scope);
  const now = deps.clock.now().getTime();
  const hosts = rows.flatMap((row) => {
    const health = caldavHealthOf(
      {
        connectedAt: row.createdAt.getTime(),
        lastSucceededAt: row.lastSucceededAt?.getTime() ?? null,
        failingSince: row.failingSince?.getTime() ?? null,
        hasBusyCalendars: row.calendars.some((calendar) => calendar.blocksTime),
      },
      now,
    );
    if (!health.isFailing && !health.isStale) return [];
    return [
      {
        hostId: row.userId,
        failingSince: row.failingSince?.toISOString() ?? null,
        lastFailure: health.isFailing ? row.lastFailure : null,
        isStale: health.isStale,
        busyTimeAsOf: row.lastSucceededAt?.toISOString() ?? null,
      },
    ];
  });
  return { hosts, staleAfterMinutes: CALDAV_STALE_AFTER_MS / 60_000 };
}
