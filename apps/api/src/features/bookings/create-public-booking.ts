import { randomUUID } from 'node:crypto';
import type { Transaction } from '@citavet/db/database';
import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  SCHEDULE_NOT_FOUND_MESSAGE,
  SERVICE_NOT_BOOKABLE_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { initialBookingStatus } from '@citavet/domain/bookings/booking-status';
import { parseBookingDateTime, resolveBookingInstant } from '@citavet/domain/bookings/booking-time';
import {
  type CreatePublicBookingInput,
  PUBLIC_BOOKING_MESSAGES,
  PublicBookingResultSchema,
} from '@citavet/domain/bookings/public-booking.schema';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import type { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { createOpaqueToken } from '../../security/tokens';
import { findBookingSetting } from './booking-links.repository';
import type { ScheduleContext } from './booking-placement.repository';
import { requireNotPast, resolveBookingRange } from './booking-range';
import { placeBookingWithin, translatePlacementError } from './place-booking';
import {
  type Answer,
  hashRequest,
  type IdempotentAnswer,
  runIdempotently,
} from './public-booking-idempotency';
import { findPublicBookingSnapshot } from './public-booking-snapshot.repository';
import { type PublicBookingFacts, toPublicBooking } from './public-booking-view';
import { requireScheduleContext } from './schedule-context';

export const PublicBookingEnvelopeSchema = successEnvelope(PublicBookingResultSchema);
export type PublicBookingEnvelope = z.infer<typeof PublicBookingEnvelopeSchema>;

const IDEMPOTENCY_SCOPE = 'POST /api/bookings/public';
const DAY_MILLISECONDS = 86_400_000;

/**
 * POST /bookings/public: a visitor books, without an account, a slot the engine offers right now for
 * the schedule's service and host. The booking, its client record, its e-mails (confirmation with
 * .ics, reminder, host notice) and the idempotency answer are written in one transaction.
 */
export async function createPublicBooking(
  deps: AppDependencies,
  input: CreatePublicBookingInput,
  idempotencyKey: string | undefined,
): Promise<IdempotentAnswer<PublicBookingEnvelope>> {
  if (input.clientInfo.website.trim() !== '') return answerHoneypot(deps, input);
  // Set inside the transaction: when the exclusion constraint refuses the row, it says whose time.
  const attempt: { current: { hostId: string; range: TimeRange } | null } = { current: null };
  try {
    return await runIdempotently(
      deps,
      {
        scope: IDEMPOTENCY_SCOPE,
        key: idempotencyKey,
        requestHash: hashRequest(input),
        parse: (body) => PublicBookingEnvelopeSchema.parse(body),
      },
      (tx) => bookPublicly(tx, deps, input, attempt),
    );
  } catch (error) {
    if (!attempt.current) throw error;
    throw await translatePlacementError(deps, attempt.current.hostId, attempt.current.range, error);
  }
}

async function bookPublicly(
  tx: Transaction,
  deps: AppDependencies,
  input: CreatePublicBookingInput,
  attempt: { current: { hostId: string; range: TimeRange } | null },
): Promise<Answer<PublicBookingEnvelope>> {
  const now = deps.clock.now();
  const busyWindow = windowAroundRequestedTimes(input);
  const snapshot = await findPublicBookingSnapshot(tx, input.serviceScheduleId.toLowerCase(), busyWindow);
  const context = requirePublicSchedule(input, snapshot?.context ?? null);
  const range = resolveBookingRange(input, context.timeZone);
  requireNotPast(range, now, context.timeZone, 0);
  const hostId = context.schedule.hostId;
  attempt.current = { hostId, range };
  const { name, email, phone } = input.clientInfo;
  const placed = await placeBookingWithin(
    tx,
    deps,
    {
      context,
      hostId,
      schedules: snapshot?.schedules ?? [],
      scheduleId: context.schedule.id,
      range,
      client: { name, email, phone },
      notes: null,
      source: 'PUBLIC',
      createdBy: null,
      mustMatchOfferedSlot: true,
      known: {
        disabledDates: snapshot?.disabledDates ?? [],
        busy: snapshot?.busy ?? [],
        busyWindow,
        ...(snapshot ? { summaryParts: snapshot.summaryParts } : {}),
      },
    },
    now,
  ).catch((error: unknown) => {
    // Someone took the slot, or it stopped being offered, since the page showed it.
    if (error instanceof AppError && error.code === 'SLOT_NOT_OFFERED') {
      throw conflict(PUBLIC_BOOKING_MESSAGES.slotTaken, 'SLOT_NOT_AVAILABLE');
    }
    throw error;
  });
  if (!placed.manageToken) throw new Error('public booking written without its manage link');
  return { statusCode: 201, body: envelopeOf(toPublicBooking(placed.summary, placed.manageToken)) };
}

/**
 * Instants surely around the requested times whatever the space's zone (offsets stay within a day),
 * read before the zone is known; placement checks that it covers the booking's days before using it.
 */
function windowAroundRequestedTimes(input: CreatePublicBookingInput): TimeRange {
  const instants = [input.startTime, input.endTime].map((value) => {
    const parsed = parseBookingDateTime(value);
    return parsed === null ? null : resolveBookingInstant(parsed, 'UTC');
  });
  const [start, end] = instants;
  if (start == null || end == null) return { startAt: 0, endAt: 0 };
  return {
    startAt: Math.min(start, end) - 2 * DAY_MILLISECONDS,
    endAt: Math.max(start, end) + 2 * DAY_MILLISECONDS,
  };
}

function envelopeOf(booking: ReturnType<typeof toPublicBooking>): PublicBookingEnvelope {
  const message =
    booking.status === 'PENDING' ? PUBLIC_BOOKING_MESSAGES.requested : PUBLIC_BOOKING_MESSAGES.created;
  return ok({ booking }, message);
}

/**
 * The schedule, and the service and host it names, as the public page offers them: ids sent along
 * must agree with the schedule; the service must be active and bookable online; the host a member.
 */
function requirePublicSchedule(
  input: CreatePublicBookingInput,
  context: ScheduleContext | null,
): ScheduleContext {
  if (!context || (input.spaceId && input.spaceId.toLowerCase() !== context.spaceId)) {
    throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  }
  if (
    (input.serviceId && input.serviceId.toLowerCase() !== context.service.id) ||
    !context.service.isActive
  ) {
    throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  }
  if (!context.service.isBookableByClients) {
    throw badRequest(SERVICE_NOT_BOOKABLE_MESSAGE, 'SERVICE_NOT_BOOKABLE');
  }
  const hostId = context.schedule.hostId;
  if ((input.hostId && input.hostId.toLowerCase() !== hostId) || context.hostRole === null) {
    throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  }
  return context;
}

/**
 * The honeypot was filled: a bot. It gets what a person would (a 201 with a booking-shaped answer
 * built from the schedule it named) but nothing is written, and the id and link lead nowhere.
 */
async function answerHoneypot(
  deps: AppDependencies,
  input: CreatePublicBookingInput,
): Promise<IdempotentAnswer<PublicBookingEnvelope>> {
  const context = await requireScheduleContext(deps, input.serviceScheduleId.toLowerCase());
  const range = resolveBookingRange(input, context.timeZone);
  const setting = await findBookingSetting(deps.database.db, context.spaceId, context.schedule.hostId);
  if (!setting) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  const facts: PublicBookingFacts = {
    ...setting,
    id: randomUUID(),
    status: initialBookingStatus(context.service),
    startAt: new Date(range.startAt),
    endAt: new Date(range.endAt),
    timeZone: context.timeZone,
    serviceId: context.service.id,
    serviceName: context.service.name,
    serviceDuration: context.service.duration,
    servicePrice: context.schedule.customPrice ?? context.service.price,
    serviceCurrency: context.service.currency,
    hostId: context.schedule.hostId,
    spaceId: context.spaceId,
    clientName: input.clientInfo.name,
    clientEmail: input.clientInfo.email,
    clientPhone: input.clientInfo.phone,
  };
  const body = envelopeOf(toPublicBooking(facts, createOpaqueToken().token));
  return { statusCode: 201, body, isReplay: false };
}
