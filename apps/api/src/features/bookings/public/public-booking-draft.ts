import { randomUUID } from 'node:crypto';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { AppDependencies } from '../../../app-dependencies';
import { createOpaqueToken } from '../../../security/tokens';
import type { BookingSummary } from '../booking-summary.repository';
import { newBookingReminderOffsets } from '../emails/booking-emails';
import type { ClientContact, NewBooking } from '../placement/booking-placement.repository';
import { newBookingOf } from '../placement/place-booking';
import type { PublicBookingSnapshot } from './public-booking-snapshot.repository';

// Everything a public booking writes and answers, worked out before the write from what the
// snapshot read: the row, the manage link, and the booking as its answer describes it. Nothing is
// read back after the write. Its e-mails are not drafted here: the write leaves a draft row that
// the outbox worker expands (features/bookings/emails/expand-booking-message-drafts.ts); the answer's reminder offsets are
// the ones those e-mails will promise, by the same rule.

export type PublicBookingDraft = {
  id: string;
  booking: Omit<NewBooking, 'clientId'> & { client: ClientContact & { email: string } };
  /** The token of the client's manage link; only its hash is stored. */
  manageToken: string;
  summary: BookingSummary;
  /** Minutes before the start of each reminder that will go out, largest first. */
  reminderOffsets: number[];
};

export function draftPublicBooking(
  deps: AppDependencies,
  placement: {
    snapshot: PublicBookingSnapshot;
    /** The range the engine offered the slot in. */
    scheduleId: string;
    range: TimeRange;
    client: ClientContact & { email: string };
    reason: string | null;
    /** The pet named on the form, for the reminders' {mascota}. */
    petName: string | null;
    petSpecies: string | null;
  },
  now: Date,
): PublicBookingDraft {
  const { snapshot, client } = placement;
  const { context } = snapshot;
  const manage = createOpaqueToken();
  const booking = newBookingOf(
    {
      context,
      hostId: context.schedule.hostId,
      schedules: snapshot.schedules,
      range: placement.range,
      client,
      reason: placement.reason,
      notes: null,
      source: 'PUBLIC',
      createdBy: null,
    },
    // The public page only books offered slots: never outside the schedule (decision 055).
    { scheduleId: placement.scheduleId, isOutsideSchedule: false },
    manage.tokenHash,
    now,
  );
  const id = randomUUID();
  const parts = snapshot.summaryParts;
  // Every field written out, not spread from `parts`: a 41-field literal that began as a spread
  // was given its shape afresh on each booking (V8 missed its property caches every time: ~3.5 %
  // of the app's CPU per public booking under load, measured with perf).
  const summary: BookingSummary = {
    hostName: parts.hostName,
    hostEmail: parts.hostEmail,
    spaceName: parts.spaceName,
    spaceRoute: parts.spaceRoute,
    spaceAddress: parts.spaceAddress,
    spaceCity: parts.spaceCity,
    spaceState: parts.spaceState,
    spaceCountry: parts.spaceCountry,
    spaceEmail: parts.spaceEmail,
    spaceColor: parts.spaceColor,
    spaceLogoKey: parts.spaceLogoKey,
    allowCancellation: parts.allowCancellation,
    allowRescheduling: parts.allowRescheduling,
    reminderSettings: parts.reminderSettings,
    id,
    spaceId: booking.spaceId,
    serviceId: booking.serviceId,
    hostId: booking.hostId,
    status: booking.status,
    source: booking.source,
    startAt: new Date(booking.range.startAt),
    endAt: new Date(booking.range.endAt),
    createdAt: now,
    calendarSequence: 0,
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone,
    serviceName: booking.service.name,
    servicePrice: booking.service.price,
    serviceCurrency: booking.service.currency,
    serviceDuration: booking.service.duration,
    cancellationReason: null,
    cancelledAt: null,
    // The client row is found or made by the write statement itself: unknown here.
    clientId: null,
    clientConfirmedAt: null,
    petName: placement.petName,
    petSpecies: placement.petSpecies as BookingSummary['petSpecies'],
    reason: placement.reason,
    timeZone: context.timeZone,
  };
  const reminderOffsets = newBookingReminderOffsets(deps, summary, now);
  return { id, booking: { ...booking, client }, manageToken: manage.token, summary, reminderOffsets };
}
