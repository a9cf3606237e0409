import { fairHostOrder } from '@citavet/domain/availability/any-professional';
import {
  type CreateAnyHostPublicBookingInput,
  PUBLIC_BOOKING_MESSAGES,
} from '@citavet/domain/bookings/public-booking.schema';
import { PUBLIC_BOOKING_CAP_MESSAGES } from '@citavet/domain/bookings/public-booking-caps';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import { addDays, instantToZonedParts, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, conflict, notFound } from '../../../http/app-error';
import { resolveBookingRange } from '../placement/booking-range';
import { listAnyHostCandidates, readFairnessFacts } from './any-host-candidates.repository';
import { createPublicBooking, type PublicBookingEnvelope } from './create-public-booking';
import { hashRequest, type IdempotentAnswer } from './public-booking-idempotency';

/** Refusals that are about one host (busy, blocked, gone, not offering the time): try the next. */
const HOST_REFUSALS = new Set(['DATE_DISABLED', 'HOST_NOT_FOUND', 'SCHEDULE_NOT_FOUND']);

/** The per-host cap of public bookings a day: that host is full, another may not be. */
function isHostCap(error: unknown): error is AppError {
  return (
    error instanceof AppError &&
    error.code === 'BOOKING_LIMIT_REACHED' &&
    error.message === PUBLIC_BOOKING_CAP_MESSAGES.host
  );
}

function isHostRefusal(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.statusCode === 409 || HOST_REFUSALS.has(error.code) || isHostCap(error))
  );
}

/**
 * POST /bookings/public/any-host, 'Cualquier profesional' (decision 054). The client names a service
 * and a time, never a host. The hosts are put in the fair order (fewest appointments that local day,
 * then round robin after the host of the service's last booking that day) and the booking is
 * attempted host by host through the public booking's own path: its read recomputes whether that
 * host offers the time right now, and its single write is guarded by the exclusion constraint. The
 * first host whose write succeeds gets the booking; a host that is busy, blocked, at its daily
 * public-booking cap or loses a race is skipped. When none is free the answer is 409 'El horario seleccionado ya no está disponible'
 * and names no one's appointment.
 */
export async function createAnyHostPublicBooking(
  deps: AppDependencies,
  input: CreateAnyHostPublicBookingInput,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<PublicBookingEnvelope>> {
  const spaceId = input.spaceId.toLowerCase();
  const serviceId = input.serviceId.toLowerCase();
  const candidates = await listAnyHostCandidates(deps.database.db, spaceId, serviceId);
  const timeZone = candidates[0]?.timeZone;
  if (timeZone === undefined) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  const range = resolveBookingRange(input, timeZone);
  const date = instantToZonedParts(range.startAt, timeZone).date;
  const facts = await readFairnessFacts(deps.database.db, {
    spaceId,
    serviceId,
    hostIds: candidates.map((candidate) => candidate.hostId),
    day: { startAt: startOfLocalDay(date, timeZone), endAt: startOfLocalDay(addDays(date, 1), timeZone) },
  });
  const scheduleOf = new Map(candidates.map((candidate) => [candidate.hostId, candidate.scheduleId]));
  const order = fairHostOrder([...scheduleOf.keys()], facts.appointmentsThatDay, facts.lastChosenHostId);
  const requestHash = hashRequest({ anyHost: true, ...input });
  const refusals: unknown[] = [];
  for (const hostId of order) {
    try {
      return await createPublicBooking(
        deps,
        { ...input, spaceId, serviceId, hostId, serviceScheduleId: scheduleOf.get(hostId) as string },
        idempotencyKey,
        { requestHash },
      );
    } catch (error) {
      if (!isHostRefusal(error)) throw error;
      refusals.push(error);
    }
  }
  // Every host had reached its daily cap: say so (429) rather than that the time was taken.
  if (refusals.length > 0 && refusals.every(isHostCap)) throw refusals[0];
  // The clinic's month is full (decision 073): the visitor is asked to call, whichever host.
  const isMonthFull = (error: unknown) => error instanceof AppError && error.code === 'MONTHLY_LIMIT_REACHED';
  if (refusals.length > 0 && refusals.every(isMonthFull)) throw refusals[0];
  throw conflict(PUBLIC_BOOKING_MESSAGES.slotTaken, 'SLOT_NOT_AVAILABLE');
}
