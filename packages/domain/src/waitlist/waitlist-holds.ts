import type { TimeRange } from '../availability/time-range';

// A waitlist offer holds its slot for the person it was sent to (docs/decisions/088): while the hold
// lasts, the slot is taken for everyone else, as the booking it is about to become would be. It
// reaches the slot engine as blocked time, like a pause of online booking, and the public booking
// refuses it to anyone but the offer's holder.

export const WAITLIST_HOLD_MESSAGES = {
  held: 'Este horario está reservado unos minutos para una persona de la lista de espera. Elige otro horario o vuelve a mirarlo en un rato.',
} as const;

export type WaitlistHold = {
  offerId: string;
  hostId: string;
  /** The held appointment with its service's buffers: the time the booking it becomes would keep busy. */
  busyStartAt: number;
  busyEndAt: number;
  holdUntil: number;
  /** A confirmation claimed it and is booking it now: held whatever the clock says (recovered later). */
  isConfirming: boolean;
};

/** Whether the hold still keeps its slot at `now`. */
export function isHoldLive(hold: WaitlistHold, now: number): boolean {
  return hold.isConfirming || hold.holdUntil > now;
}

/**
 * The instants live holds keep from this host's slots for everyone but the holder of `exceptOfferId`
 * (the offer's own confirmation books through the same checks).
 */
export function heldRangesFor(
  holds: readonly WaitlistHold[],
  hostId: string,
  now: number,
  exceptOfferId?: string,
): TimeRange[] {
  return holds
    .filter((hold) => hold.hostId === hostId && hold.offerId !== exceptOfferId && isHoldLive(hold, now))
    .filter((hold) => hold.busyEndAt > hold.busyStartAt)
    .map((hold) => ({ startAt: hold.busyStartAt, endAt: hold.busyEndAt }));
}

/** Whether a booking's busy range (with its buffers) meets a hold of someone else. */
export function isHeldForSomeoneElse(
  holds: readonly WaitlistHold[],
  hostId: string,
  busy: TimeRange,
  now: number,
  exceptOfferId?: string,
): boolean {
  return heldRangesFor(holds, hostId, now, exceptOfferId).some(
    (held) => held.startAt < busy.endAt && busy.startAt < held.endAt,
  );
}
