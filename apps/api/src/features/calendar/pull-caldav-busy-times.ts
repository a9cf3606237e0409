import type { Database } from '@citavet/db/database';
import type { CalDavCalendarState } from '@citavet/db/schema/calendar';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import type { Clock } from '../../app-dependencies';
import { pullBusyIntervals, readCalendarVersion } from '../../caldav/caldav-busy';
import { CalDavError } from '../../caldav/caldav-discovery';
import { accountOf } from './caldav-account';
import {
  type CalDavConnectionRow,
  findConnectionTimeZone,
  recordPullFailure,
  savePullResult,
} from './caldav-connections.repository';

export type CalDavPullDeps = {
  db: Database;
  clock: Clock;
  key: Buffer;
  /** Counts only: never an event's text, title or the account (a personal calendar). */
  log: (message: string, fields: Record<string, unknown>) => void;
};

/** Busy time is kept from yesterday to the public page's farthest day (about six months) ahead. */
const DAYS_BEHIND = 1;
const DAYS_AHEAD = 190;
/** An unchanged calendar is still read again this often: its window has moved on. */
const REREAD_MS = 12 * 60 * 60 * 1000;

const isUnchanged = (
  calendar: CalDavCalendarState,
  version: { ctag: string | null; syncToken: string | null },
  now: number,
) =>
  calendar.readAt !== null &&
  now - Date.parse(calendar.readAt) < REREAD_MS &&
  ((version.syncToken !== null && version.syncToken === calendar.pulledSyncToken) ||
    (version.ctag !== null && version.ctag === calendar.pulledCtag));

/**
 * One pull of a connection's busy time: each calendar that blocks time is asked its version, and read
 * again only when it changed (or half a day passed). A failure keeps the busy time already stored and
 * is recorded for the settings; it never throws.
 */
export async function pullCalDavBusyTimes(
  deps: CalDavPullDeps,
  row: CalDavConnectionRow,
): Promise<'pulled' | 'failed'> {
  const now = deps.clock.now();
  try {
    const timeZone = await findConnectionTimeZone(deps.db, row.spaceId);
    if (!timeZone) return 'failed';
    const account = accountOf(row, deps.key);
    const window = {
      startAt: now.getTime() - DAYS_BEHIND * MILLISECONDS_PER_DAY,
      endAt: now.getTime() + DAYS_AHEAD * MILLISECONDS_PER_DAY,
    };
    const replaced = new Map<string, TimeRange[]>();
    const calendars: CalDavCalendarState[] = [];
    let skipped = 0;
    for (const calendar of row.calendars) {
      if (!calendar.blocksTime) {
        calendars.push(calendar);
        continue;
      }
      const version = await readCalendarVersion(account, calendar.url);
      if (isUnchanged(calendar, version, now.getTime())) {
        calendars.push(calendar);
        continue;
      }
      const pulled = await pullBusyIntervals(account, calendar.url, window, timeZone);
      skipped += pulled.skipped;
      replaced.set(calendar.url, pulled.intervals);
      calendars.push({
        ...calendar,
        pulledCtag: version.ctag,
        pulledSyncToken: version.syncToken,
        readAt: now.toISOString(),
      });
    }
    await savePullResult(deps.db, { connectionId: row.id, hostId: row.userId, calendars, replaced, now });
    if (skipped > 0) deps.log('caldav events skipped (unreadable)', { connectionId: row.id, skipped });
    return 'pulled';
  } catch (error) {
    const message = error instanceof CalDavError ? error.message : 'No pudimos leer tu calendario';
    if (!(error instanceof CalDavError)) deps.log('caldav pull failed', { connectionId: row.id, err: error });
    await recordPullFailure(deps.db, row.id, message, now);
    return 'failed';
  }
}
