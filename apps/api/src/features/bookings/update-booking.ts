import type { Transaction } from '@citavet/db/database';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { EDIT_BOOKING_MESSAGES, type UpdateBookingInput } from '@citavet/domain/bookings/booking-edit.schema';
import { PET_DECEASED_MESSAGE } from '@citavet/domain/bookings/booking-pet.schema';
import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import { PAST_TOLERANCE_MINUTES } from '@citavet/domain/bookings/booking-time';
import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import { PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { armMonthForMove } from '../../plans/plan-guard';
import { createOpaqueToken } from '../../security/tokens';
import { requireVisibleBooking } from './booking-access';
import { toBooking } from './booking-dto';
import {
  findServiceRules,
  lockBookingById,
  replaceManageTokenHash,
  updateBookingDetails,
} from './booking-summary.repository';
import { type BookingRow, findBookingRow } from './bookings.repository';
import { queueBookingChangedEmails } from './emails/booking-changed-emails';
import { INACTIVE_SERVICE_MESSAGE } from './placement/booking-admission';
import {
  findActiveSpaceClient,
  findOrCreateClient,
  findSpacePet,
  listHostServiceSchedules,
} from './placement/booking-placement.repository';
import { requireNotPast, resolveBookingRange } from './placement/booking-range';
import { type PlacedRange, requirePlaceable, translatePlacementError } from './placement/place-booking';

/**
 * PUT /bookings/{id}: the agenda's 'Editar Cita'. An ADMIN edits any booking of the space, a MEMBER
 * their own. A new time follows the staff rules of POST /bookings/internal (inside one of the host's
 * ranges that day, not past, not on a disabled date, no overlap but with itself; outside the schedule
 * only when confirmed, decision 055). A new time or a new
 * client address drops the old reminder, queues a new one and sends the updated confirmation with a
 * fresh manage link (the old link stops working, so only the latest e-mail can change the booking).
 */
export async function updateBooking(
  deps: AppDependencies,
  userId: string,
  bookingId: string,
  input: UpdateBookingInput,
): Promise<Booking> {
  const { db } = deps.database;
  const { row, isStaff } = await requireVisibleBooking(deps, userId, bookingId);
  if (!isStaff) throw forbidden(EDIT_BOOKING_MESSAGES.staffOnly);
  if (!isUpcomingStatus(row.status))
    throw conflict(EDIT_BOOKING_MESSAGES.notEditable, 'BOOKING_NOT_EDITABLE');
  const range = resolveBookingRange(input, row.timeZone);
  const isTimeChanged = range.startAt !== row.startAt.getTime() || range.endAt !== row.endAt.getTime();
  const now = deps.clock.now();
  try {
    await db.transaction(async (tx) => {
      const locked = await lockBookingById(tx, row.id);
      if (!locked || !isUpcomingStatus(locked.status)) {
        throw conflict(EDIT_BOOKING_MESSAGES.notEditable, 'BOOKING_NOT_EDITABLE');
      }
      const placed = isTimeChanged
        ? await requireStaffTime(tx, row, range, now, input.isOutsideSchedule === true)
        : null;
      // Moved into another month, the appointment counts there (decision 081).
      if (isTimeChanged) await armMonthForMove(tx, deps, row.spaceId);
      const party = await editedParty(tx, row, input, now);
      await updateBookingDetails(tx, row.id, {
        range,
        placed,
        notes: input.notes,
        ...party,
        reason: input.reason,
        now,
      });
      const isEmailChanged =
        (party.client.email ?? '').toLowerCase() !== (row.clientEmail ?? '').toLowerCase();
      if (!isTimeChanged && !isEmailChanged) return;
      const manage = party.client.email ? createOpaqueToken() : null;
      if (manage) await replaceManageTokenHash(tx, row.id, manage.tokenHash);
      await queueBookingChangedEmails(
        tx,
        deps,
        { bookingId: row.id, manageToken: manage?.token ?? null, actorId: userId, now },
        { isTimeChanged, previousStartAt: row.startAt },
      );
    });
  } catch (error) {
    throw await translatePlacementError(deps, row.hostId, range, error, row.id);
  }
  const updated = await findBookingRow(db, row.id);
  if (!updated) throw new Error('booking vanished during an edit');
  return toBooking(updated);
}

/**
 * Who the edited booking is for. Without a new pet, the contact as edited names the client (found
 * by e-mail or phone, or created), as before. A pet of the booking's client keeps the contact as
 * edited; a pet of another client of the space moves the booking to that client, with the contact
 * of its record (the picker shows that contact). A pet of another space is not found (404); one
 * that died cannot be newly chosen (400), but the booking's own pet stays if it died meanwhile.
 */
async function editedParty(tx: Transaction, row: BookingRow, input: UpdateBookingInput, now: Date) {
  const contact = input.clientInfo;
  if (!input.petId) {
    const clientId = await findOrCreateClient(tx, row.spaceId, contact, now);
    return { clientId, client: contact, petId: input.petId };
  }
  const pet = await findSpacePet(tx, row.spaceId, input.petId.toLowerCase());
  if (!pet) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  if (pet.deceasedOn !== null && pet.id !== row.petId) {
    throw badRequest(PET_DECEASED_MESSAGE, 'PET_DECEASED');
  }
  if (pet.clientId === row.clientId) return { clientId: pet.clientId, client: contact, petId: pet.id };
  const owner = await findActiveSpaceClient(tx, row.spaceId, pet.clientId);
  if (!owner) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
  const { name, email, phone } = owner;
  return { clientId: owner.id, client: { name, email, phone }, petId: pet.id };
}

/** The staff placement rules for the booking's new time; answers the schedule range it lies in. */
async function requireStaffTime(
  tx: Transaction,
  row: BookingRow,
  range: TimeRange,
  now: Date,
  isOutsideScheduleConfirmed: boolean,
): Promise<PlacedRange> {
  const service = row.serviceId ? await findServiceRules(tx, row.serviceId, row.hostId) : null;
  if (!service) throw badRequest(EDIT_BOOKING_MESSAGES.serviceGone, 'SERVICE_GONE');
  if (!service.isActive) throw badRequest(INACTIVE_SERVICE_MESSAGE, 'SERVICE_INACTIVE');
  requireNotPast(range, now, row.timeZone, PAST_TOLERANCE_MINUTES);
  const schedules = await listHostServiceSchedules(tx, service.id, row.hostId);
  return requirePlaceable(
    tx,
    {
      spaceId: row.spaceId,
      timeZone: row.timeZone,
      service,
      hostId: row.hostId,
      schedules,
      scheduleId: row.scheduleId,
      range,
      mustMatchOfferedSlot: false,
      excludeBookingId: row.id,
      isOutsideScheduleConfirmed,
    },
    now,
  );
}
