import type { CalDavCalendarState } from '@citavet/db/schema/calendar';
import type { CalDavConnection } from '@citavet/domain/calendar/caldav-connection.schema';
import type { AppDependencies } from '../../app-dependencies';
import type { CalDavAccount } from '../../caldav/caldav-discovery';
import { CALDAV_PASSWORD_KEY_PURPOSE, openSecret } from '../../security/secret-box';
import type { CalDavConnectionRow } from './caldav-connections.repository';

/** The key app passwords are sealed with: CALDAV_ENCRYPTION_KEY, or derived from the session secret. */
export const caldavKeyOf = (deps: Pick<AppDependencies, 'config' | 'tokens'>): Buffer =>
  deps.config.caldavKey ?? deps.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE);

export const accountOf = (row: CalDavConnectionRow, key: Buffer): CalDavAccount => ({
  url: row.url,
  user: row.username,
  password: openSecret(key, row.passwordSealed),
});

/** What the settings show: never the password. */
export const connectionView = (row: CalDavConnectionRow): CalDavConnection => ({
  url: row.url,
  user: row.username,
  calendars: row.calendars.map((calendar: CalDavCalendarState) => ({
    url: calendar.url,
    name: calendar.name,
    color: calendar.color,
    blocksTime: calendar.blocksTime,
    receivesBookings: calendar.receivesBookings,
    writable: calendar.writable !== false,
  })),
  lastPulledAt: row.lastPulledAt?.toISOString() ?? null,
  failingSince: row.failingSince?.toISOString() ?? null,
  lastFailure: row.lastFailure,
  writeFailingSince: row.writeFailingSince?.toISOString() ?? null,
  writeFailure: row.writeFailure,
});
