import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-local-date';

export const FIRST_SLOTS_SHOWN = 4;

interface DaySlotsProps {
  date: string;
  /** Sorted by start. */
  slots: PublicSlot[];
  onSelectSlot: (slot: PublicSlot) => void;
}

/** The times of the chosen day: the first four, then 'Ver más horarios' for the rest. */
export function DaySlots({ date, slots, onSelectSlot }: DaySlotsProps) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? slots : slots.slice(0, FIRST_SLOTS_SHOWN);
  const title = formatLongDate(date);

  return (
    <section aria-label={`Horarios del ${title}`} className="space-y-3">
      <h3 className="text-sm font-medium text-slate-700 first-letter:uppercase">{title}</h3>
      {slots.length === 0 ? (
        <p className="flex items-center gap-2 rounded-control bg-slate-50 px-3 py-3 text-sm text-slate-600">
          <CalendarX2 className="size-4 text-slate-400" aria-hidden />
          Sin horarios disponibles
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {shown.map((slot) => (
              <li key={slot.startAt}>
                <button
                  type="button"
                  onClick={() => onSelectSlot(slot)}
                  aria-label={`${slot.startLabel ?? slot.startTime} a ${slot.endTime}`}
                  className="w-full cursor-pointer rounded-control border border-slate-200 bg-white px-2 py-2.5 text-sm font-semibold text-slate-800 tabular-nums transition-colors hover:border-primary hover:bg-primary-tint hover:text-primary-hover"
                >
                  {slot.startLabel ?? slot.startTime}
                </button>
              </li>
            ))}
          </ul>
          {!isShowingAll && slots.length > FIRST_SLOTS_SHOWN && (
            <Button variant="ghost" size="sm" onClick={() => setIsShowingAll(true)}>
              Ver más horarios
            </Button>
          )}
        </>
      )}
    </section>
  );
}
