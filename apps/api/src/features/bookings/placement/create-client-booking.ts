import type { Booking, CreateClientBookingInput } from '@citavet/domain/bookings/booking.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { requireAdmitted } from './booking-admission';
import { findUserContact, listHostServiceSchedules } from './booking-placement.repository';
import { requireNotPast, resolveBookingRange } from './booking-range';
import { placeBooking } from './place-booking';
import { requireScheduleContext } from './schedule-context';

/**
 * POST /bookings: a signed-in user books, for themself, a slot the engine offers (the same rule as the
 * public page: minimum notice, maximum advance, grid, bookings and disabled dates all apply).
 */
export async function createClientBooking(
  deps: AppDependencies,
  userId: string,
  input: CreateClientBookingInput,
): Promise<Booking> {
  const { db } = deps.database;
  const context = await requireScheduleContext(deps, input.serviceScheduleId);
  requireAdmitted('client', context.service, context.hostRole);
  const range = resolveBookingRange(input, context.timeZone);
  requireNotPast(range, deps.clock.now(), context.timeZone, 0);
  const contact = await findUserContact(db, userId);
  if (!contact) throw notFound('Usuario no encontrado');
  const hostId = context.schedule.hostId;
  const schedules = await listHostServiceSchedules(db, context.service.id, hostId);
  return placeBooking(deps, {
    context,
    hostId,
    schedules,
    scheduleId: context.schedule.id,
    range,
    client: { name: contact.name, email: contact.email, phone: input.phone ?? contact.phone },
    notes: input.notes,
    source: 'CLIENT',
    createdBy: userId,
    mustMatchOfferedSlot: true,
  });
}
