import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format-local-date';
import { NEXT_SLOTS_LIMIT, useNextSlots } from '../api/get-next-slots';
import type { SlotOwner } from '../api/slots-request';
import { slotDayLabel } from '../booking-dates';
import { isSameSlot, SlotButton } from './slot-button';

interface NextSlotsProps {
  owner: SlotOwner;
  selectedSlot: PublicSlot | null;
  onSelect: (slot: PublicSlot) => void;
}

/** The soonest free times, one tap away; the calendar below covers everything else. */
export function NextSlots({ owner, selectedSlot, onSelect }: NextSlotsProps) {
  const nextSlots = useNextSlots(owner);
  return (
    <section aria-labelledby="proximos-horarios">
      <h3 id="proximos-horarios" className="text-sm font-semibold text-slate-900">
        Próximos horarios disponibles
      </h3>
      <div className="mt-3">
        {nextSlots.isPending && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-hidden>
            {Array.from({ length: NEXT_SLOTS_LIMIT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
              <Skeleton key={index} className="h-14 rounded-control" />
            ))}
          </div>
        )}
        {nextSlots.isError && (
          <Alert kind="error">
            <span className="flex flex-wrap items-center justify-between gap-2">
              Error al obtener próxima disponibilidad
              <Button size="sm" variant="outline" onClick={() => nextSlots.refetch()}>
                Reintentar
              </Button>
            </span>
          </Alert>
        )}
        {nextSlots.isSuccess && nextSlots.data.length === 0 && (
          <p className="text-sm text-slate-600">
            No hay horarios libres en los próximos 30 días. Prueba con un mes posterior en el calendario.
          </p>
        )}
        {nextSlots.isSuccess && nextSlots.data.length > 0 && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {nextSlots.data.map((slot) => (
              <SlotButton
                key={slot.startAt}
                slot={slot}
                isSelected={isSameSlot(selectedSlot, slot)}
                onSelect={onSelect}
                label={`${formatLongDate(slot.date)}, ${slot.startTime}`}
              >
                <span className="text-xs opacity-80">{slotDayLabel(slot)}</span>
                <span className="font-semibold">{slot.startTime}</span>
              </SlotButton>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
