import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import { Badge } from '@/components/ui/badge';
import { statusColors } from '@/lib/booking-status-colors';

/** A booking's status in its colour; an unknown status shows as it came, in grey. */
export function BookingStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={statusColors(status).tone} className={className}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Estado: </span>
      {bookingStatusLabel(status)}
    </Badge>
  );
}
