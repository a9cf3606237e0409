import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import type { CreatePublicBookingInput } from '@citavet/domain/bookings/public-booking.schema';
import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { addMinutesToWallTime } from './booking-format';

export interface ClientInfoValues {
  name: string;
  email: string;
  phone?: string | null | undefined;
  /** The honeypot: empty for people. */
  website: string;
}

interface PayloadInput {
  spaceId: string;
  serviceId: string;
  hostId: string;
  serviceDuration: number;
  slot: Pick<PublicSlot, 'date' | 'startTime' | 'endTime' | 'scheduleId'> &
    Partial<Pick<PublicSlot, 'startAt' | 'endAt'>>;
  clientInfo: ClientInfoValues;
  /** The animal and why it comes (decision 030). */
  pet?: BookingPet | undefined;
  reason?: string | null | undefined;
}

export type PayloadResult = { ok: true; payload: CreatePublicBookingInput } | { ok: false };

/**
 * POST /bookings/public's body. Times are the slot's instants (ISO UTC) when it has them: a slot may
 * end after local midnight (23:30–00:30) or start in the hour a fall-back night repeats, which a wall
 * time cannot say (decision 046). Otherwise they are the clinic's wall clock, 'YYYY-MM-DDTHH:MM',
 * which the API reads in the space's zone. A slot without a schedule id cannot be booked;
 * a slot without an end lasts the service's duration.
 */
export function buildPublicBookingPayload(input: PayloadInput): PayloadResult {
  const { slot } = input;
  if (!slot.scheduleId) return { ok: false };
  const endTime = slot.endTime || addMinutesToWallTime(slot.startTime, input.serviceDuration);
  return {
    ok: true,
    payload: {
      spaceId: input.spaceId,
      serviceScheduleId: slot.scheduleId,
      serviceId: input.serviceId,
      hostId: input.hostId,
      startTime: slot.startAt && slot.endAt ? slot.startAt : `${slot.date}T${slot.startTime}`,
      endTime: slot.startAt && slot.endAt ? slot.endAt : `${slot.date}T${endTime}`,
      clientInfo: {
        name: input.clientInfo.name,
        email: input.clientInfo.email,
        phone: input.clientInfo.phone || null,
        website: input.clientInfo.website,
      },
      ...(input.pet ? { pet: input.pet } : {}),
      reason: input.reason || null,
    },
  };
}
