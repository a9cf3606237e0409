import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayClosure } from '@citavet/domain/disabled-dates/day-closures';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import { formatWallTime } from '@citavet/domain/time/zoned-time';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { hiddenSlotStarts, layoutDayBookings } from '../utils/appointment-layout';
import { SLOT_MINUTES } from '../utils/working-hours';
import { BookingBlock } from './booking-block';
import { ClosureBands } from './closure-bands';
import { OverrideBands } from './override-bands';

export interface DayColumnProps {
  bookings: readonly Booking[];
  timeZone: string;
  startMinutes: number;
  endMinutes: number;
  pixelsPerMinute: number;
  /** Slots that start before this minute of the day cannot be booked (the past). */
  firstBookableMinute: number;
  onSlotClick: (startTime: string) => void;
  onBookingClick: (booking: Booking) => void;
  /** Read out with each slot: 'Nueva cita el lunes 9 de marzo a las 09:30'. */
  slotLabelPrefix: string;
  /** Closures and absences of the day, drawn as shaded bands under the appointments. */
  closures?: readonly DayClosure[] | undefined;
  /** Extra openings and changed hours of the day, drawn as tinted bands (decision 047). */
  overrides?: readonly DayOverride[] | undefined;
  /** A narrow column: the bands keep their reason for hover and screen readers. */
  isCompact?: boolean;
  /** Now (ms): blocks of patients in the waiting room say how long they have waited. */
  now?: number;
}

const MINIMUM_BLOCK_PIXELS = 22;

/** One day of a time grid: a clickable 30-minute slot per row, bookings laid out side by side. */
export function DayColumn({
  bookings,
  timeZone,
  startMinutes,
  endMinutes,
  pixelsPerMinute,
  firstBookableMinute,
  onSlotClick,
  onBookingClick,
  slotLabelPrefix,
  closures = [],
  overrides = [],
  isCompact = false,
  now,
}: DayColumnProps) {
  const placed = useMemo(() => layoutDayBookings(bookings, timeZone), [bookings, timeZone]);
  const isShowingHost = new Set(bookings.map((booking) => booking.host.id)).size > 1;
  const slotStarts: number[] = [];
  for (let minute = startMinutes; minute < endMinutes; minute += SLOT_MINUTES) slotStarts.push(minute);
  const hidden = hiddenSlotStarts(placed, slotStarts, SLOT_MINUTES, pixelsPerMinute);

  return (
    <div className="relative" style={{ height: (endMinutes - startMinutes) * pixelsPerMinute }}>
      {slotStarts.map((minute) => (
        <SlotRow
          key={minute}
          minute={minute}
          top={(minute - startMinutes) * pixelsPerMinute}
          height={SLOT_MINUTES * pixelsPerMinute}
          isBookable={minute >= firstBookableMinute}
          isHidden={hidden.has(minute)}
          label={`${slotLabelPrefix} a las ${formatWallTime(minute)}`}
          onClick={() => onSlotClick(formatWallTime(minute))}
        />
      ))}
      <OverrideBands
        overrides={overrides}
        startMinutes={startMinutes}
        endMinutes={endMinutes}
        pixelsPerMinute={pixelsPerMinute}
        isCompact={isCompact}
      />
      <ClosureBands
        closures={closures}
        startMinutes={startMinutes}
        endMinutes={endMinutes}
        pixelsPerMinute={pixelsPerMinute}
        isCompact={isCompact}
      />
      {placed.map((item) => {
        const top = (item.startMinutes - startMinutes) * pixelsPerMinute;
        const height = Math.max(
          (item.endMinutes - item.startMinutes) * pixelsPerMinute,
          MINIMUM_BLOCK_PIXELS,
        );
        const width = 100 / item.columnCount;
        return (
          <BookingBlock
            key={item.booking.id}
            booking={item.booking}
            timeZone={timeZone}
            isCompact={height < 44}
            isShowingHost={isShowingHost}
            onOpen={onBookingClick}
            now={now}
            style={{
              top: top + 1,
              height: height - 2,
              left: `calc(${item.column * width}% + 2px)`,
              width: `calc(${width}% - 4px)`,
            }}
          />
        );
      })}
    </div>
  );
}

interface SlotRowProps {
  minute: number;
  top: number;
  height: number;
  isBookable: boolean;
  /** Under a booking that hides it, the row is only the grid's line (the booking is the target). */
  isHidden: boolean;
  label: string;
  onClick: () => void;
}

/** One 30-minute row: a button that books it, or a plain line in the past or under a booking. */
function SlotRow({ minute, top, height, isBookable, isHidden, label, onClick }: SlotRowProps) {
  const rowStyle = { top, height };
  const rowLine = minute % 60 === 0 ? 'border-slate-200' : 'border-dashed border-slate-100';
  if (isHidden) {
    return <div aria-hidden className={clsx('absolute inset-x-0 border-t', rowLine)} style={rowStyle} />;
  }
  return (
    <button
      type="button"
      disabled={!isBookable}
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'group absolute inset-x-0 flex items-start justify-end border-t px-2 pt-1 text-left',
        rowLine,
        isBookable
          ? 'cursor-pointer hover:bg-primary-tint/40 focus-visible:bg-primary-tint/40'
          : 'cursor-default bg-slate-50/70',
      )}
      style={rowStyle}
    >
      {isBookable && (
        <Plus
          className="size-4 text-primary opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden
        />
      )}
    </button>
  );
}
