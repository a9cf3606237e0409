import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SlotButtonProps {
  slot: PublicSlot;
  isSelected: boolean;
  onSelect: (slot: PublicSlot) => void;
  /** The spoken name: the day and the time, so the choice is clear out of context. */
  label: string;
  children: ReactNode;
}

export function SlotButton({ slot, isSelected, onSelect, label, children }: SlotButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-label={label}
      onClick={() => onSelect(slot)}
      className={clsx(
        'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-control border px-3 py-2 text-sm tabular-nums transition-colors',
        isSelected
          ? 'border-primary bg-primary text-white shadow-sm'
          : 'border-slate-300 bg-white text-slate-800 hover:border-primary hover:bg-primary-tint/50',
      )}
    >
      {children}
    </button>
  );
}

/** Two slots are the same choice when they are the same instants. */
export function isSameSlot(first: PublicSlot | null, second: PublicSlot): boolean {
  return first !== null && first.startAt === second.startAt && first.endAt === second.endAt;
}
