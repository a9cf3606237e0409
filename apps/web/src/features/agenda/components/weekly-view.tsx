import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import { addDays, type LocalDate } from '@citavet/domain/time/zoned-time';
import { Card } from '@/components/ui/card';
import { formatDayAndMonth } from '@/lib/format-local-date';
import { weekDates } from '../utils/agenda-dates';
import { PeriodNavigation } from './period-navigation';
import { TimeGutter } from './time-gutter';
import { useWeekGrid, type WeekGridInput } from './use-week-grid';
import { WEEKLY_PIXELS_PER_MINUTE, WeekDayColumn, WeekDayHeader } from './weekly-view-sections';

interface WeeklyViewProps extends Omit<WeekGridInput, 'dates'> {
  onSelectDate: (date: LocalDate) => void;
  /** A day header was chosen: show that day in the daily view. */
  onOpenDay: (date: LocalDate) => void;
  onNewAppointment: (date: LocalDate, startTime?: string) => void;
  onOpenBooking: (booking: Booking) => void;
  closuresOf?: (date: LocalDate) => DayClosure[];
}

/** Seven day columns, Monday first, across the week's working hours. */
export function WeeklyView(props: WeeklyViewProps) {
  const { selectedDate, clock, timeZone, onSelectDate, onOpenDay, onNewAppointment, onOpenBooking } = props;
  const dates = weekDates(selectedDate);
  const { byDate, hours, scroller } = useWeekGrid({ ...props, dates });
  const first = dates[0] ?? selectedDate;
  const last = dates[6] ?? selectedDate;

  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-3">
        <PeriodNavigation
          label={`${formatDayAndMonth(first)} – ${formatDayAndMonth(last)} ${last.slice(0, 4)}`}
          previousLabel="Semana anterior"
          nextLabel="Semana siguiente"
          onPrevious={() => onSelectDate(addDays(selectedDate, -7))}
          onNext={() => onSelectDate(addDays(selectedDate, 7))}
        />
      </div>
      <div className="overflow-x-auto">
        <div className="min-w-[48rem]">
          <div className="flex border-b border-slate-200">
            <div className="w-14 shrink-0" />
            {dates.map((date) => (
              <WeekDayHeader
                key={date}
                date={date}
                selectedDate={selectedDate}
                today={clock.today}
                count={byDate.get(date)?.length ?? 0}
                onOpen={() => onOpenDay(date)}
              />
            ))}
          </div>
          <div ref={scroller} data-testid="week-grid" className="max-h-[36rem] overflow-y-auto pt-2">
            <div className="flex">
              <TimeGutter
                startMinutes={hours.startMinutes}
                endMinutes={hours.endMinutes}
                pixelsPerMinute={WEEKLY_PIXELS_PER_MINUTE}
                stepMinutes={60}
              />
              {dates.map((date) => (
                <WeekDayColumn
                  key={date}
                  date={date}
                  clock={clock}
                  timeZone={timeZone}
                  hours={hours}
                  bookings={byDate.get(date) ?? []}
                  onNewAppointment={onNewAppointment}
                  onOpenBooking={onOpenBooking}
                  closuresOf={props.closuresOf}
                  overridesOf={props.overridesOf}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
