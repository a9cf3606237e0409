import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { MinuteRange } from '../utils/working-hours';
import { CurrentTimeLine } from './current-time-line';
import { DayColumn } from './day-column';
import { TimeGutter } from './time-gutter';
import { DAILY_PIXELS_PER_MINUTE, useScrollToNow } from './use-scroll-to-now';

export type HostColumn = { id: string; name: string };

interface HostColumnsTimelineProps {
  hosts: readonly HostColumn[];
  bookings: readonly Booking[];
  timeZone: string;
  hours: MinuteRange;
  nowMinutes: number | null;
  now: number;
  firstBookableMinute: number;
  slotLabelPrefix: string;
  onSlotClick: (startTime: string, hostId: string) => void;
  onBookingClick: (booking: Booking) => void;
  /** The closures and absences that concern one host (the clinic's apply to every column). */
  closuresOf: (hostId: string) => DayClosure[];
  overridesOf: (hostId: string) => DayOverride[];
}

/**
 * The day of several professionals side by side: one time gutter, one column per professional with
 * their name on top (sticky while scrolling), so the front desk sees who is free at a glance.
 */
export function HostColumnsTimeline({ hosts, hours, nowMinutes, ...props }: HostColumnsTimelineProps) {
  const { scrollRef, isShowingNow } = useScrollToNow(hours, nowMinutes, props.slotLabelPrefix);

  return (
    <div
      ref={scrollRef}
      className="max-h-[36rem] overflow-auto overscroll-contain"
      data-testid="agenda-dia-profesionales"
    >
      <div className="flex min-w-fit">
        <div className="sticky left-0 z-30 bg-white pt-10">
          <TimeGutter
            startMinutes={hours.startMinutes}
            endMinutes={hours.endMinutes}
            pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
          />
        </div>
        {hosts.map((host) => {
          const ofHost = props.bookings.filter((booking) => booking.host.id === host.id);
          const scheduled = ofHost.filter((booking) => booking.status !== 'CANCELLED').length;
          return (
            <section
              key={host.id}
              aria-label={`Agenda de ${host.name}`}
              className="relative min-w-44 flex-1 border-l border-slate-200"
            >
              <h3 className="sticky top-0 z-20 flex h-10 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-2 text-sm font-semibold text-slate-900 backdrop-blur">
                <span className="truncate">{host.name}</span>
                <span className="shrink-0 text-xs font-normal text-slate-500 tabular-nums">
                  {scheduled} {scheduled === 1 ? 'cita' : 'citas'}
                </span>
              </h3>
              <div className="relative">
                <DayColumn
                  bookings={ofHost}
                  timeZone={props.timeZone}
                  startMinutes={hours.startMinutes}
                  endMinutes={hours.endMinutes}
                  pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
                  firstBookableMinute={props.firstBookableMinute}
                  slotLabelPrefix={`${props.slotLabelPrefix} con ${host.name}`}
                  onSlotClick={(startTime) => props.onSlotClick(startTime, host.id)}
                  onBookingClick={props.onBookingClick}
                  closures={props.closuresOf(host.id)}
                  overrides={props.overridesOf(host.id)}
                  now={props.now}
                />
                {isShowingNow && nowMinutes !== null && (
                  <CurrentTimeLine
                    minutesOfDay={nowMinutes}
                    startMinutes={hours.startMinutes}
                    pixelsPerMinute={DAILY_PIXELS_PER_MINUTE}
                  />
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
