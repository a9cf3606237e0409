import {
  dailySlotCapacity,
  type HostOffering,
  occupancyPercent,
} from '@citavet/domain/bookings/agenda-summary';
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

/** One offering per host and service: the engine counts each host's slots once (design.md §4.7). */
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
}): DayOccupancy {
  const ofDay = schedulesOfWeekday(input.schedules, input.hostIds, weekdayOf(input.date));
  if (ofDay.length === 0) return { isWorkingDay: false, offeredSlots: 0, percent: 0 };
  const offeredSlots = dailySlotCapacity({
    timeZone: input.timeZone,
    date: input.date,
    offerings: offeringsOf(ofDay, input.services),
  });
  return { isWorkingDay: true, offeredSlots, percent: occupancyPercent(input.bookedCount, offeredSlots) };
}
