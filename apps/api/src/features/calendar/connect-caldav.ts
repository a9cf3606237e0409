import type { CalDavCalendarState } from '@citavet/db/schema/calendar';
import type { CalDavConnection, ConnectCalDav } from '@citavet/domain/calendar/caldav-connection.schema';
import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import type { AppDependencies } from '../../app-dependencies';
import { CalDavError, discoverCalDav } from '../../caldav/caldav-discovery';
import { badRequest } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { sealSecret } from '../../security/secret-box';
import { caldavKeyOf, connectionView } from './caldav-account';
import { replaceMemberConnection } from './caldav-connections.repository';

/**
 * Connects the professional's CalDAV account in the space: the calendars are discovered first (a
 * failure is a 400 with its Spanish message and nothing is stored), then the account is kept with the
 * app password sealed. No calendar blocks time or receives bookings until the professional chooses.
 */
export async function connectCalDav(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: ConnectCalDav,
  fetcher: typeof fetch = fetch,
): Promise<CalDavConnection> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, 'schedules.hostOwn');
  const account = { url: input.url, user: input.user, password: input.password };
  let calendars: CalDavCalendarState[];
  try {
    const discovery = await discoverCalDav(account, fetcher);
    calendars = discovery.calendars.map((calendar) => ({
      url: calendar.url,
      name: calendar.name,
      color: calendar.color,
      blocksTime: false,
      receivesBookings: false,
      pulledCtag: null,
      pulledSyncToken: null,
      readAt: null,
      writable: calendar.writable,
    }));
  } catch (error) {
    if (error instanceof CalDavError)
      throw badRequest(error.message, 'BAD_REQUEST', { caldav: error.failure });
    throw error;
  }
  if (calendars.length === 0)
    throw badRequest(CALDAV_MESSAGES.noCalendars, 'BAD_REQUEST', { caldav: 'noCalendars' });
  const row = await replaceMemberConnection(db, {
    spaceId,
    userId,
    url: input.url.trim(),
    username: input.user,
    passwordSealed: sealSecret(caldavKeyOf(deps), input.password),
    calendars,
    now: deps.clock.now(),
  });
  return connectionView(row);
}
