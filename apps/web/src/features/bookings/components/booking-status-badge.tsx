import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Status colours; an unknown status shows as it came, in grey. */
const STATUS_TONES: Record<string, BadgeTone> = {
  CONFIRMED: 'success',
  PENDING: 'warning',
  COMPLETED: 'info',
  NO_SHOW: 'accent',
  CANCELLED: 'error',
};

export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{bookingStatusLabel(status)}</Badge>;
}
