import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { CalendarPlus, CalendarX2, Printer } from 'lucide-react';
import { ClosureList } from '@/components/closure-list';
import { OverrideList } from '@/components/override-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { formatLongDate } from '@/lib/format-local-date';
import type { SpaceClock } from '../utils/use-space-clock';
import { firstBookableMinute, type MinuteRange } from '../utils/working-hours';
import { DayTimeline } from './day-timeline';
import { type HostColumn, HostColumnsTimeline } from './host-columns-timeline';

function dayBadge(date: LocalDate, today: LocalDate): { label: string; tone: BadgeTone } {
  if (date === today) return { label: 'Hoy', tone: 'primary' };
  return date > today ? { label: 'Fecha futura', tone: 'info' } : { label: 'Fecha pasada', tone: 'neutral' };
}

/** 'N citas programadas': cancelled appointments are not on the programme. */
export function scheduledCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'cita programada' : 'citas programadas'}`;
}

interface DayHeaderProps {
  selectedDate: LocalDate;
  today: LocalDate;
  scheduledCount: number;
  hasCancelled: boolean;
  isShowingCancelled: boolean;
  onShowCancelledChange: (isShowing: boolean) => void;
  onPrint?: () => void;
  isPrinting?: boolean;
  /** Absent for a past day: nothing can be booked there. */
  onNewAppointment?: () => void;
}

/** The day's title and how many appointments it has, with its actions: cancelled, print, new. */
export function DayHeader({
  selectedDate,
  today,
  scheduledCount,
  hasCancelled,
  isShowingCancelled,
  onShowCancelledChange,
  onPrint,
  isPrinting,
  onNewAppointment,
}: DayHeaderProps) {
  const badge = dayBadge(selectedDate, today);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-4 py-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900">{formatLongDate(selectedDate)}</h2>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-slate-600 tabular-nums">{scheduledCountLabel(scheduledCount)}</p>
      </div>
      <div className="ml-auto flex items-center gap-3">
        {hasCancelled && (
          <span className="flex items-center gap-2">
            <Switch
              id="mostrar-canceladas"
              checked={isShowingCancelled}
              onCheckedChange={onShowCancelledChange}
            />
            <label htmlFor="mostrar-canceladas" className="text-sm text-slate-700">
              Mostrar canceladas
            </label>
          </span>
        )}
        {onPrint && (
          <Button
            size="sm"
            variant="outline"
            icon={<Printer className="size-4" aria-hidden />}
            isLoading={isPrinting}
            onClick={onPrint}
          >
            Imprimir
          </Button>
        )}
        {onNewAppointment && (
          <Button size="sm" icon={<CalendarPlus className="size-4" aria-hidden />} onClick={onNewAppointment}>
            Nueva Cita
          </Button>
        )}
      </div>
    </div>
  );
}

interface DayNoticesProps {
  closures: readonly DayClosure[];
  overrides: readonly DayOverride[];
  isEmpty: boolean;
  canCreate: boolean;
}

/** The day's changed hours and closures, and a word when it has no appointments. */
export function DayNotices({ closures, overrides, isEmpty, canCreate }: DayNoticesProps) {
  return (
    <>
      {(closures.length > 0 || overrides.length > 0) && (
        <div className="space-y-1 border-b border-slate-100 px-4 py-3">
          <OverrideList overrides={overrides} />
          <ClosureList closures={closures} />
        </div>
      )}
      {isEmpty && (
        <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <CalendarX2 className="size-5 shrink-0 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">No hay citas programadas</span>
            {canCreate && ' · Haz clic en un horario libre para crear una cita.'}
          </p>
        </div>
      )}
    </>
  );
}

interface DayGridProps {
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  shown: readonly Booking[];
  hours: MinuteRange;
  closures: DayClosure[];
  overrides: DayOverride[];
  hosts?: readonly HostColumn[];
  hostClosuresOf?: (date: LocalDate, hostId: string) => DayClosure[];
  hostOverridesOf?: (date: LocalDate, hostId: string) => DayOverride[];
  onNewAppointment: (date: LocalDate, startTime?: string) => void;
  onNewAppointmentFor?: (date: LocalDate, startTime: string, hostId: string) => void;
  onOpenBooking: (booking: Booking) => void;
}

/** The day's timeline: one column per professional when several are shown, else one. */
export function DayGrid(props: DayGridProps) {
  const { selectedDate, clock, timeZone, shown, hours, closures, overrides } = props;
  const isToday = selectedDate === clock.today;
  const isColumns = (props.hosts?.length ?? 0) > 1;
  return isColumns ? (
    <HostColumnsTimeline
      hosts={props.hosts ?? []}
      bookings={shown}
      timeZone={timeZone}
      hours={hours}
      nowMinutes={isToday ? clock.minutesOfDay : null}
      now={clock.now}
      firstBookableMinute={firstBookableMinute(selectedDate, clock)}
      slotLabelPrefix={`Nueva cita el ${formatLongDate(selectedDate)}`}
      onSlotClick={(startTime, hostId) =>
        props.onNewAppointmentFor
          ? props.onNewAppointmentFor(selectedDate, startTime, hostId)
          : props.onNewAppointment(selectedDate, startTime)
      }
      onBookingClick={props.onOpenBooking}
      closuresOf={(hostId) => props.hostClosuresOf?.(selectedDate, hostId) ?? closures}
      overridesOf={(hostId) => props.hostOverridesOf?.(selectedDate, hostId) ?? overrides}
    />
  ) : (
    <DayTimeline
      bookings={shown}
      timeZone={timeZone}
      hours={hours}
      nowMinutes={isToday ? clock.minutesOfDay : null}
      firstBookableMinute={firstBookableMinute(selectedDate, clock)}
      slotLabelPrefix={`Nueva cita el ${formatLongDate(selectedDate)}`}
      onSlotClick={(startTime) => props.onNewAppointment(selectedDate, startTime)}
      onBookingClick={props.onOpenBooking}
      closures={closures}
      overrides={overrides}
      now={clock.now}
    />
  );
}
