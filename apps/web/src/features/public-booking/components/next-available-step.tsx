import { PUBLIC_MESSAGES, type PublicSlot } from '@citavet/domain/public/public-space.schema';
import { CalendarDays, CalendarX2, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-error';
import { type HostSlotsTarget, useNextAvailable } from '../api/get-next-available';
import { formatShortLocalDate, relativeDayLabel, todayInZone } from '../booking-flow/slot-labels';
import { choiceClasses } from './service-step';
import { SlotLoading } from './slot-loading';
import { TimeZoneNotice } from './time-zone-notice';

interface NextAvailableStepProps {
  target: HostSlotsTarget;
  timeZone: string;
  onSelectSlot: (slot: PublicSlot) => void;
  onShowCalendar: () => void;
}

function CalendarButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="outline"
      isFullWidth
      onClick={onClick}
      icon={<CalendarDays className="size-4" aria-hidden />}
    >
      Ver calendario completo
    </Button>
  );
}

/** Step 3: the next free times ('Hoy', 'Mañana', a weekday or a date) and the way to the calendar. */
export function NextAvailableStep({
  target,
  timeZone,
  onSelectSlot,
  onShowCalendar,
}: NextAvailableStepProps) {
  const nextQuery = useNextAvailable(target);
  useEffect(() => {
    // A slot failure is logged, and the page shows it too, with a retry.
    if (nextQuery.error) console.error(PUBLIC_MESSAGES.nextAvailableFailed, nextQuery.error);
  }, [nextQuery.error]);

  if (nextQuery.isPending) return <SlotLoading />;
  if (nextQuery.isError) {
    return (
      <ErrorState
        title={PUBLIC_MESSAGES.nextAvailableFailed}
        message={getErrorMessage(nextQuery.error, PUBLIC_MESSAGES.unknownError)}
        onRetry={() => void nextQuery.refetch()}
        isRetrying={nextQuery.isFetching}
      />
    );
  }

  const slots = nextQuery.data.availableSlots;
  if (slots.length === 0) {
    return (
      <EmptyState
        icon={CalendarX2}
        title="Sin horarios disponibles"
        description="No hay horarios libres en los próximos 30 días. Consulta el calendario para ver otras fechas."
        action={<CalendarButton onClick={onShowCalendar} />}
      />
    );
  }

  const today = todayInZone(Date.now(), timeZone);
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-medium text-slate-700">Próximos horarios disponibles</h3>
      <ul className="space-y-3">
        {slots.map((slot) => {
          const dayLabel = relativeDayLabel(slot.date, today);
          const dateLabel = formatShortLocalDate(slot.date);
          return (
            <li key={slot.startAt}>
              <button
                type="button"
                className={choiceClasses}
                onClick={() => onSelectSlot(slot)}
                aria-label={`${dayLabel}, ${dateLabel}, ${slot.startTime}`}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{dayLabel}</span>
                  {dayLabel !== dateLabel && (
                    <span className="block text-sm text-slate-500">{dateLabel}</span>
                  )}
                </span>
                <span className="rounded-control bg-primary-tint px-3 py-1.5 font-semibold text-primary-hover tabular-nums">
                  {slot.startLabel ?? slot.startTime}
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-slate-400 group-hover:text-primary"
                  aria-hidden
                />
              </button>
            </li>
          );
        })}
      </ul>
      <CalendarButton onClick={onShowCalendar} />
      <TimeZoneNotice timeZone={timeZone} />
    </div>
  );
}
