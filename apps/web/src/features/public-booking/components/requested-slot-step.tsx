import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAvailableSlots } from '../api/get-available-slots';
import type { HostSlotsTarget } from '../api/get-next-available';
import { todayInZone } from '../booking-flow/slot-labels';

interface RequestedSlotStepProps {
  target: HostSlotsTarget;
  timeZone: string;
  /** The start the link asked for, ISO UTC. */
  startAt: string;
  onFound: (slot: PublicSlot) => void;
  onMissing: (date: string, isGone: boolean) => void;
}

/**
 * A directory link's start (decision 063), checked against the engine's answer for its day: still
 * offered, the form opens with it; taken meanwhile (or past), the calendar opens on that day and says
 * so; the times could not be read, the calendar opens there and shows its own error and retry.
 */
export function RequestedSlotStep({ target, timeZone, startAt, onFound, onMissing }: RequestedSlotStepProps) {
  const date = todayInZone(Date.parse(startAt), timeZone);
  const slotsQuery = useAvailableSlots(target, { fromDate: date, toDate: date });
  const slotsByDate = slotsQuery.isPlaceholderData ? undefined : slotsQuery.data?.slotsByDate;
  const isError = slotsQuery.isError;

  useEffect(() => {
    if (isError) {
      onMissing(date, false);
      return;
    }
    if (!slotsByDate) return;
    const requested = Date.parse(startAt);
    const slot = (slotsByDate.get(date) ?? []).find(
      (candidate) => Date.parse(candidate.startAt) === requested,
    );
    if (slot) onFound(slot);
    else onMissing(date, true);
  }, [isError, slotsByDate, date, startAt, onFound, onMissing]);

  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Comprobando que el horario sigue libre...
      </p>
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
