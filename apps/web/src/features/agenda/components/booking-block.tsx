import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { bookingStatusLabel, waitLabel } from '@citavet/domain/bookings/booking-status';
import { clsx } from 'clsx';
import { CheckCheck } from 'lucide-react';
import type { CSSProperties } from 'react';
import { OUTSIDE_SCHEDULE_LABEL, OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { statusColors } from '@/lib/booking-status-colors';
import { formatTime } from '@/lib/formatters';
import { BookingPetTag, petLabel } from './booking-pet-tag';

interface BookingBlockProps {
  booking: Booking;
  timeZone: string;
  style: CSSProperties;
  /** Short blocks show one line. */
  isCompact: boolean;
  /** Several agendas are shown together: say whose appointment this is. */
  isShowingHost: boolean;
  onOpen: (booking: Booking) => void;
  /** Now (ms), for the wait of a checked-in patient; absent: no wait shown. */
  now?: number | undefined;
}

/** The agenda's word for a booking whose client pressed 'Confirmar asistencia' in a reminder. */
export const CLIENT_CONFIRMED_LABEL = 'Confirmada por el cliente';

/** One appointment on a day grid; opens its detail. */
export function BookingBlock({
  booking,
  timeZone,
  style,
  isCompact,
  isShowingHost,
  onOpen,
  now,
}: BookingBlockProps) {
  const start = formatTime(booking.startTime, timeZone);
  const end = formatTime(booking.endTime, timeZone);
  const wait = now === undefined ? null : waitLabel(booking, now);
  return (
    <button
      type="button"
      style={style}
      onClick={() => onOpen(booking)}
      aria-label={`${start}–${end} ${booking.client.name}${petLabel(booking.pet)}, ${booking.service.name}${isShowingHost ? `, ${booking.host.name}` : ''} (${bookingStatusLabel(booking.status)}${wait ? `, ${wait}` : ''}${booking.clientConfirmedAt ? `, ${CLIENT_CONFIRMED_LABEL}` : ''})${booking.isOutsideSchedule ? `, ${OUTSIDE_SCHEDULE_LABEL}` : ''}`}
      className={clsx(
        'absolute z-10 cursor-pointer overflow-hidden rounded-md border-l-4 px-2 text-left text-xs text-slate-900 shadow-xs',
        'transition-colors focus-visible:z-20',
        isCompact ? 'flex items-center gap-1.5 py-0.5' : 'py-1',
        statusColors(booking.status).block,
      )}
    >
      <span className="inline-flex shrink-0 items-center gap-1 font-semibold tabular-nums">
        {start}
        {wait && (
          // On the time's line, so a half-hour block still shows the owner, the pet and the service.
          <span className="shrink-0 rounded bg-white/80 px-1 font-semibold text-primary" data-testid="espera">
            {wait}
          </span>
        )}
        {booking.clientConfirmedAt && (
          <CheckCheck className="size-3.5 text-emerald-700" aria-hidden data-testid="client-confirmed" />
        )}
      </span>
      {booking.isOutsideSchedule &&
        (isCompact ? (
          <OutsideScheduleBadge variant="icon" />
        ) : (
          <OutsideScheduleBadge className="ml-1 align-text-bottom" />
        ))}
      {isCompact && <BookingPetTag pet={booking.pet} variant="compact" />}
      {isCompact ? (
        <span className="truncate font-medium">{booking.client.name}</span>
      ) : (
        // The owner and the animal share a line, so a half-hour block still shows the service.
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-medium">{booking.client.name}</span>
          <BookingPetTag pet={booking.pet} variant="block" />
        </span>
      )}
      {!isCompact && (
        <span className="block truncate text-slate-600">
          {booking.service.name}
          {isShowingHost && ` · ${booking.host.name}`}
        </span>
      )}
    </button>
  );
}
