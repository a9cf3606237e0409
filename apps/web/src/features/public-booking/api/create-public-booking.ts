import {
  type CreatePublicBookingInput,
  PublicBookingResultSchema,
} from '@citavet/domain/bookings/public-booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isAnyHost } from '../booking-flow/any-host';
import { publicBookingKeys } from './public-booking-query-keys';

export interface CreatePublicBookingRequest {
  payload: CreatePublicBookingInput;
  /** One per attempt, the same on a retry of that attempt: the API then answers once. */
  idempotencyKey: string;
}

export async function createPublicBooking({ payload, idempotencyKey }: CreatePublicBookingRequest) {
  // 'Cualquier profesional': no schedule and no host; the server chooses a free one (decision 054).
  const { serviceScheduleId: _schedule, hostId, ...anyHostBody } = payload;
  const isAny = isAnyHost(hostId);
  const { data, message } = await apiClient.post(isAny ? '/bookings/public/any-host' : '/bookings/public', {
    body: isAny ? anyHostBody : payload,
    schema: PublicBookingResultSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { booking: data.booking, message };
}

/**
 * POST /bookings/public. Success or failure, the host's times are fetched again: one of them is
 * taken now. The times on no screen are dropped rather than marked stale, so going back to book
 * again waits for the fresh ones instead of offering, for a moment, the time just taken.
 */
export function useCreatePublicBooking(target: { spaceId: string; serviceId: string; hostId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublicBooking,
    onSettled: () => {
      const queryKey = publicBookingKeys.hostSlots(target.spaceId, target.serviceId, target.hostId);
      queryClient.removeQueries({ queryKey, type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A random UUID v4; crypto.randomUUID only exists on secure origins, getRandomValues everywhere. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
