import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { CalendarCheck, Clock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDayAndMonth } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';

interface AgendaSummaryCardsProps {
  bookings: readonly Booking[];
  today: LocalDate;
  now: number;
  timeZone: string;
  onOpenBooking: (booking: Booking) => void;
}

/** The 'Hoy' and 'Próxima Cita' cards beside the daily view. */
export function AgendaSummaryCards({
  bookings,
  today,
  now,
  timeZone,
  onOpenBooking,
}: AgendaSummaryCardsProps) {
  const active = bookings.filter((booking) => booking.status !== 'CANCELLED');
  const todayCount = active.filter((booking) => bookingDate(booking, timeZone) === today).length;
  const next = active
    .filter((booking) => Date.parse(booking.startTime) > now)
    .sort((first, second) => Date.parse(first.startTime) - Date.parse(second.startTime))[0];
  const nextDate = next ? bookingDate(next, timeZone) : null;

  return (
    <div className="grid gap-3">
      <Card className="flex items-center gap-3 p-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-tint text-primary">
          <CalendarCheck className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-sm font-medium text-slate-600">Hoy</h2>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">
            {todayCount}{' '}
            <span className="text-sm font-normal text-slate-600">{todayCount === 1 ? 'cita' : 'citas'}</span>
          </p>
        </div>
      </Card>
      <Card className="p-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-coral/15 text-orange-800">
            <Clock className="size-5" aria-hidden />
          </span>
          <h2 className="text-sm font-medium text-slate-600">Próxima Cita</h2>
        </div>
        {next && nextDate ? (
          <button
            type="button"
            onClick={() => onOpenBooking(next)}
            className="mt-3 w-full cursor-pointer rounded-control border border-slate-200 p-3 text-left hover:border-primary/50 hover:bg-slate-50"
          >
            <span className="block truncate font-semibold text-slate-900">{next.client.name}</span>
            <span className="block truncate text-sm text-slate-600">{next.service.name}</span>
            <span className="mt-1 block text-sm font-medium text-primary tabular-nums">
              {nextDate === today ? 'Hoy' : formatDayAndMonth(nextDate)} ·{' '}
              {formatTime(next.startTime, timeZone)}
            </span>
          </button>
        ) : (
          <p className="mt-3 text-sm text-slate-500">Sin próximas citas este mes</p>
        )}
      </Card>
    </div>
  );
}
