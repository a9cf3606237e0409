import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  END_AFTER_START_MESSAGE,
  PAST_BOOKING_MESSAGE,
  SKIPPED_LOCAL_TIME_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import {
  isInThePast,
  parseBookingDateTime,
  resolveBookingInstant,
} from '@citavet/domain/bookings/booking-time';
import { AppError, badRequest } from '../../../http/app-error';
import { invalidDataMessage } from '../../../http/error-handler';

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
