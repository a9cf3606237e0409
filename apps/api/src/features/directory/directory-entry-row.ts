import type { CategoryNextSlot } from '@citavet/db/schema/directory';
import type { SlotSchedule, SlotService } from '@citavet/domain/availability/compute-slots';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { type CandidateSlot, earliestSlot } from '@citavet/domain/public/directory-search';
import { OPEN_RANGE_DAYS, type OpeningHost, openInstantRanges } from '@citavet/domain/public/open-ranges';
import { foldSearchText } from '@citavet/domain/public/search-text';
import { slugify } from '@citavet/domain/spaces/space-route';
import { addDays } from '@citavet/domain/time/zoned-time';
import type { DirectoryEntryRow, loadEntrySchedules, loadEntrySpaces } from './directory-entries.repository';

// The row a listed clinic's directory entry is stored as, from its schedules and its next slots.

export type ScheduleRow = Awaited<ReturnType<typeof loadEntrySchedules>>[number];

const hostIdsOf = (rows: readonly ScheduleRow[]) => new Set(rows.map((row) => row.hostId)).size;

/** A tstzmultirange literal of the ranges. */
const asMultirange = (ranges: readonly TimeRange[]) =>
  `{${ranges.map((range) => `["${new Date(range.startAt).toISOString()}","${new Date(range.endAt).toISOString()}")`).join(',')}}`;

/** Each category's next slot: the same earliest choice, over that category's services only. */
function categoryNextSlots(byCategory: ReadonlyMap<string, readonly CandidateSlot[]>) {
  const slots: Record<string, CategoryNextSlot> = {};
  for (const [category, candidates] of byCategory) {
    const next = earliestSlot(candidates);
    if (!next) continue;
    slots[category] = {
      startAt: new Date(next.startAt).toISOString(),
      endAt: new Date(next.endAt).toISOString(),
      date: next.date,
      serviceId: next.serviceId,
      hostId: next.hostId,
    };
  }
  return slots;
}

/** One bookable (service, host) of the clinic, with the weekly ranges the host offers it in. */
export type ServiceHostPair = {
  service: SlotService;
  category: string | null;
  hostId: string;
  schedules: SlotSchedule[];
  serviceCap: number | null;
  hostCap: number | null;
};

export function serviceHostPairsOf(rows: readonly ScheduleRow[]): ServiceHostPair[] {
  const pairs = new Map<string, ServiceHostPair>();
  for (const row of rows) {
    const key = `${row.serviceId}/${row.hostId}`;
    const pair = pairs.get(key) ?? {
      service: {
        id: row.serviceId,
        duration: row.duration,
        minAdvanceBooking: row.minAdvanceBooking,
        maxAdvanceBooking: row.maxAdvanceBooking,
        slotStep: row.slotStep,
        bufferBefore: row.bufferBefore,
        bufferAfter: row.bufferAfter,
      },
      category: row.category,
      hostId: row.hostId,
      schedules: [],
      serviceCap: row.serviceDailyCap,
      hostCap: row.hostDailyCap,
    };
    pair.schedules.push({
      id: row.scheduleId,
      dayOfWeek: row.dayOfWeek,
      startTime: row.startTime,
      endTime: row.endTime,
      isActive: row.isActive,
    });
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

export type EntrySpace = Awaited<ReturnType<typeof loadEntrySpaces>>[number];

/** The entry of a listed clinic: its names and counts, when it is open, and its next slots. */
export function toEntryRow(
  space: EntrySpace,
  rows: readonly ScheduleRow[],
  found: {
    next: CandidateSlot | null;
    candidatesByCategory: ReadonlyMap<string, readonly CandidateSlot[]>;
    openingHosts: ReadonlyMap<string, OpeningHost>;
    freshUntil: number;
    today: string;
    now: number;
  },
): DirectoryEntryRow {
  const { next, candidatesByCategory, openingHosts, freshUntil, today, now } = found;
  const serviceNames = [...new Set(rows.map((row) => row.serviceName))];
  const categories = [...new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))];
  return {
    spaceId: space.id,
    sortName: foldSearchText(space.name),
    searchText: foldSearchText([space.name, space.city ?? '', ...serviceNames, ...categories].join(' | ')),
    citySlug: space.city ? slugify(space.city) || null : null,
    latitude: space.latitude,
    longitude: space.longitude,
    timeZone: space.timeZone,
    categories: categories.sort(),
    servicesCount: serviceNames.length === 0 ? 0 : new Set(rows.map((row) => row.serviceId)).size,
    hostsCount: hostIdsOf(rows),
    species: [...space.speciesAttended].sort(),
    // From today for a few days: still right if the sweep reaches the entry late after midnight.
    openRanges: asMultirange(
      openInstantRanges(
        [...openingHosts.values()],
        space.timeZone,
        today,
        addDays(today, OPEN_RANGE_DAYS - 1),
      ),
    ),
    nextSlotAt: next ? new Date(next.startAt) : null,
    nextSlotEndAt: next ? new Date(next.endAt) : null,
    nextSlotDate: next ? next.date : null,
    nextSlotServiceId: next?.serviceId ?? null,
    nextSlotHostId: next?.hostId ?? null,
    categoryNextSlots: categoryNextSlots(candidatesByCategory),
    freshUntil: new Date(freshUntil),
    refreshedAt: new Date(now),
  };
}
