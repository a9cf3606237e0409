import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  END_AFTER_START_MESSAGE,
  PAST_BOOKING_MESSAGE,
  SKIPPED_LOCAL_TIME_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import {
  type BookingDateTime,
  isInThePast,
  parseBookingDateTime,
  resolveBookingInstant,
} from '@citavet/domain/bookings/booking-time';
import { AppError, badRequest } from '../../../http/app-error';
import { invalidDataMessage } from '../../../http/error-handler';
import type { AskedTimes } from './booking-placement.repository';

/** A 400 shaped like a schema failure, for input that only the space's zone can judge. */
export function invalidInput(field: string, message: string) {
  const details = [{ field, message }];
  return new AppError(400, 'VALIDATION_ERROR', invalidDataMessage(details), { details });
}

/** The requested times as instants of the space's zone (clinic-local times are read there). */
export function resolveBookingRange(
  input: { startTime: string; endTime: string },
  timeZone: string,
): TimeRange {
  const instantOf = (value: string, field: string) => {
    const parsed = parseBookingDateTime(value);
    const instant = parsed === null ? null : resolveBookingInstant(parsed, timeZone);
    if (instant === null) throw invalidInput(field, SKIPPED_LOCAL_TIME_MESSAGE);
    return instant;
  };
  const range = {
    startAt: instantOf(input.startTime, 'startTime'),
    endAt: instantOf(input.endTime, 'endTime'),
  };
  if (range.endAt <= range.startAt) throw invalidInput('endTime', END_AFTER_START_MESSAGE);
  return range;
}

/** Never in the past of the space; staff get the few minutes of tolerance the agenda allows today. */
export function requireNotPast(range: TimeRange, now: Date, timeZone: string, toleranceMinutes: number) {
  if (isInThePast(range.startAt, now.getTime(), timeZone, toleranceMinutes)) {
    throw badRequest(PAST_BOOKING_MESSAGE, 'BOOKING_IN_PAST');
  }
}

/**
 * The requested times as the schedule's read takes them, to read the host's busy time with the
 * schedule before the space's zone is known; null when they cannot be read that way (malformed, one
 * an instant and the other a wall clock, or the end before the start: resolveBookingRange answers
 * those, and the busy time is then read in the transaction).
 */
export function askedTimesOf(input: { startTime: string; endTime: string }): AskedTimes | null {
  const start = parseBookingDateTime(input.startTime);
  const end = parseBookingDateTime(input.endTime);
  if (start === null || end === null || start.kind !== end.kind) return null;
  if (naiveMilliseconds(end) <= naiveMilliseconds(start)) return null;
  return { start: askedTimeOf(start), end: askedTimeOf(end) };
}

function naiveMilliseconds(time: BookingDateTime): number {
  return time.kind === 'instant' ? time.epochMilliseconds : Date.parse(`${time.date}T${time.time}:00Z`);
}

function askedTimeOf(time: BookingDateTime): AskedTimes['start'] {
  return time.kind === 'instant'
    ? { instant: new Date(time.epochMilliseconds).toISOString() }
    : { wallClock: `${time.date}T${time.time}:00` };
}
