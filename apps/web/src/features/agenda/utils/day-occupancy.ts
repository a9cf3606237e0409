import {
  dailySlotCapacity,
  type HostOffering,
  occupancyPercent,
} from '@citavet/domain/bookings/agenda-summary';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { type LocalDate, weekdayOf } from '@citavet/domain/time/zoned-time';
import { schedulesOfWeekday } from './working-hours';

export interface DayOccupancy {
  /** False when none of the hosts shown works that weekday ('No hábil'). */
  isWorkingDay: boolean;
  offeredSlots: number;
  percent: number;
}

/** One offering per host and service: the engine counts each host's slots once. */
function offeringsOf(schedules: readonly SpaceSchedule[], services: readonly Service[]): HostOffering[] {
  const servicesById = new Map(services.map((service) => [service.id, service]));
  const byHostAndService = new Map<string, HostOffering>();
  for (const schedule of schedules) {
    const service = servicesById.get(schedule.serviceId);
    if (!service) continue;
    const key = `${schedule.hostId}/${schedule.serviceId}`;
    const offering = byHostAndService.get(key) ?? {
      hostId: schedule.hostId,
      service: { id: service.id, duration: service.duration, minAdvanceBooking: 0, maxAdvanceBooking: null },
      schedules: [],
    };
    byHostAndService.set(key, { ...offering, schedules: [...offering.schedules, schedule] });
  }
  return [...byHostAndService.values()];
}

/** Occupancy of a day: its bookings over the slots the shown hosts' schedules offer that day. */
export function dayOccupancy(input: {
  date: LocalDate;
  timeZone: string;
  hostIds: readonly string[];
  schedules: readonly SpaceSchedule[];
  services: readonly Service[];
  bookedCount: number;
  /** The date's extra openings and changed hours for the shown hosts (decision 047). */
  overrides?: readonly DayOverride[];
}): DayOccupancy {
  if (input.overrides && input.overrides.length > 0)
    return occupancyWithOverrides({ ...input, overrides: input.overrides });
  const ofDay = schedulesOfWeekday(input.schedules, input.hostIds, weekdayOf(input.date));
  if (ofDay.length === 0) return { isWorkingDay: false, offeredSlots: 0, percent: 0 };
  const offeredSlots = dailySlotCapacity({
    timeZone: input.timeZone,
    date: input.date,
    offerings: offeringsOf(ofDay, input.services),
  });
  return { isWorkingDay: true, offeredSlots, percent: occupancyPercent(input.bookedCount, offeredSlots) };
}

/**
 * With overrides the week's weekday is not the whole story: an override applies to every service the
 * host offers on any weekday (decision 047), so each host's offerings carry the overrides that concern
 * them, and the engine works out the day (a Saturday campaign makes a non-working Saturday a working one).
 */
function occupancyWithOverrides(
  input: Parameters<typeof dayOccupancy>[0] & { overrides: readonly DayOverride[] },
) {
  const active = input.schedules.filter(
    (schedule) => schedule.isActive && input.hostIds.includes(schedule.hostId),
  );
  const offerings = offeringsOf(active, input.services).map((offering) => ({
    ...offering,
    dateOverrides: input.overrides
      .filter((override) => override.hostId === null || override.hostId === offering.hostId)
      .map((override) => ({
        id: override.id,
        date: override.date,
        kind: override.kind,
        isHostLevel: override.hostId !== null,
        startTime: override.startTime,
        endTime: override.endTime,
      })),
  }));
  const offeredSlots = dailySlotCapacity({ timeZone: input.timeZone, date: input.date, offerings });
  if (offeredSlots === 0) return { isWorkingDay: false, offeredSlots: 0, percent: 0 };
  return { isWorkingDay: true, offeredSlots, percent: occupancyPercent(input.bookedCount, offeredSlots) };
}
