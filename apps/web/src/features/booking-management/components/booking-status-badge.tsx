import { BOOKING_STATUS_LABELS, type BookingStatus } from '@citavet/domain/bookings/booking-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

// Status colours: confirmed green, pending amber, completed blue, cancelled red; no-show
// coral.
const statusTones: Record<BookingStatus, BadgeTone> = {
  CONFIRMED: 'success',
  PENDING: 'warning',
  CHECKED_IN: 'primary',
  IN_CONSULTATION: 'primary',
  COMPLETED: 'info',
  NO_SHOW: 'accent',
  CANCELLED: 'error',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge tone={statusTones[status]} className="text-sm">
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Estado: </span>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
