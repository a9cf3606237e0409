import { type ComputeSlotsInput, computeSlots, type Slot } from './compute-slots';

const MINUTE_MILLISECONDS = 60_000;

// 'Cualquier profesional' (decision 054): the public page offers the union of the service's
// hosts' slots, and a booking goes to a free host chosen fairly. Pure: each host's engine input in,
// slots out; counts and the last assignment in, a host out.

export type HostSlotsInput = { hostId: string; input: ComputeSlotsInput };

/** One offered time of the union: the slot as the first free host offers it, and every free host. */
export type AnySlot = Slot & { hostIds: string[] };

/**
 * The union over the hosts of computeSlots: one entry per distinct [startAt, endAt), sorted by
 * startAt then endAt, naming every host that offers it (in the order given).
 */
export function computeAnyHostSlots(hosts: readonly HostSlotsInput[]): AnySlot[] {
  // One map lookup per host slot and one sort of the distinct times: a k-way merge scanned every
  // host's head for every slot (k × n). Keyed by the start's minute (a small integer hashes far
  // faster than an epoch-milliseconds double); the entry's list tells apart starts within that
  // minute (old offsets had seconds) and different ends (inputs naming different durations).
  const byStart = new Map<number, AnySlot[]>();
  const union: AnySlot[] = [];
  for (const { hostId, input } of hosts) {
    for (const slot of computeSlots(input)) {
      const minute = Math.floor(slot.startAt / MINUTE_MILLISECONDS);
      const sameStart = byStart.get(minute);
      let entry: AnySlot | undefined;
      if (sameStart !== undefined) {
        for (const each of sameStart) {
          if (each.startAt === slot.startAt && each.endAt === slot.endAt) entry = each;
        }
      }
      if (entry !== undefined) {
        const { hostIds } = entry;
        if (hostIds[hostIds.length - 1] !== hostId && !hostIds.includes(hostId)) hostIds.push(hostId);
        continue;
      }
      const created = toAnySlot(slot, hostId);
      union.push(created);
      if (sameStart === undefined) byStart.set(minute, [created]);
      else sameStart.push(created);
    }
  }
  return union.sort((first, second) => first.startAt - second.startAt || first.endAt - second.endAt);
}

/** Field by field rather than a spread: one object shape, built without a copy loop. */
function toAnySlot(slot: Slot, hostId: string): AnySlot {
  return {
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    startAt: slot.startAt,
    endAt: slot.endAt,
    scheduleId: slot.scheduleId,
    dayOfWeek: slot.dayOfWeek,
    clockChange: slot.clockChange,
    isFromOverride: slot.isFromOverride,
    hostIds: [hostId],
  };
}

/**
 * The fair order of hosts (decision 054): fewest appointments that local day first; among equals,
 * round robin — the hosts after the one the service's last booking went to, in host id order,
 * then wrapping around to it. The first free host in this order is chooseFairHost's choice, so a
 * booking that loses a race for its host tries the next one in the same order.
 */
export function fairHostOrder(
  hostIds: readonly string[],
  appointmentsThatDay: ReadonlyMap<string, number>,
  lastChosenHostId: string | null,
): string[] {
  const countOf = (hostId: string) => appointmentsThatDay.get(hostId) ?? 0;
  // 0 for hosts after the last chosen one, 1 for it and those before: the round robin's turn.
  const turnOf = (hostId: string) => (lastChosenHostId !== null && hostId <= lastChosenHostId ? 1 : 0);
  return [...new Set(hostIds)].sort(
    (first, second) =>
      countOf(first) - countOf(second) ||
      turnOf(first) - turnOf(second) ||
      (first < second ? -1 : first > second ? 1 : 0),
  );
}

/**
 * The free host a booking goes to: the fewest appointments that local day, then round robin — the
 * first host after the one chosen last (in host id order), wrapping around. Null when none is free.
 */
export function chooseFairHost(
  freeHostIds: readonly string[],
  appointmentsThatDay: ReadonlyMap<string, number>,
  lastChosenHostId: string | null,
): string | null {
  return fairHostOrder(freeHostIds, appointmentsThatDay, lastChosenHostId)[0] ?? null;
}
