import type { Database } from '@citavet/db/database';
import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import type { Clock } from '../../app-dependencies';
import { CalDavError } from '../../caldav/caldav-discovery';
import { deleteCalendarEvent, writeCalendarEvent } from '../../caldav/caldav-events';
import { bookingEventContent, isSameEventVersion } from './booking-event-content';
import { accountOf } from './caldav-account';
import {
  completePush,
  findConnectionById,
  findHostConnection,
  findPushBooking,
  findStoredEvent,
  type PushClaim,
  retryPushLater,
  stopConnectionWrites,
  type WrittenRow,
} from './caldav-pushes.repository';
import { type PushTarget, planBookingPush, pushRetryDelayMs } from './plan-booking-push';

export type CalDavWriterDeps = {
  db: Database;
  clock: Clock;
  key: Buffer;
  publicUrl: string;
  /** Ids and counts only: never a title, a name or a time of the event. */
  log: (message: string, fields: Record<string, unknown>) => void;
  /** How long a claim holds a booking; well above a push's requests (4 × 10 s at most). */
  leaseMs: number;
  retryBaseMs: number;
  fetcher?: typeof fetch;
};

export type PushOutcome = 'done' | 'again' | 'retry' | 'stopped' | 'lost';

/**
 * One claimed booking written to its host's calendar as it is now (decision 090): taken out of the
 * calendar it was in when it left it, created or replaced with ETags in the one receiving bookings.
 * A calendar that is gone stops the connection's writes with a Spanish reason; any other failure is
 * retried with backoff, keeping what was already done.
 */
export async function pushBookingToCalDav(deps: CalDavWriterDeps, claim: PushClaim): Promise<PushOutcome> {
  const { db } = deps;
  const fetcher = deps.fetcher ?? fetch;
  const { stored, connection, content, plan } = await planPush(deps, claim);

  // What the calendar holds as the steps go: undefined while nothing changed.
  let written: WrittenRow | null | undefined;
  let failedConnection: { id: string; spaceId: string; userId: string } | null = null;
  try {
    if (plan.remove) {
      const owner =
        connection?.id === plan.remove.connectionId
          ? connection
          : await findConnectionById(db, plan.remove.connectionId);
      if (owner) {
        failedConnection = owner;
        await deleteCalendarEvent(
          accountOf(owner, deps.key),
          plan.remove.eventUrl,
          plan.remove.etag,
          fetcher,
        );
      }
      written = null;
    }
    if (plan.write && content && connection) {
      failedConnection = connection;
      const ics = content.icsWith(plan.write.sequence);
      const result = await writeCalendarEvent(
        accountOf(connection, deps.key),
        plan.write.target.calendarUrl,
        { uid: content.uid, ics, etag: plan.write.etag },
        fetcher,
        { isOurs: (serverIcs) => isSameEventVersion(serverIcs, ics, content.uid) },
      );
      if (result.hadConflict)
        deps.log(
          result.recreated
            ? 'caldav booking event re-created (deleted on the server)'
            : 'caldav booking event overwritten (edited on the server)',
          { connectionId: connection.id, bookingId: claim.bookingId },
        );
      written = {
        connectionId: connection.id,
        calendarUrl: plan.write.target.calendarUrl,
        eventUrl: result.url,
        etag: result.etag,
        sequenceWritten: plan.write.sequence,
        contentHash: content.contentHash,
      };
    }
  } catch (error) {
    return failPush(deps, claim, error, { failedConnection, written });
  }
  // Nothing written: the event already shows this (or the booking has no calendar); the row stays.
  const outcome = await completePush(db, claim, written === undefined ? stored : written, deps.clock.now());
  if (outcome === 'lost')
    deps.log('caldav booking push finished after its lease ran out', { bookingId: claim.bookingId });
  return outcome;
}

/**
 * What the push does: the booking as it is now and the event stored for it, its host's connection
 * and the calendar receiving bookings in it (none while its writes are stopped), and the plan.
 */
async function planPush(deps: CalDavWriterDeps, claim: PushClaim) {
  const { db } = deps;
  const found = await findPushBooking(db, claim.bookingId);
  const stored = await findStoredEvent(db, claim.bookingId);
  const connection = found ? await findHostConnection(db, found.spaceId, found.hostId) : null;
  const targetCalendar =
    connection && connection.writeFailingSince === null
      ? connection.calendars.find((calendar) => calendar.receivesBookings && calendar.writable !== false)
      : undefined;
  const target: PushTarget | null =
    connection && targetCalendar ? { connectionId: connection.id, calendarUrl: targetCalendar.url } : null;
  const content = found
    ? bookingEventContent({
        booking: found.booking,
        spaceId: found.spaceId,
        timeZone: found.timeZone,
        hideClientNames: found.hideClientNames,
        publicUrl: deps.publicUrl,
      })
    : null;
  const plan = planBookingPush({
    booking:
      found && content
        ? {
            status: found.booking.status,
            calendarSequence: found.booking.calendarSequence,
            contentHash: content.contentHash,
          }
        : null,
    target,
    stored,
  });
  return { stored, connection, content, plan };
}

/**
 * A push that failed: a calendar that is gone stops its connection's writes with a Spanish reason;
 * anything else is retried with backoff, keeping what was already done (`written`).
 */
async function failPush(
  deps: CalDavWriterDeps,
  claim: PushClaim,
  error: unknown,
  progress: {
    failedConnection: { id: string; spaceId: string; userId: string } | null;
    written: WrittenRow | null | undefined;
  },
): Promise<PushOutcome> {
  const { db } = deps;
  const { failedConnection, written } = progress;
  const now = deps.clock.now();
  if (error instanceof CalDavError && error.failure === 'calendarMissing' && failedConnection) {
    await stopConnectionWrites(db, failedConnection, CALDAV_MESSAGES.calendarMissing, now);
    deps.log('caldav calendar receiving bookings is gone: writes stopped', {
      connectionId: failedConnection.id,
    });
    return 'stopped';
  }
  const attempts = claim.attempts + 1;
  await retryPushLater(
    db,
    claim,
    error instanceof CalDavError ? error.message : 'No pudimos escribir la cita en tu calendario',
    new Date(now.getTime() + pushRetryDelayMs(attempts, deps.retryBaseMs)),
    written,
    now,
  );
  deps.log('caldav booking push failed, retried later', {
    bookingId: claim.bookingId,
    attempts,
    ...(error instanceof CalDavError ? { failure: error.failure } : { err: error }),
  });
  return 'retry';
}
