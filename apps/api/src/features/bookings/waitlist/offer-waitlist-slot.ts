import { randomUUID } from 'node:crypto';
import type { Transaction } from '@citavet/db/database';
import { bufferedRange } from '@citavet/domain/availability/buffered-range';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { busyWindowAround } from '@citavet/domain/bookings/booking-placement';
import { isInPause } from '@citavet/domain/online-pauses/online-pause-rules';
import { addDays, instantToZonedParts, weekdayOf } from '@citavet/domain/time/zoned-time';
import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import {
  type OfferWaitlistSlotInput,
  type OfferWaitlistSlotResult,
  WAITLIST_STAFF_MESSAGES,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { insertAuditEvent } from '../../../audit/audit.repository';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../http/app-error';
import { createOpaqueToken } from '../../../security/tokens';
import {
  findScheduleContext,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listHostServiceSchedules,
} from '../placement/booking-placement.repository';
import { requireOfferedPlacement } from '../placement/place-booking';
import { waitlistOfferLink } from './waitlist-offer-email';
import { waitlistOfferMessage } from './waitlist-offer-message';
import { findScheduleFor, findSlotOfferContext, insertOffer } from './waitlist-offers.repository';
import {
  isSpaceMember,
  listOnlinePausesConcerning,
  lockHostOffers,
  lockRequestForOffer,
} from './waitlist-staff.repository';
import { requireWaitlistStaff } from './waitlist-staff-access';

/**
 * POST /spaces/{spaceId}/waitlist/{requestId}/offers: the staff offer a free slot to someone on
 * the list by hand. The offer is the sweep's: the same row and hold (the space's hold minutes),
 * the same e-mail and the same link, confirmed through the public booking's path. So the slot must
 * be one that path will book: free of bookings and open offers, and offered by the engine now.
 */
export async function offerWaitlistSlot(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  requestId: string,
  input: OfferWaitlistSlotInput,
  ip: string | null,
): Promise<OfferWaitlistSlotResult> {
  const { db } = deps.database;
  const { viewer } = await requireWaitlistStaff(db, spaceId, userId, 'manage');
  const hostId = input.hostId.toLowerCase();
  if (!viewer.seesAll && hostId !== userId) throw forbidden(WAITLIST_STAFF_MESSAGES.slotNotOwn);
  if (!(await isSpaceMember(db, spaceId, hostId))) {
    throw notFound(WAITLIST_STAFF_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  }
  const range = { startAt: Date.parse(input.startAt), endAt: Date.parse(input.endAt) };
  if (range.endAt <= range.startAt) throw badRequest(WAITLIST_STAFF_MESSAGES.slotNotFree, 'VALIDATION_ERROR');
  const now = deps.clock.now();
  if (range.startAt <= now.getTime()) {
    throw badRequest(WAITLIST_STAFF_MESSAGES.slotInPast, 'WAITLIST_SLOT_IN_PAST');
  }
  return db.transaction(async (tx) => {
    const request = await lockRequestForOffer(tx, spaceId, requestId.toLowerCase(), viewer);
    if (!request) throw notFound(WAITLIST_MESSAGES.requestNotFound, 'WAITLIST_REQUEST_NOT_FOUND');
    if (request.status !== 'WAITING' || request.expiresAt.getTime() <= now.getTime()) {
      throw conflict(WAITLIST_STAFF_MESSAGES.requestNotWaiting, 'WAITLIST_REQUEST_NOT_WAITING');
    }
    if (request.hostId !== null && request.hostId !== hostId) {
      throw badRequest(WAITLIST_STAFF_MESSAGES.slotWrongHost, 'VALIDATION_ERROR');
    }
    await lockHostOffers(tx, hostId);
    const slot = {
      spaceId,
      serviceId: request.serviceId,
      hostId,
      startAt: new Date(range.startAt),
      endAt: new Date(range.endAt),
    };
    const context = await findSlotOfferContext(tx, slot);
    if (!context) throw badRequest(WAITLIST_STAFF_MESSAGES.serviceNotBookable, 'SERVICE_NOT_BOOKABLE');
    if (!context.isFree) throw conflict(WAITLIST_STAFF_MESSAGES.slotNotFree, 'WAITLIST_SLOT_NOT_FREE');
    await requireBookableOnline(tx, {
      spaceId,
      serviceId: request.serviceId,
      hostId,
      range,
      now,
      timeZone: context.timeZone,
    });

    const { token, tokenHash } = createOpaqueToken();
    const holdUntil = new Date(now.getTime() + context.holdMinutes * 60_000);
    const offerId = randomUUID();
    const message = await waitlistOfferMessage(deps, tx, {
      offerId,
      spaceId,
      person: request,
      place: context,
      startAt: slot.startAt,
      holdUntil,
      link: waitlistOfferLink(deps.config.publicUrl, token),
      now,
    });
    // No e-mail, and no SMS can go now (channel off, a landline, BAJA, the month's quota).
    if (!message) throw conflict(WAITLIST_STAFF_MESSAGES.requestUnreachable, 'WAITLIST_REQUEST_NO_EMAIL');
    await insertOffer(
      tx,
      { id: offerId, ...slot, requestId: request.id, holdUntil, tokenHash, createdAt: now },
      message,
    );
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'WAITLIST_OFFERED_BY_HAND',
      subjectType: 'waitlist',
      subjectId: request.id,
      clientId: request.clientId,
      ip,
      details: { offerId, hostId, serviceId: request.serviceId },
      at: now,
    });
    return { offer: { id: offerId, requestId: request.id, holdUntil: holdUntil.toISOString() } };
  });
}

/**
 * The slot is one the public engine offers right now (its range, the service's notice and reach,
 * no disabled date, date override, booking or pause in the way): the link books through that path,
 * so an offer it would refuse is refused here, in the staff's words.
 */
async function requireBookableOnline(
  tx: Transaction,
  slot: { spaceId: string; serviceId: string; hostId: string; range: TimeRange; now: Date; timeZone: string },
): Promise<void> {
  const notFree = conflict(WAITLIST_STAFF_MESSAGES.slotNotFree, 'WAITLIST_SLOT_NOT_FREE');
  const { spaceId, serviceId, hostId, range, now, timeZone } = slot;
  const date = instantToZonedParts(range.startAt, timeZone).date;
  const scheduleId = await findScheduleFor(tx, serviceId, hostId, weekdayOf(date));
  const context = scheduleId ? await findScheduleContext(tx, scheduleId) : null;
  if (!scheduleId || !context) throw notFree;
  const pauses = await listOnlinePausesConcerning(tx, spaceId, hostId, now);
  if (isInPause(pauses, hostId, bufferedRange(range, context.service))) throw notFree;
  try {
    requireOfferedPlacement(
      {
        spaceId,
        timeZone: context.timeZone,
        service: context.service,
        hostId,
        schedules: await listHostServiceSchedules(tx, serviceId, hostId),
        scheduleId,
        range,
        mustMatchOfferedSlot: true,
      },
      {
        disabledDates: await listDisabledDatesConcerning(tx, spaceId, hostId),
        busy: await listHostBusyRanges(tx, hostId, busyWindowAround(range)),
        dateOverrides: await listDateOverridesConcerning(
          tx,
          spaceId,
          hostId,
          addDays(date, -1),
          addDays(date, 2),
        ),
      },
      now,
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) throw notFree;
    throw error;
  }
}
