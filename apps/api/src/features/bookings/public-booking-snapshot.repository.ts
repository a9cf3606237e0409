import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingSummary } from './booking-links.repository';
import type { DisabledDateRow, HostScheduleRow, ScheduleContext } from './booking-placement.repository';
import type { IdempotencyRecord } from './idempotency-keys.repository';

// The public booking's reads in one statement: under load every round trip costs CPU on both sides.

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

/** Left joins throughout: every column is null when the schedule does not exist. */
type SnapshotRow = {
  schedule_id: string | null;
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
  space_id: string | null;
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
  stored_request_hash: string | null;
  stored_status_code: number | null;
  stored_response: unknown;
};

/**
 * The schedule with its service, space and the host's membership, the host's ranges for the service,
 * the disabled dates concerning the host, the host's busy time in `$2..$3`, and the stored answer of
 * the request's idempotency key ($4, $5) unless it expired ($6): the same rows as
 * findScheduleContext, listHostServiceSchedules, listDisabledDatesConcerning, listHostBusyRanges and
 * findIdempotencyRecord, in one prepared statement, because a public booking pays for every round
 * trip and every plan under load. Every join hangs off one row, so the stored answer is read even
 * when the schedule is gone (a retry is answered as the first attempt was).
 */
const SNAPSHOT_STATEMENT: PreparedStatement = {
  name: 'public_booking_snapshot_v3',
  // One json column rather than forty: the driver then sets up and parses one field per call.
  text: `select json_build_object(
      'schedule_id', s.id, 'host_id', s.host_id, 'day_of_week', s.day_of_week,
      'start_time', s.start_time, 'end_time', s.end_time, 'is_active', s.is_active,
      'custom_price', s.custom_price::text,
      'service_id', sv.id, 'service_name', sv.name, 'duration', sv.duration, 'price', sv.price::text,
      'currency', sv.currency, 'service_is_active', sv.is_active,
      'is_bookable_by_clients', sv.is_bookable_by_clients, 'requires_approval', sv.requires_approval,
      'min_advance_booking', sv.min_advance_booking, 'max_advance_booking', sv.max_advance_booking,
      'space_id', sp.id, 'time_zone', sp.time_zone, 'host_role', m.role,
      'host_name', host.name, 'host_email', host.email, 'space_name', sp.name,
      'space_route', sp.route, 'space_address', sp.address, 'space_city', sp.city,
      'space_state', sp.state, 'space_country', sp.country,
      'space_email', coalesce(sp.contact_email, sp.email),
      'allow_cancellation', sv.allow_cancellation, 'allow_rescheduling', sv.allow_rescheduling,
      'host_schedules', (select coalesce(json_agg(json_build_object(
                'id', hs.id, 'dayOfWeek', hs.day_of_week, 'startTime', hs.start_time,
                'endTime', hs.end_time, 'isActive', hs.is_active, 'customPrice', hs.custom_price::text)),
              '[]'::json)
         from service_schedules hs
        where hs.service_id = s.service_id and hs.host_id = s.host_id),
      'disabled_dates', (select coalesce(json_agg(json_build_object(
                'isAllDay', d.is_all_day, 'startDay', d.start_day, 'endDay', d.end_day,
                'startAt', d.start_at, 'endAt', d.end_at)), '[]'::json)
         from disabled_dates d
        where d.space_id = sp.id and (d.scope = 'SPACE' or d.host_id = s.host_id)),
      'busy', (select coalesce(json_agg(json_build_array(
                round(date_part('epoch', b.start_at) * 1000), round(date_part('epoch', b.end_at) * 1000))),
              '[]'::json)
         from bookings b
        where b.host_id = s.host_id and b.status <> 'CANCELLED'
          and tstzrange(b.start_at, b.end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')),
      'stored_request_hash', stored.request_hash, 'stored_status_code', stored.status_code,
      'stored_response', stored.response
    ) as snapshot
    from (select 1) as anchor
    left join service_schedules s on s.id = $1::uuid
    left join services sv on sv.id = s.service_id
    left join spaces sp on sp.id = sv.space_id
    left join users host on host.id = s.host_id
    left join space_members m on m.space_id = sp.id and m.user_id = s.host_id
    left join idempotency_keys stored
      on stored.scope = $4::text and stored.key = $5::text and stored.created_at >= $6::timestamptz`,
};

export type SnapshotRequest = {
  scheduleId: string;
  /** The instants the host's busy time is read over. */
  window: TimeRange;
  /** The request's idempotency key, when it sent one; answers older than `notExpiredSince` are gone. */
  idempotency: { scope: string; key: string; notExpiredSince: Date } | null;
};

export type PublicBookingRead = {
  /** Null when the schedule does not exist. */
  snapshot: PublicBookingSnapshot | null;
  /** The answer already given to this idempotency key, when there is one. */
  storedAnswer: IdempotencyRecord | null;
};

export async function readPublicBooking(
  database: DatabaseHandle,
  request: SnapshotRequest,
): Promise<PublicBookingRead> {
  const { idempotency } = request;
  const [result] = await database.run<{ snapshot: SnapshotRow }>(SNAPSHOT_STATEMENT, [
    // A malformed id matches nothing rather than failing the uuid cast.
    isUuid(request.scheduleId) ? request.scheduleId : null,
    new Date(request.window.startAt).toISOString(),
    new Date(request.window.endAt).toISOString(),
    idempotency?.scope ?? null,
    idempotency?.key ?? null,
    idempotency?.notExpiredSince.toISOString() ?? null,
  ]);
  const row = result?.snapshot;
  const storedAnswer =
    row?.stored_request_hash != null
      ? {
          requestHash: row.stored_request_hash,
          statusCode: row.stored_status_code,
          response: row.stored_response,
        }
      : null;
  return { snapshot: row ? toSnapshot(row) : null, storedAnswer };
}

function toSnapshot(row: SnapshotRow): PublicBookingSnapshot | null {
  if (row.schedule_id === null || row.space_id === null) return null;
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
