import { bookingOverlaps } from '@citavet/db/booking-overlap';
import { queryRows, type Transaction } from '@citavet/db/database';
import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { ne, sql } from 'drizzle-orm';
import type { BookingSummary } from './booking-links.repository';
import type { DisabledDateRow, HostScheduleRow, ScheduleContext } from './booking-placement.repository';

// The public booking's reads in one statement: under load every round trip costs CPU on both sides.

const holdsTime = ne(bookings.status, 'CANCELLED');

/** What a public booking is checked against, read in one round trip (see findPublicBookingSnapshot). */
export type PublicBookingSnapshot = {
  context: ScheduleContext;
  /** Every range of the schedule's host for its service. */
  schedules: HostScheduleRow[];
  disabledDates: DisabledDateRow[];
  /** The host's non-cancelled bookings of every space overlapping the window asked for. */
  busy: TimeRange[];
  /** What the booking's e-mails and answer say of the space, the host and the service's policy. */
  summaryParts: BookingSummaryParts;
};

export type BookingSummaryParts = Pick<
  BookingSummary,
  | 'hostName'
  | 'hostEmail'
  | 'spaceName'
  | 'spaceRoute'
  | 'spaceAddress'
  | 'spaceCity'
  | 'spaceState'
  | 'spaceCountry'
  | 'spaceEmail'
  | 'allowCancellation'
  | 'allowRescheduling'
>;

type SnapshotRow = {
  schedule_id: string;
  host_id: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
  custom_price: string | null;
  service_id: string;
  service_name: string;
  duration: number;
  price: string;
  currency: string;
  service_is_active: boolean;
  is_bookable_by_clients: boolean;
  requires_approval: boolean;
  min_advance_booking: number;
  max_advance_booking: number | null;
  space_id: string;
  time_zone: string;
  host_role: 'ADMIN' | 'MEMBER' | null;
  host_schedules: Array<Omit<HostScheduleRow, 'dayOfWeek'> & { dayOfWeek: number }>;
  disabled_dates: Array<{
    isAllDay: boolean;
    startDay: string | null;
    endDay: string | null;
    startAt: string | null;
    endAt: string | null;
  }>;
  busy: Array<[number, number]>;
  host_name: string;
  host_email: string;
  space_name: string;
  space_route: string | null;
  space_address: string | null;
  space_city: string | null;
  space_state: string | null;
  space_country: string | null;
  space_email: string | null;
  allow_cancellation: boolean;
  allow_rescheduling: boolean;
};

/**
 * The schedule with its service, space and the host's membership, the host's ranges for the service,
 * the disabled dates concerning the host, and the host's busy time in `window`: the same rows as
 * findScheduleContext, listHostServiceSchedules, listDisabledDatesConcerning and listHostBusyRanges,
 * in one statement, because a public booking pays for every round trip under load.
 */
export async function findPublicBookingSnapshot(
  tx: Transaction,
  scheduleId: string,
  window: TimeRange,
): Promise<PublicBookingSnapshot | null> {
  const [row] = await queryRows<SnapshotRow>(
    tx,
    sql`select s.id as schedule_id, s.host_id, s.day_of_week, s.start_time, s.end_time, s.is_active,
          s.custom_price::text as custom_price,
          sv.id as service_id, sv.name as service_name, sv.duration, sv.price::text as price, sv.currency,
          sv.is_active as service_is_active, sv.is_bookable_by_clients, sv.requires_approval,
          sv.min_advance_booking, sv.max_advance_booking,
          sp.id as space_id, sp.time_zone, m.role as host_role,
          host.name as host_name, host.email as host_email, sp.name as space_name,
          sp.route as space_route, sp.address as space_address, sp.city as space_city,
          sp.state as space_state, sp.country as space_country,
          coalesce(sp.contact_email, sp.email) as space_email,
          sv.allow_cancellation, sv.allow_rescheduling,
          (select coalesce(json_agg(json_build_object(
                    'id', ${serviceSchedules.id}, 'dayOfWeek', ${serviceSchedules.dayOfWeek},
                    'startTime', ${serviceSchedules.startTime}, 'endTime', ${serviceSchedules.endTime},
                    'isActive', ${serviceSchedules.isActive},
                    'customPrice', ${serviceSchedules.customPrice}::text)), '[]'::json)
             from ${serviceSchedules}
            where ${serviceSchedules.serviceId} = s.service_id and ${serviceSchedules.hostId} = s.host_id
          ) as host_schedules,
          (select coalesce(json_agg(json_build_object(
                    'isAllDay', ${disabledDates.isAllDay}, 'startDay', ${disabledDates.startDay},
                    'endDay', ${disabledDates.endDay}, 'startAt', ${disabledDates.startAt},
                    'endAt', ${disabledDates.endAt})), '[]'::json)
             from ${disabledDates}
            where ${disabledDates.spaceId} = sp.id
              and (${disabledDates.scope} = 'SPACE' or ${disabledDates.hostId} = s.host_id)
          ) as disabled_dates,
          (select coalesce(json_agg(json_build_array(
                    extract(epoch from ${bookings.startAt}) * 1000,
                    extract(epoch from ${bookings.endAt}) * 1000)), '[]'::json)
             from ${bookings}
            where ${bookings.hostId} = s.host_id and ${holdsTime}
              and ${bookingOverlaps(window.startAt, window.endAt)}
          ) as busy
        from ${serviceSchedules} s
        join ${services} sv on sv.id = s.service_id
        join ${spaces} sp on sp.id = sv.space_id
        join ${users} host on host.id = s.host_id
        left join ${spaceMembers} m on m.space_id = sp.id and m.user_id = s.host_id
        where s.id = ${scheduleId}`,
  );
  if (!row) return null;
  const orNull = (value: string | null) => (value === null ? null : new Date(value));
  return {
    context: {
      schedule: {
        id: row.schedule_id,
        hostId: row.host_id,
        dayOfWeek: row.day_of_week,
        startTime: row.start_time,
        endTime: row.end_time,
        isActive: row.is_active,
        customPrice: row.custom_price,
      },
      service: {
        id: row.service_id,
        name: row.service_name,
        duration: row.duration,
        price: row.price,
        currency: row.currency,
        isActive: row.service_is_active,
        isBookableByClients: row.is_bookable_by_clients,
        requiresApproval: row.requires_approval,
        minAdvanceBooking: row.min_advance_booking,
        maxAdvanceBooking: row.max_advance_booking,
      },
      spaceId: row.space_id,
      timeZone: row.time_zone,
      hostRole: row.host_role,
    },
    schedules: row.host_schedules,
    disabledDates: row.disabled_dates.map((entry) => ({
      isAllDay: entry.isAllDay,
      startDay: entry.startDay,
      endDay: entry.endDay,
      startAt: orNull(entry.startAt),
      endAt: orNull(entry.endAt),
    })),
    busy: row.busy.map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })),
    summaryParts: {
      hostName: row.host_name,
      hostEmail: row.host_email,
      spaceName: row.space_name,
      spaceRoute: row.space_route,
      spaceAddress: row.space_address,
      spaceCity: row.space_city,
      spaceState: row.space_state,
      spaceCountry: row.space_country,
      spaceEmail: row.space_email,
      allowCancellation: row.allow_cancellation,
      allowRescheduling: row.allow_rescheduling,
    },
  };
}
