import type { Database } from '@citavet/db/database';
import type { CalDavCalendarState } from '@citavet/db/schema/calendar';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import type { Clock } from '../../app-dependencies';
import { pullBusyIntervals, readCalendarVersion } from '../../caldav/caldav-busy';
import { type CalDavAccount, CalDavError } from '../../caldav/caldav-discovery';
import { syncCalendarChanges } from '../../caldav/caldav-sync';
import { accountOf } from './caldav-account';
import type { CalDavConnectionRow } from './caldav-connections.repository';
import {
  type CalendarRead,
  findConnectionTimeZone,
  recordPullFailure,
  savePullResult,
} from './caldav-pulls.repository';

export type CalDavPullDeps = {
  db: Database;
  clock: Clock;
  key: Buffer;
  /** Counts only: never an event's text, title or the account (a personal calendar). */
  log: (message: string, fields: Record<string, unknown>) => void;
  /** The HTTP client (tests and the bench count its requests). */
  fetcher?: typeof fetch;
};

/** Busy time is kept from yesterday to the public page's farthest day (about six months) ahead. */
const DAYS_BEHIND = 1;
const DAYS_AHEAD = 190;
/** A calendar is read whole again this often: its window has moved on (a weekly event enters it). */
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
 * One calendar: with a token from a whole read less than half a day old, only what changed since
 * (sync-collection); otherwise, or when the server refuses the token, the version check and, if it
 * changed, the whole window. Null: nothing to write.
 */
async function readCalendar(
  calendar: CalDavCalendarState,
  context: { account: CalDavAccount; window: TimeRange; timeZone: string; now: Date; fetcher: typeof fetch },
  counts: { skipped: number; requests: number; deltas: number },
): Promise<CalendarRead | null> {
  const { account, window, timeZone, now, fetcher } = context;
  const fresh = calendar.readAt !== null && now.getTime() - Date.parse(calendar.readAt) < REREAD_MS;
  if (fresh && calendar.pulledSyncToken) {
    const outcome = await syncCalendarChanges(
      account,
      calendar.url,
      calendar.pulledSyncToken,
      window,
      timeZone,
      fetcher,
    );
    counts.requests += outcome.requests;
    if (outcome.kind === 'changes') {
      counts.skipped += outcome.skipped;
      counts.deltas++;
      const nothing = outcome.changed.length === 0 && outcome.deleted.length === 0;
      if (nothing && outcome.syncToken === calendar.pulledSyncToken) return null;
      return {
        kind: 'delta',
        state: { ...calendar, pulledSyncToken: outcome.syncToken },
        fromToken: calendar.pulledSyncToken,
        changed: outcome.changed,
        deleted: outcome.deleted,
      };
    }
  }
  counts.requests++;
  const version = await readCalendarVersion(account, calendar.url, fetcher);
  if (isUnchanged(calendar, version, now.getTime())) {
    // Unchanged by its ctag though the token was refused: what is stored is current, so the token
    // read now is good for the next delta.
    if (version.syncToken === calendar.pulledSyncToken) return null;
    return {
      kind: 'delta',
      state: { ...calendar, pulledSyncToken: version.syncToken, pulledCtag: version.ctag },
      fromToken: calendar.pulledSyncToken ?? '',
      changed: [],
      deleted: [],
    };
  }
  counts.requests++;
  const pulled = await pullBusyIntervals(account, calendar.url, window, timeZone, fetcher);
  counts.skipped += pulled.skipped;
  return {
    kind: 'whole',
    state: {
      ...calendar,
      pulledCtag: version.ctag,
      pulledSyncToken: version.syncToken,
      readAt: now.toISOString(),
    },
    resources: pulled.resources,
  };
}

export type CalDavPullResult = { outcome: 'pulled' | 'failed'; requests: number; skipped: number };

/**
 * One pull of a connection's busy time, calendar by calendar (see readCalendar). A failure keeps the
 * busy time already stored and is recorded for the settings and the agenda; it never throws.
 */
export async function pullCalDavBusyTimes(
  deps: CalDavPullDeps,
  row: CalDavConnectionRow,
): Promise<CalDavPullResult> {
  const now = deps.clock.now();
  const counts = { skipped: 0, requests: 0, deltas: 0 };
  try {
    const timeZone = await findConnectionTimeZone(deps.db, row.spaceId);
    if (!timeZone) return { outcome: 'failed', requests: 0, skipped: 0 };
    const context = {
      account: accountOf(row, deps.key),
      window: {
        startAt: now.getTime() - DAYS_BEHIND * MILLISECONDS_PER_DAY,
        endAt: now.getTime() + DAYS_AHEAD * MILLISECONDS_PER_DAY,
      },
      timeZone,
      now,
      fetcher: deps.fetcher ?? fetch,
    };
    const reads = new Map<string, CalendarRead>();
    for (const calendar of row.calendars) {
      if (!calendar.blocksTime) continue;
      const read = await readCalendar(calendar, context, counts);
      if (read) reads.set(calendar.url, read);
    }
    await savePullResult(deps.db, { connectionId: row.id, hostId: row.userId, reads, now });
    if (counts.skipped > 0)
      deps.log('caldav events skipped (unreadable)', { connectionId: row.id, skipped: counts.skipped });
    return { outcome: 'pulled', requests: counts.requests, skipped: counts.skipped };
  } catch (error) {
    const message = error instanceof CalDavError ? error.message : 'No pudimos leer tu calendario';
    if (!(error instanceof CalDavError)) deps.log('caldav pull failed', { connectionId: row.id, err: error });
    await recordPullFailure(deps.db, row.id, message, now);
    return { outcome: 'failed', requests: counts.requests, skipped: counts.skipped };
  }
}
