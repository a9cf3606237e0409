import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { fitBookingInSchedules } from '@citavet/domain/bookings/booking-time';
import type { Member } from '@citavet/domain/members/member.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { isLocalDate, isWallTime, zonedWallTimeToInstant } from '@citavet/domain/time/zoned-time';

/** Services a member can be booked for: active ones with an active schedule of that host. */
export function servicesForMember(
  services: readonly Service[],
  schedules: readonly SpaceSchedule[],
  hostId: string,
): Service[] {
  if (!hostId) return [];
  const offered = new Set(
    schedules
      .filter((schedule) => schedule.isActive && schedule.hostId === hostId)
      .map((schedule) => schedule.serviceId),
  );
  return services.filter((service) => service.isActive && offered.has(service.id));
}

/**
 * The schedule a new booking goes under: the active range of that service and host that covers the
 * chosen weekday and times. When none covers them, any active range of the pair is sent and the API
 * answers why the time does not fit (outside the day's ranges, or no range that weekday). Null when
 * the pair has no active schedule at all.
 */
export function resolveServiceScheduleId(input: {
  schedules: readonly SpaceSchedule[];
  serviceId: string;
  hostId: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}): string | null {
  const candidates = input.schedules.filter(
    (schedule) =>
      schedule.isActive && schedule.serviceId === input.serviceId && schedule.hostId === input.hostId,
  );
  const [firstCandidate] = candidates;
  if (!firstCandidate) return null;
  if (!isLocalDate(input.date) || !isWallTime(input.startTime) || !isWallTime(input.endTime)) {
    return firstCandidate.id;
  }
  const startAt = zonedWallTimeToInstant(input.date, input.startTime, input.timeZone);
  const endAt = zonedWallTimeToInstant(input.date, input.endTime, input.timeZone);
  if (startAt === null || endAt === null) return firstCandidate.id;
  const fit = fitBookingInSchedules({ startAt, endAt, timeZone: input.timeZone, schedules: candidates });
  if (fit.kind === 'inside') return fit.schedule.id;
  if (fit.kind === 'outside') return fit.rangesOfDay[0]?.id ?? firstCandidate.id;
  return firstCandidate.id;
}

/** The picker's members; an edited booking's host is listed even if they have left the space. */
export function membersWithHost(
  members: readonly Member[],
  booking: Booking | null,
): readonly Pick<Member, 'userId' | 'user'>[] {
  if (!booking || members.some((member) => member.userId === booking.host.id)) return members;
  return [...members, { userId: booking.host.id, user: { ...booking.host, role: 'HOST' } }];
}
