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
  const byTime = new Map<string, AnySlot>();
  for (const { hostId, input } of hosts) {
    for (const slot of computeSlots(input)) {
      const key = `${slot.startAt}/${slot.endAt}`;
      const known = byTime.get(key);
      if (known === undefined) byTime.set(key, { ...slot, hostIds: [hostId] });
      else if (!known.hostIds.includes(hostId)) known.hostIds.push(hostId);
    }
  }
  return [...byTime.values()].sort(
    (first, second) => first.startAt - second.startAt || first.endAt - second.endAt,
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
  if (freeHostIds.length === 0) return null;
  const countOf = (hostId: string) => appointmentsThatDay.get(hostId) ?? 0;
  const fewest = Math.min(...freeHostIds.map(countOf));
  const tied = [...new Set(freeHostIds.filter((hostId) => countOf(hostId) === fewest))].sort();
  if (lastChosenHostId === null) return tied[0] ?? null;
  return tied.find((hostId) => hostId > lastChosenHostId) ?? tied[0] ?? null;
}
