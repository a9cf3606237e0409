import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { formatLongDate } from '@/lib/format-local-date';
import { isSameSlot, SlotButton } from './slot-button';

interface DaySlotsProps {
  date: string | null;
  slots: readonly PublicSlot[];
  selectedSlot: PublicSlot | null;
  onSelect: (slot: PublicSlot) => void;
}

/** The free times of the chosen day, in order ('Sin horarios disponibles' when none). */
export function DaySlots({ date, slots, selectedSlot, onSelect }: DaySlotsProps) {
  return (
    <section aria-labelledby="horarios-del-dia">
      <h3 id="horarios-del-dia" className="text-sm font-semibold text-slate-900">
        {date ? formatLongDate(date) : 'Horarios del día'}
      </h3>
      {slots.length === 0 ? (
        <p className="mt-3 rounded-control border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          Sin horarios disponibles
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-3">
          {slots.map((slot) => (
            <SlotButton
              key={slot.startAt}
              slot={slot}
              isSelected={isSameSlot(selectedSlot, slot)}
              onSelect={onSelect}
              label={`${formatLongDate(slot.date)}, ${slot.startTime}`}
            >
              <span className="font-semibold">{slot.startTime}</span>
            </SlotButton>
          ))}
        </div>
      )}
    </section>
  );
}
