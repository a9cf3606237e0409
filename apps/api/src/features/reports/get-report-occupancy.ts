import type { SlotSchedule } from '@citavet/domain/availability/compute-slots';
import { disabledRangesFor } from '@citavet/domain/disabled-dates/disabled-date-window';
import { type OfferedService, occupancyRate, offeredMinutes } from '@citavet/domain/reports/occupancy';
import type { ReportOccupancy, ReportQuery } from '@citavet/domain/reports/report.schema';
import { firstDayOfMonth, lastDayOfMonth, monthOf } from '@citavet/domain/time/calendar-month';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import type { OfferedMinutesMemo } from './offered-minutes-memo';
import {
  listOfferedSchedules,
  listSpaceDisabledDates,
  listSpaceMembers,
  sumBookedMinutesByHost,
  sumExcludedBookedMinutesByHost,
} from './report-occupancy.repository';
import { sumDaysBookedMinutesByHost } from './report-rollups.repository';
import { bookingScopeOf, dayScopeOf, resolveReportScope } from './report-scope';

/**
 * GET /spaces/{spaceId}/reports/occupancy: per professional, booked minutes ÷ the minutes the slot
 * engine offers from their schedules in the period, disabled dates taken out (domain occupancy.ts);
 * emergency services are counted apart from both unless the report is of that service alone.
 * Lists the members with schedules or bookings in the period; a MEMBER sees only their own row.
 * Booked minutes come from the host roll-up (a service's scope: from its bookings); offered ones
 * from the per-month memo when the route passes one (the engine's answer either way).
 */
export async function getReportOccupancy(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
  memo?: OfferedMinutesMemo,
): Promise<ReportOccupancy> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const { db } = deps.database;
  const days = dayScopeOf(scope);
  const [members, schedules, disabled, booked, excluded] = await Promise.all([
    listSpaceMembers(db, spaceId),
    listOfferedSchedules(db, spaceId, scope.serviceId),
    listSpaceDisabledDates(db, spaceId),
    days && days.serviceId === undefined
      ? sumDaysBookedMinutesByHost(db, days)
      : sumBookedMinutesByHost(db, bookingScopeOf(scope)),
    // Emergencies are counted apart, unless the report is of one service (OCCUPANCY_EXCLUDED_CATEGORIES).
    scope.serviceId === undefined ? sumExcludedBookedMinutesByHost(db, bookingScopeOf(scope)) : [],
  ]);
  const excludedByHost = new Map(excluded.map((row) => [row.hostId, row.minutes]));
  const bookedByHost = new Map(
    booked.map((row) => [row.hostId, Math.max(0, row.minutes - (excludedByHost.get(row.hostId) ?? 0))]),
  );
  const spaceBlocks = disabled.filter((entry) => entry.scope === 'SPACE');
  // Yearly closures are read over the period's whole months and a day around them, so every period
  // of the same months gives the memo the same ranges.
  const window = {
    startAt: startOfLocalDay(addDays(firstDayOfMonth(monthOf(scope.period.from)), -1), scope.timeZone),
    endAt: startOfLocalDay(addDays(lastDayOfMonth(monthOf(scope.period.to)), 2), scope.timeZone),
  };
  const hosts = members
    .filter((member) => scope.hostId === undefined || member.id === scope.hostId)
    .map((member) => {
      const services = new Map<string, OfferedService & { schedules: SlotSchedule[] }>();
      for (const range of schedules) {
        if (range.hostId !== member.id) continue;
        const service = services.get(range.serviceId) ?? {
          id: range.serviceId,
          duration: range.duration,
          schedules: [],
        };
        service.schedules.push(range);
        services.set(range.serviceId, service);
      }
      const concerning = [...spaceBlocks, ...disabled.filter((entry) => entry.hostId === member.id)];
      const disabledRanges = disabledRangesFor(concerning, { timeZone: scope.timeZone, window });
      const ofSomeServices = concerning.filter((entry) => entry.serviceIds.length > 0);
      for (const service of services.values()) {
        service.disabledRanges = disabledRangesFor(ofSomeServices, {
          timeZone: scope.timeZone,
          window,
          serviceId: service.id,
        });
      }
      const input = {
        timeZone: scope.timeZone,
        period: scope.period,
        services: [...services.values()],
        disabledRanges,
      };
      const offered = memo ? memo.offeredMinutes(input) : offeredMinutes(input);
      const bookedMinutes = bookedByHost.get(member.id) ?? 0;
      return {
        hostId: member.id,
        name: member.name,
        bookedMinutes,
        offeredMinutes: offered,
        rate: occupancyRate(bookedMinutes, offered),
      };
    })
    .filter((row) => row.offeredMinutes > 0 || row.bookedMinutes > 0 || scope.hostId !== undefined)
    .sort(
      (first, second) =>
        (second.rate ?? -1) - (first.rate ?? -1) || first.name.localeCompare(second.name, 'es'),
    );
  const bookedMinutes = hosts.reduce((sum, row) => sum + row.bookedMinutes, 0);
  const offered = hosts.reduce((sum, row) => sum + row.offeredMinutes, 0);
  return {
    timeZone: scope.timeZone,
    period: scope.period,
    hosts,
    total: { bookedMinutes, offeredMinutes: offered, rate: occupancyRate(bookedMinutes, offered) },
  };
}
