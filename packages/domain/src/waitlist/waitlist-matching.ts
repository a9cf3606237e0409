import type { LocalDate, WallTime } from '../time/zoned-time';

// Who on a service's waitlist a freed slot is offered to, pure: the slot and the requests in,
// the people to write to, in order, out. `now` comes in; nothing here reads a clock.

/** A span of one local date the client can come: [from, to), wall times of the clinic ('24:00' ends the day). */
export type WaitlistWindow = { date: LocalDate; from: WallTime; to: WallTime | '24:00' };

export type WaitlistRequestState = 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'EXPIRED';

export type WaitlistCandidate = {
  id: string;
  serviceId: string;
  /** null: any professional. */
  hostId: string | null;
  windows: readonly WaitlistWindow[];
  state: WaitlistRequestState;
  /** Instants. */
  createdAt: number;
  expiresAt: number;
};

/** A slot that freed up, as the engine offers it: its local date and wall times in the clinic's zone. */
export type FreedSlot = {
  serviceId: string;
  hostId: string;
  date: LocalDate;
  startTime: WallTime;
  /** On `date`; a slot running past midnight ends at '24:00' or later and fits no window but a whole-evening one. */
  endTime: WallTime | '24:00';
  startAt: number;
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether the request wants this slot at `now`: still waiting and not expired, the same service,
 * any professional or this one, a slot still ahead, and the whole appointment inside one of the
 * windows the client gave (a window may end at '24:00').
 */
export function wantsSlot(request: WaitlistCandidate, slot: FreedSlot, now: number): boolean {
  if (request.state !== 'WAITING' || request.expiresAt <= now) return false;
  if (request.serviceId !== slot.serviceId) return false;
  if (request.hostId !== null && request.hostId !== slot.hostId) return false;
  if (slot.startAt <= now) return false;
  const start = minutesOf(slot.startTime);
  const end = minutesOf(slot.endTime);
  if (end <= start) return false;
  return request.windows.some(
    (window) => window.date === slot.date && minutesOf(window.from) <= start && end <= minutesOf(window.to),
  );
}

/**
 * The next `count` people in line for the slot: those who want it, first come first served
 * (earliest request first; the id settles a tie so every process picks the same people).
 */
export function nextInLine(
  requests: readonly WaitlistCandidate[],
  slot: FreedSlot,
  now: number,
  count: number,
): WaitlistCandidate[] {
  if (count <= 0) return [];
  return requests
    .filter((request) => wantsSlot(request, slot, now))
    .sort(
      (first, second) =>
        first.createdAt - second.createdAt || (first.id < second.id ? -1 : first.id > second.id ? 1 : 0),
    )
    .slice(0, count);
}
