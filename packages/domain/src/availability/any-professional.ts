import { type ComputeSlotsInput, computeSlots, type Slot } from './compute-slots';

// 'Cualquier profesional' (issue 20): the public page offers the union of the service's hosts' slots,
// and a booking goes to a free host chosen fairly. Pure: each host's engine input in, slots out.

export type HostSlotsInput = { hostId: string; input: ComputeSlotsInput };

/** One offered time of the union: the slot as the first free host offers it, and every free host. */
export type AnySlot = Slot & { hostIds: string[] };

/**
 * The union over the hosts of computeSlots: one entry per distinct [startAt, endAt), sorted by
 * startAt, naming every host that offers it (in the order given).
 */
export function computeAnyHostSlots(hosts: readonly HostSlotsInput[]): AnySlot[] {
  // Each host's slots come sorted by time: merge them (k heads) rather than hash every slot.
  const lists = hosts.map(({ input }) => computeSlots(input));
  const heads = lists.map(() => 0);
  const union: AnySlot[] = [];
  for (;;) {
    let best = -1;
    for (let host = 0; host < lists.length; host++) {
      const slot = (lists[host] as Slot[])[heads[host] as number];
      if (slot === undefined) continue;
      const current = best < 0 ? undefined : (lists[best] as Slot[])[heads[best] as number];
      if (
        current === undefined ||
        slot.startAt < current.startAt ||
        (slot.startAt === current.startAt && slot.endAt < current.endAt)
      ) {
        best = host;
      }
    }
    if (best < 0) return union;
    const slot = (lists[best] as Slot[])[heads[best] as number] as Slot;
    heads[best] = (heads[best] as number) + 1;
    const hostId = (hosts[best] as HostSlotsInput).hostId;
    const last = union[union.length - 1];
    if (last !== undefined && last.startAt === slot.startAt && last.endAt === slot.endAt) {
      if (!last.hostIds.includes(hostId)) last.hostIds.push(hostId);
    } else {
      union.push({ ...slot, hostIds: [hostId] });
    }
  }
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
  if (freeHostIds.length === 0) return null;
  const countOf = (hostId: string) => appointmentsThatDay.get(hostId) ?? 0;
  const fewest = Math.min(...freeHostIds.map(countOf));
  const tied = [...new Set(freeHostIds.filter((hostId) => countOf(hostId) === fewest))].sort();
  if (lastChosenHostId === null) return tied[0] ?? null;
  return tied.find((hostId) => hostId > lastChosenHostId) ?? tied[0] ?? null;
}
