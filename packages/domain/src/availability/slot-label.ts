import type { Slot } from './compute-slots';

// On a fall-back night the same wall time happens twice; a person must be able to tell the two apart.

export const CLOCK_CHANGE_LABELS = {
  'before-change': 'antes del cambio de hora',
  'after-change': 'después del cambio de hora',
} as const;

/** '09:30', or '01:00 (antes del cambio de hora)' / '01:00 (después del cambio de hora)'. */
export function slotStartLabel(slot: Pick<Slot, 'startTime' | 'clockChange'>): string {
  return slot.clockChange === null || slot.clockChange === undefined
    ? slot.startTime
    : `${slot.startTime} (${CLOCK_CHANGE_LABELS[slot.clockChange]})`;
}
