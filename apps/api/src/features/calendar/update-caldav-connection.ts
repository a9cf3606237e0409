import {
  CALDAV_CONNECTION_MESSAGES,
  type CalDavConnection,
  type UpdateCalDavConnection,
} from '@citavet/domain/calendar/caldav-connection.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, notFound } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { caldavKeyOf, connectionView } from './caldav-account';
import { findMemberConnection, updateConnectionCalendars } from './caldav-connections.repository';
import { queueHostBookings, resumeConnectionWrites } from './caldav-pushes.repository';
import { type CalDavPullDeps, pullCalDavBusyTimes } from './pull-caldav-busy-times';

/**
 * Which of the account's calendars block time and which one receives bookings; the busy time is
 * pulled at once so the agenda reflects the choice when the answer arrives (a failing server is
 * recorded on the connection, not thrown).
 */
export async function updateCalDavConnection(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: UpdateCalDavConnection,
  log: CalDavPullDeps['log'],
): Promise<CalDavConnection> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, 'schedules.hostOwn');
  const row = await findMemberConnection(db, spaceId, userId);
  if (!row) throw notFound(CALDAV_CONNECTION_MESSAGES.notConnected);
  const known = new Set(row.calendars.map((calendar) => calendar.url));
  const chosen = [...input.busyCalendarUrls, ...(input.targetCalendarUrl ? [input.targetCalendarUrl] : [])];
  if (chosen.some((url) => !known.has(url))) throw badRequest(CALDAV_CONNECTION_MESSAGES.unknownCalendar);
  const target = row.calendars.find((calendar) => calendar.url === input.targetCalendarUrl);
  if (target && target.writable === false) throw badRequest(CALDAV_CONNECTION_MESSAGES.readOnlyCalendar);
  const previousTarget = row.calendars.find((calendar) => calendar.receivesBookings)?.url ?? null;
  const busy = new Set(input.busyCalendarUrls);
  // A calendar that does not block keeps no busy time, so it forgets what was read of it: chosen
  // again, it is read whole.
  const calendars = row.calendars.map((calendar) => ({
    ...calendar,
    blocksTime: busy.has(calendar.url),
    receivesBookings: calendar.url === input.targetCalendarUrl,
    ...(busy.has(calendar.url) ? {} : { pulledCtag: null, pulledSyncToken: null, readAt: null }),
  }));
  await updateConnectionCalendars(db, row.id, calendars, deps.clock.now());
  // Bookings out (decision 090): a new calendar (or none) takes the events written so far out of the
  // old one and writes the upcoming bookings into the new one; choosing again after the calendar was
  // lost starts writing again.
  if (previousTarget !== (input.targetCalendarUrl ?? null) || row.writeFailingSince !== null) {
    await resumeConnectionWrites(db, row.id);
    await queueHostBookings(db, row, deps.clock.now());
  }
  await pullCalDavBusyTimes(
    {
      db,
      clock: deps.clock,
      key: caldavKeyOf(deps),
      log,
    },
    { ...row, calendars },
  );
  const updated = await findMemberConnection(db, spaceId, userId);
  if (!updated) throw notFound(CALDAV_CONNECTION_MESSAGES.notConnected);
  return connectionView(updated);
}
