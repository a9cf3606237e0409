import { MILLISECONDS_PER_MINUTE } from '../time/civil-calendar';
import type { TimeRange } from './time-range';

// A service's buffers (cleaning, preparing surgery) keep the professional busy before and after the
// appointment; the client only ever sees the appointment. Overlaps are judged on the buffered range,
// here and in the database (bookings.busy_start_at / busy_end_at, decision 046).

export type ServiceBuffers = { bufferBefore?: number | null; bufferAfter?: number | null };

/** The instants the professional is busy for an appointment of the service. */
export function bufferedRange(range: TimeRange, buffers: ServiceBuffers): TimeRange {
  return {
    startAt: range.startAt - (buffers.bufferBefore ?? 0) * MILLISECONDS_PER_MINUTE,
    endAt: range.endAt + (buffers.bufferAfter ?? 0) * MILLISECONDS_PER_MINUTE,
  };
}
