import { randomUUID } from 'node:crypto';
import { sqlStateOf } from '@citavet/db/database';
import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { bufferedRange } from '@citavet/domain/availability/buffered-range';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  SCHEDULE_NOT_FOUND_MESSAGE,
  SERVICE_NOT_BOOKABLE_MESSAGE,
} from '@citavet/domain/bookings/booking.schema';
import { busyWindowAround, placementPrice } from '@citavet/domain/bookings/booking-placement';
import { initialBookingStatus } from '@citavet/domain/bookings/booking-status';
import { parseBookingDateTime, resolveBookingInstant } from '@citavet/domain/bookings/booking-time';
import {
  type CreatePublicBookingInput,
  PUBLIC_BOOKING_MESSAGES,
  PublicBookingResultSchema,
} from '@citavet/domain/bookings/public-booking.schema';
import {
  capReached,
  DEFAULT_PUBLIC_BOOKING_CAPS,
  PUBLIC_BOOKING_CAP_MESSAGES,
  type PublicBookingCaps,
} from '@citavet/domain/bookings/public-booking-caps';
import { normalizePhone } from '@citavet/domain/clients/phone-e164';
import { ONLINE_PAUSE_MESSAGES } from '@citavet/domain/online-pauses/online-pause.schema';
import { isInPause } from '@citavet/domain/online-pauses/online-pause-rules';
import {
  isKeptAtRank,
  limitOf,
  MONTHLY_LIMIT_PUBLIC_MESSAGE,
  PLAN_MONTH_CAP_SQLSTATE,
} from '@citavet/domain/plans/plan-limits';
import { effectivePlanAt } from '@citavet/domain/plans/space-plan';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { MAXIMUM_OFFSET_MILLISECONDS } from '@citavet/domain/time/zone-offset';
import { isHeldForSomeoneElse, WAITLIST_HOLD_MESSAGES } from '@citavet/domain/waitlist/waitlist-holds';
import type { z } from 'zod';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, badRequest, conflict, notFound } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import { arePlanLimitsOn } from '../../../plans/plan-guard';
import { createOpaqueToken } from '../../../security/tokens';
import { findBookingSetting, findBookingSummary } from '../booking-summary.repository';
import { requireAdmitted } from '../placement/booking-admission';
import { listHostBusyRanges } from '../placement/booking-placement.repository';
import { requireNotPast, resolveBookingRange } from '../placement/booking-range';
import { requireOfferedPlacement, translatePlacementError } from '../placement/place-booking';
import { requireScheduleContext } from '../placement/schedule-context';
import { type PublicBookingFacts, toPublicBooking } from '../public-booking-view';
import { draftPublicBooking } from './public-booking-draft';
import {
  expiryOfKeysAt,
  hashRequest,
  type IdempotentAnswer,
  replayHolderOfKey,
  replayStoredAnswer,
  sweepExpiredKeysNowAndThen,
} from './public-booking-idempotency';
import { publicBookingInboxes } from './public-booking-mailbox-cap';
import { readPublicBookingTogether } from './public-booking-read-batches';
import type { PublicBookingSnapshot } from './public-booking-snapshot.repository';
import { writePublicBooking } from './public-booking-write-batches';

export const PublicBookingEnvelopeSchema = successEnvelope(PublicBookingResultSchema);
export type PublicBookingEnvelope = z.infer<typeof PublicBookingEnvelopeSchema>;

const IDEMPOTENCY_SCOPE = 'POST /api/bookings/public';

/**
 * POST /bookings/public: a visitor books, without an account, a slot the engine offers right now for
 * the schedule's service and host. Two round trips: one statement reads everything the booking is
 * checked against (and the answer already given to its idempotency key, if any); the checks and the
 * answer are worked out here; one statement writes the key with its answer, the client record, the
 * booking and the draft of its e-mails, all or nothing. The outbox worker drafts and queues the
 * e-mails (confirmation with .ics, reminder, host notice) at the start of its next round, before it
 * sends anything (decision 104). The exclusion constraint settles a race for the same time.
 */
export async function createPublicBooking(
  deps: AppDependencies,
  input: CreatePublicBookingInput,
  idempotencyKey: string | undefined,
  // 'Cualquier profesional' tries host after host with one key: the key stands for the request as
  // sent (no schedule), whichever host's attempt writes it.
  // A waitlist offer's confirmation books the slot its offer holds (decision 088): that hold lets it by.
  options: { requestHash?: string; waitlistOfferId?: string } = {},
): Promise<IdempotentAnswer<PublicBookingEnvelope>> {
  if (input.clientInfo.website.trim() !== '') return answerHoneypot(deps, input);
  const now = deps.clock.now();
  const idempotency =
    idempotencyKey === undefined
      ? null
      : {
          scope: IDEMPOTENCY_SCOPE,
          key: idempotencyKey,
          requestHash: options.requestHash ?? hashRequest(input),
          rebuild: (bookingId: string) => rebuildAnswer(deps, bookingId),
        };
  if (idempotency) await sweepExpiredKeysNowAndThen(deps, IDEMPOTENCY_SCOPE, now);
  const { taken, window: busyWindow } = instantsAroundRequestedTimes(input);
  // Asked once: the read skips the plan's ranks when the limits are off, and the check uses them.
  const isLimited = arePlanLimitsOn(deps);
  const { snapshot, storedAnswer } = await readPublicBookingTogether(deps.database, {
    scheduleId: input.serviceScheduleId.toLowerCase(),
    window: busyWindow,
    taken,
    idempotency: idempotency && {
      scope: idempotency.scope,
      key: idempotency.key,
      notExpiredSince: expiryOfKeysAt(now),
    },
    caps: { email: input.clientInfo.email, limits: capsOf(deps), now },
    arePlanLimitsOn: isLimited,
  });
  if (idempotency && storedAnswer) return replayStoredAnswer(storedAnswer, idempotency);

  const offer = requirePublicSchedule(input, snapshot);
  const cap = capReached(offer.recent, capsOf(deps));
  if (cap) throw new AppError(429, 'BOOKING_LIMIT_REACHED', PUBLIC_BOOKING_CAP_MESSAGES[cap]);
  const planMonthCap = isLimited ? requireKeptByPlan(offer, now) : null;
  const inboxes = publicBookingInboxes(deps, capsOf(deps).perEmailPerDay);
  await inboxes.check(input.clientInfo.email);
  const { context } = offer;
  const range = resolveBookingRange(input, context.timeZone);
  requireNotPast(range, now, context.timeZone, 0);
  const hostId = context.schedule.hostId;
  requireNotPaused(offer, hostId, range);
  requireNotHeld(offer, hostId, range, now, options.waitlistOfferId);
  const { name, email } = input.clientInfo;
  // Stored in E.164, read in the clinic's country, as the clients feature stores it (decision 074):
  // the client record and the booking's copy both get the normalised number.
  const phone = normalizePhone(input.clientInfo.phone, offer.phoneRegion);
  const draft = draftPublicBooking(
    deps,
    {
      snapshot: offer,
      scheduleId: await requireOfferedSlot(deps, offer, taken, range, now),
      range,
      client: { name, email, phone },
      reason: input.reason,
      petName: input.pet?.name ?? null,
      petSpecies: input.pet?.species ?? null,
    },
    now,
  );
  // The objects of this path are written out field by field, not spread: spreading, then adding
  // fields, sent V8 to its slow property path on every booking (perf, under the booking load).
  const answer = {
    statusCode: 201,
    body: envelopeOf(toPublicBooking(draft.summary, draft.manageToken, draft.reminderOffsets)),
  };
  let isWritten: boolean;
  try {
    isWritten = await writePublicBooking(deps.database, {
      id: draft.id,
      booking: draft.booking,
      manageToken: draft.manageToken,
      pet: input.pet ?? null,
      planMonthCap,
      idempotency: idempotency && {
        scope: idempotency.scope,
        key: idempotency.key,
        requestHash: idempotency.requestHash,
        statusCode: answer.statusCode,
        expiredBefore: expiryOfKeysAt(now),
      },
    });
  } catch (error) {
    // The clinic's month is full: the visitor is asked, politely, to call (no plan talk).
    if (sqlStateOf(error) === PLAN_MONTH_CAP_SQLSTATE) {
      throw new AppError(409, 'MONTHLY_LIMIT_REACHED', MONTHLY_LIMIT_PUBLIC_MESSAGE);
    }
    // 23P01: someone took the time between the read and the write; the answer says whose.
    throw await translatePlacementError(deps, hostId, range, error);
  }
  // Another request with this key committed first (it held the key while this one waited).
  if (!isWritten && idempotency) return replayHolderOfKey(deps, idempotency);
  if (!isWritten) throw new Error('public booking write answered no row');
  await inboxes.count(input.clientInfo.email);
  return { statusCode: answer.statusCode, body: answer.body, isReplay: false };
}

/**
 * The checks of placement on the snapshot's rows: not on a disabled date, not over another booking
 * of the host, an offered slot right now. Answers the schedule range the slot is offered in. The busy
 * time read covers the booking widened by the service's buffers, which is all the check compares it
 * with (checkOfferedPlacement); if the booking ever lay outside the instants read around, it is read
 * again.
 */
async function requireOfferedSlot(
  deps: AppDependencies,
  snapshot: PublicBookingSnapshot,
  taken: TimeRange,
  range: TimeRange,
  now: Date,
): Promise<string> {
  const { context } = snapshot;
  const hostId = context.schedule.hostId;
  const isCovered = taken.startAt <= range.startAt && taken.endAt >= range.endAt;
  const busy = isCovered
    ? snapshot.busy
    : await listHostBusyRanges(deps.database.db, hostId, busyWindowAround(range));
  try {
    return requireOfferedPlacement(
      {
        spaceId: context.spaceId,
        timeZone: context.timeZone,
        service: context.service,
        hostId,
        schedules: snapshot.schedules,
        scheduleId: context.schedule.id,
        range,
        mustMatchOfferedSlot: true,
      },
      { disabledDates: snapshot.disabledDates, busy, dateOverrides: snapshot.dateOverrides },
      now,
    );
  } catch (error) {
    // Someone took the slot, or it stopped being offered, since the page showed it.
    if (error instanceof AppError && error.code === 'SLOT_NOT_OFFERED') {
      throw conflict(PUBLIC_BOOKING_MESSAGES.slotTaken, 'SLOT_NOT_AVAILABLE');
    }
    throw error;
  }
}

/**
 * A page shown before a pause of online booking (or kept in a cache) may still post one of its slots:
 * the write refuses it as the engine would, over the slot with its buffers (decision 078).
 */
function requireNotPaused(snapshot: PublicBookingSnapshot, hostId: string, range: TimeRange): void {
  if (isInPause(snapshot.pauses, hostId, bufferedRange(range, snapshot.context.service))) {
    throw conflict(ONLINE_PAUSE_MESSAGES.paused, 'SLOT_NOT_AVAILABLE');
  }
}

/**
 * A slot a waitlist offer holds is taken for everyone but the offer's holder, until the hold ends:
 * a page shown before the offer was made may still post it (decision 088).
 */
function requireNotHeld(
  snapshot: PublicBookingSnapshot,
  hostId: string,
  range: TimeRange,
  now: Date,
  waitlistOfferId: string | undefined,
): void {
  const busy = bufferedRange(range, snapshot.context.service);
  if (isHeldForSomeoneElse(snapshot.holds, hostId, busy, now.getTime(), waitlistOfferId)) {
    throw conflict(WAITLIST_HOLD_MESSAGES.held, 'SLOT_NOT_AVAILABLE');
  }
}

/**
 * The instants the read takes, from the requested times read as UTC before the space's zone is
 * known (no zone is more than MAXIMUM_OFFSET_MILLISECONDS from UTC):
 * - `taken`, which the booking surely lies within: exactly its instants when the request gives them
 *   with an offset (the booking page does), a wall time's UTC reading widened by the widest offset
 *   otherwise. requireOfferedSlot checks that they cover the booking.
 * - `window`, surely covering busyWindowAround of the booking, for the pauses, holds and changed hours.
 */
function instantsAroundRequestedTimes(input: CreatePublicBookingInput): {
  taken: TimeRange;
  window: TimeRange;
} {
  const times = [input.startTime, input.endTime].map(parseBookingDateTime);
  const [start, end] = times.map((time) => (time === null ? null : resolveBookingInstant(time, 'UTC')));
  if (start == null || end == null) {
    const none = { startAt: 0, endAt: 0 };
    return { taken: none, window: none };
  }
  const slack = times.some((time) => time?.kind === 'local') ? MAXIMUM_OFFSET_MILLISECONDS : 0;
  const [from, to] = [Math.min(start, end), Math.max(start, end)];
  const widest = MILLISECONDS_PER_DAY + MAXIMUM_OFFSET_MILLISECONDS;
  return {
    taken: { startAt: from - slack, endAt: to + slack },
    window: { startAt: from - widest, endAt: to + widest },
  };
}

/**
 * With plan limits on, the plan keeps this service and professional active (the ones created first
 * until the ADMIN chooses, decision 073); answers the month's cap the write arms, or null when
 * nothing limits it.
 */
function requireKeptByPlan(snapshot: PublicBookingSnapshot, now: Date): number | null {
  const { serviceRank, hostRank } = snapshot.plan;
  // The read counts them whenever the limits are on (`isLimited` above).
  if (serviceRank === null || hostRank === null) throw new Error('the plan ranks were not read');
  const { plan } = effectivePlanAt(snapshot.plan.stored, now);
  // A service the plan keeps out is on the page no more: not bookable (decision 081).
  if (!isKeptAtRank(serviceRank, limitOf(plan, 'services', true))) {
    throw badRequest(SERVICE_NOT_BOOKABLE_MESSAGE, 'SERVICE_NOT_BOOKABLE');
  }
  if (!isKeptAtRank(hostRank, limitOf(plan, 'professionals', true))) {
    throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  }
  return limitOf(plan, 'monthlyAppointments', true);
}

function capsOf(deps: AppDependencies): PublicBookingCaps {
  return deps.config.publicBookingCaps ?? DEFAULT_PUBLIC_BOOKING_CAPS;
}

/** The answer to a retry: the booking the key's first request made, as it is now (no manage path). */
async function rebuildAnswer(deps: AppDependencies, bookingId: string): Promise<PublicBookingEnvelope> {
  const booking = await findBookingSummary(deps.database.db, bookingId);
  // Deleted since (its space was): the key's booking is gone, and so is the answer.
  if (!booking) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  return envelopeOf(toPublicBooking(booking, null));
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
  snapshot: PublicBookingSnapshot | null,
): PublicBookingSnapshot {
  const context = snapshot?.context;
  if (!snapshot || !context || (input.spaceId && input.spaceId.toLowerCase() !== context.spaceId)) {
    throw notFound(SCHEDULE_NOT_FOUND_MESSAGE, 'SCHEDULE_NOT_FOUND');
  }
  // Ids sent along that disagree with the schedule name something that is not there.
  if (input.serviceId && input.serviceId.toLowerCase() !== context.service.id) {
    throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  }
  if (input.hostId && input.hostId.toLowerCase() !== context.schedule.hostId) {
    throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  }
  requireAdmitted('public', context.service, context.hostRole);
  return snapshot;
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
    servicePrice: placementPrice(context.service, context.schedule),
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
