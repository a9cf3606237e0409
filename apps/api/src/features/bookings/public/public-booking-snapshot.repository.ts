import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import {
  busyMillisecondsJson,
  DATE_OVERRIDE_COLUMNS,
  DISABLED_DATE_COLUMNS,
  dateOverridesConcerningCondition,
  disabledDatesConcerningCondition,
  hostBusyCondition,
  ONLINE_PAUSE_COLUMNS,
  onlinePausesConcerningCondition,
  type StoredWaitlistHold,
  WAITLIST_HOLD_FIELDS,
  WAITLIST_HOLDS_FROM,
  waitlistHoldsConcerningCondition,
} from '@citavet/db/scheduling-inputs';
import { statementText } from '@citavet/db/statement-text';
import type { SlotDateOverride } from '@citavet/domain/availability/compute-slots';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import {
  capWindowsAt,
  type PublicBookingCaps,
  type PublicBookingCounts,
} from '@citavet/domain/bookings/public-booking-caps';
import { clinicRegion } from '@citavet/domain/clients/phone-e164';
import type { PauseWindow } from '@citavet/domain/online-pauses/online-pause-rules';
import type { StoredSpacePlan } from '@citavet/domain/plans/space-plan';
import { sql } from 'drizzle-orm';
import { hostRankSql, serviceRankSql, storedPlanOf } from '../../../plans/space-plan.repository';
import type { BookingSummary } from '../booking-summary.repository';
import type {
  DisabledDateRow,
  HostScheduleRow,
  ScheduleContext,
} from '../placement/booking-placement.repository';
import type { IdempotencyRecord } from './idempotency-keys.repository';

// The public booking's reads in one statement: under load every round trip costs CPU on both sides.

/** What a public booking is checked against, read in one round trip (see findPublicBookingSnapshot). */
export type PublicBookingSnapshot = {
  context: ScheduleContext;
  /** Every range of the schedule's host for its service. */
  schedules: HostScheduleRow[];
  disabledDates: DisabledDateRow[];
  /** The pauses of online booking (the space's and the host's) not over when the window starts. */
  pauses: PauseWindow[];
  /** The waitlist offers holding the host's time in the window (decision 088). */
  holds: StoredWaitlistHold[];
  /**
   * The host's non-cancelled bookings of every space overlapping the instants asked for (`taken`)
   * widened by the service's buffers.
   */
  busy: TimeRange[];
  /** The changed hours (the space's and the host's) on the local dates of the window. */
  dateOverrides: SlotDateOverride[];
  /** What the booking's e-mails and answer say of the space, the host and the service's policy. */
  summaryParts: BookingSummaryParts;
  /** Public bookings created lately, each counted up to its cap (public-booking-caps.ts). */
  recent: PublicBookingCounts;
  /**
   * The space's stored plan, and how many active services and professionals come before these: read
   * only when plan limits are on (SnapshotRequest.arePlanLimitsOn), null otherwise.
   */
  plan: { stored: StoredSpacePlan; serviceRank: number | null; hostRank: number | null };
  /** What a nationally written phone is read in: the clinic's country, or its own phone's. */
  phoneRegion: ReturnType<typeof clinicRegion>;
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
  | 'spaceColor'
  | 'spaceLogoKey'
  | 'allowCancellation'
  | 'allowRescheduling'
  | 'reminderSettings'
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
  slot_step: number | null;
  buffer_before: number;
  buffer_after: number;
  daily_cap: number | null;
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
    isRecurring: boolean;
    serviceIds: string[];
  }>;
  blocks: {
    pauses: Array<{ hostId: string | null; startAt: string; endAt: string }>;
    holds: StoredWaitlistHold[];
  };
  busy: Array<[number, number]>;
  date_overrides: SlotDateOverride[];
  host_name: string;
  host_email: string;
  space_name: string;
  space_route: string | null;
  space_address: string | null;
  space_city: string | null;
  space_state: string | null;
  space_country: string | null;
  space_phone: string | null;
  space_email: string | null;
  space_color: string | null;
  space_logo_key: string | null;
  reminder_settings: Record<string, unknown> | null;
  allow_cancellation: boolean;
  allow_rescheduling: boolean;
  space_last_hour: number;
  host_last_day: number;
  email_last_day: number;
  plan: {
    plan: string;
    plan_source: 'trial' | 'operator' | null;
    plan_ends_at: string | null;
    trial_started_at: string | null;
    service_rank: number | null;
    host_rank: number | null;
  };
  stored: { request_hash: string | null; status_code: number | null; booking_id: string | null };
};

/** The values of one read, as the batch's recordset types them (SNAPSHOT_BATCH_STATEMENT). */
const PARAMETER_TYPES = {
  scheduleId: 'uuid',
  busyFrom: 'timestamptz',
  busyTo: 'timestamptz',
  takenFrom: 'timestamptz',
  takenTo: 'timestamptz',
  scope: 'text',
  key: 'text',
  notExpiredSince: 'timestamptz',
  email: 'text',
  hourAgo: 'timestamptz',
  dayAgo: 'timestamptz',
  spaceCap: 'integer',
  hostCap: 'integer',
  emailCap: 'integer',
  now: 'timestamptz',
  arePlanLimitsOn: 'boolean',
} as const;
type Parameter = keyof typeof PARAMETER_TYPES;
/** How the read's text names one of its values: a column of the batch's recordset `p`. */
const at = (name: Parameter) => `p."${name}"`;

// Which bookings and disabled dates block the host: the same fragments as the Drizzle reads of
// @citavet/db/scheduling-inputs, rendered once as text with this statement's operands. The busy time
// is read over the instants the booking surely lies within, widened by the service's buffers: all
// the placement check looks at (checkOfferedPlacement), where the window's three days held a host's
// whole schedule, a third of the read's instructions (docs/decisions/126-public-read-busy-time-of-the-slot.md).
const BUSY_MILLISECONDS = statementText(
  busyMillisecondsJson(
    hostBusyCondition({
      hostId: sql.raw('s.host_id'),
      from: sql.raw(
        `(${at('takenFrom')}::timestamptz - make_interval(mins => coalesce(sv.buffer_before, 0)))`,
      ),
      to: sql.raw(`(${at('takenTo')}::timestamptz + make_interval(mins => coalesce(sv.buffer_after, 0)))`),
    }),
  ),
);
const DISABLED_DATES_CONDITION = statementText(
  disabledDatesConcerningCondition(sql.raw('sp.id'), sql.raw('s.host_id')),
);
const DISABLED_DATE_FIELDS = statementText(
  sql.join(
    Object.entries(DISABLED_DATE_COLUMNS).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
    sql`, `,
  ),
);

// Where the service and the host stand among the space's active ones (decision 073): the same
// fragments as the staff path's check (apps/api/src/plans/space-plan.repository.ts).
const SERVICE_RANK = statementText(serviceRankSql(sql.raw('sp.id'), sql.raw('sv.id')));
const HOST_RANK = statementText(hostRankSql(sql.raw('sp.id'), sql.raw('s.host_id')));

const PAUSES_CONDITION = statementText(
  onlinePausesConcerningCondition(sql.raw('sp.id'), sql.raw('s.host_id'), sql.raw(at('busyFrom'))),
);
const PAUSE_FIELDS = statementText(
  sql.join(
    Object.entries(ONLINE_PAUSE_COLUMNS).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
    sql`, `,
  ),
);

const HOLDS_CONDITION = statementText(
  waitlistHoldsConcerningCondition(sql.raw('o.host_id = s.host_id'), {
    from: sql.raw(at('busyFrom')),
    to: sql.raw(at('busyTo')),
    now: sql.raw(at('now')),
  }),
);
const HOLDS_FROM = statementText(WAITLIST_HOLDS_FROM);
const HOLD_FIELDS = statementText(WAITLIST_HOLD_FIELDS);

const DATE_OVERRIDES_CONDITION = statementText(
  dateOverridesConcerningCondition(sql.raw('sp.id'), sql.raw('s.host_id')),
);
const DATE_OVERRIDE_FIELDS = statementText(
  sql.join(
    Object.entries(DATE_OVERRIDE_COLUMNS).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
    sql`, `,
  ),
);

/**
 * Public bookings matching `condition` created since `since`, counted up to `cap` (0 reads none).
 * Newest first, so that the plan walks the caps' index `(…, created_at)` back from now and stops at
 * the cap or at `since`. Without an order, a clinic alone in its database (every booking its own)
 * got a generic plan that read the whole bookings table for the space's hour, up to 60 of them on
 * every public booking (docs/decisions/123-booking-inserts-triggered-per-statement.md).
 */
const recentPublicBookings = (condition: string, since: Parameter, cap: Parameter) =>
  `(select count(*) from (select 1 from bookings r
      where ${condition} and r.source = 'PUBLIC' and r.created_at >= ${at(since)}::timestamptz
      order by r.created_at desc
      limit ${at(cap)}::integer) as counted)::integer`;

// One json column rather than forty: the driver then sets up and parses one field per read.
// Lists are `to_json(array(select …))`, not `coalesce(json_agg(…), '[]')`: an ARRAY sub-select
// runs without an aggregate node, whose set-up cost ~3.5 µs on every call (docs/decisions/110).
// PostgreSQL takes at most 100 arguments per call (50 pairs): group new fields in a nested object.
/**
 * The schedule with its service, space and the host's membership, the host's ranges for the service,
 * the disabled dates and pauses of online booking concerning the host, the host's busy time around the booking, the space's, host's and
 * e-mail's recent public bookings (the caps), and the booking already made with the request's
 * idempotency key unless it expired: the same rows as findScheduleContext, listHostServiceSchedules,
 * listDisabledDatesConcerning, listHostBusyRanges and findIdempotencyRecord, in one read of a
 * prepared statement, because a public booking pays for every round trip and every plan under load. Every
 * join hangs off one row, so the stored key is read even when the schedule is gone (a retry is
 * answered as the first attempt was).
 */
const SNAPSHOT_TEXT = `select json_build_object(
      'schedule_id', s.id, 'host_id', s.host_id, 'day_of_week', s.day_of_week,
      'start_time', s.start_time, 'end_time', s.end_time, 'is_active', s.is_active,
      'custom_price', s.custom_price::text,
      'service_id', sv.id, 'service_name', sv.name, 'duration', sv.duration, 'price', sv.price::text,
      'currency', sv.currency, 'service_is_active', sv.is_active,
      'is_bookable_by_clients', sv.is_bookable_by_clients, 'requires_approval', sv.requires_approval,
      'min_advance_booking', sv.min_advance_booking, 'max_advance_booking', sv.max_advance_booking,
      'slot_step', sv.slot_step, 'buffer_before', sv.buffer_before, 'buffer_after', sv.buffer_after,
      'daily_cap', sv.daily_cap,
      'space_id', sp.id, 'time_zone', sp.time_zone, 'host_role', m.role,
      'host_name', host.name, 'host_email', host.email, 'space_name', sp.name,
      'space_route', sp.route, 'space_address', sp.address, 'space_city', sp.city,
      'space_state', sp.state, 'space_country', sp.country, 'space_phone', sp.phone,
      'space_email', coalesce(sp.contact_email, sp.email), 'space_color', sp.color,
      'space_logo_key', sp.logo_key,
      'reminder_settings', (select rs.settings from reminder_settings rs where rs.space_id = sp.id),
      'allow_cancellation', sv.allow_cancellation, 'allow_rescheduling', sv.allow_rescheduling,
      'host_schedules', to_json(array(select json_build_object(
                'id', hs.id, 'dayOfWeek', hs.day_of_week, 'startTime', hs.start_time,
                'endTime', hs.end_time, 'isActive', hs.is_active, 'customPrice', hs.custom_price::text)
         from service_schedules hs
        where hs.service_id = s.service_id and hs.host_id = s.host_id)),
      'disabled_dates', to_json(array(select json_build_object(${DISABLED_DATE_FIELDS})
         from disabled_dates
        where ${DISABLED_DATES_CONDITION})),
      'blocks', json_build_object(
        'pauses', to_json(array(select json_build_object(${PAUSE_FIELDS})
           from online_booking_pauses
          where ${PAUSES_CONDITION})),
        'holds', to_json(array(select json_build_object(${HOLD_FIELDS})
           from ${HOLDS_FROM}
          where ${HOLDS_CONDITION}))),
      'date_overrides', to_json(array(select json_build_object(${DATE_OVERRIDE_FIELDS})
         from schedule_date_overrides
        where ${DATE_OVERRIDES_CONDITION}
          and schedule_date_overrides.date between (${at('busyFrom')}::timestamptz at time zone sp.time_zone)::date
                                               and (${at('busyTo')}::timestamptz at time zone sp.time_zone)::date)),
      'busy', ${BUSY_MILLISECONDS},
      'space_last_hour', ${recentPublicBookings('r.space_id = sp.id', 'hourAgo', 'spaceCap')},
      'host_last_day', ${recentPublicBookings('r.host_id = s.host_id', 'dayAgo', 'hostCap')},
      'email_last_day', ${recentPublicBookings(`lower(r.client_email) = ${at('email')}::text`, 'dayAgo', 'emailCap')},
      'plan', json_build_object('plan', sp.plan, 'plan_source', sp.plan_source,
        'plan_ends_at', sp.plan_ends_at, 'trial_started_at', sp.trial_started_at,
        'service_rank', case when ${at('arePlanLimitsOn')}::boolean then ${SERVICE_RANK} end,
        'host_rank', case when ${at('arePlanLimitsOn')}::boolean then ${HOST_RANK} end),
      'stored', json_build_object('request_hash', stored.request_hash,
        'status_code', stored.status_code, 'booking_id', stored.booking_id)
    ) as snapshot
    from (select 1) as anchor
    left join service_schedules s on s.id = ${at('scheduleId')}::uuid
    left join services sv on sv.id = s.service_id
    left join spaces sp on sp.id = sv.space_id and sp.deleted_at is null
    left join users host on host.id = s.host_id
    left join space_members m on m.space_id = sp.id and m.user_id = s.host_id
    left join idempotency_keys stored
      on stored.scope = ${at('scope')}::text and stored.key = ${at('key')}::text
     and stored.created_at >= ${at('notExpiredSince')}::timestamptz`;

/**
 * The reads of the public bookings that arrived together, in one statement (decision 118): one row
 * of the recordset `p` per read, each answered by the read above as a lateral sub-select. `offset 0`
 * keeps that sub-select whole, so each read stays the lookups by key it is alone, whatever the
 * planner guesses of the recordset's size. Setting up a plan this size was a tenth of PostgreSQL's
 * CPU under the booking load when each read was a statement of its own; a batch sets it up once.
 */
export const SNAPSHOT_BATCH_STATEMENT: PreparedStatement = {
  name: 'public_booking_snapshots_v1',
  // Always the generic plan (decision 116): planned for the values at hand, the plan's ranks fold
  // away when the limits are off and the caps' LIMITs are known, so some connections judged their
  // custom plans cheaper and planned on every booking (1 ms a plan, against 0.2 ms of running).
  isGenericPlan: true,
  text: `select p.ordinal, r.snapshot
    from jsonb_to_recordset($1::jsonb) as p(ordinal integer, ${Object.entries(PARAMETER_TYPES)
      .map(([name, type]) => `"${name}" ${type}`)
      .join(', ')})
    cross join lateral (${SNAPSHOT_TEXT}
    offset 0) as r`,
};

export type SnapshotRequest = {
  scheduleId: string;
  /** The instants the pauses, holds and changed hours are read over: the booking's days in any zone. */
  window: TimeRange;
  /**
   * Instants the booking surely lies within, in any zone. The host's busy time is read over them
   * widened by the service's buffers, which is what placing the booking compares it with.
   */
  taken: TimeRange;
  /** The request's idempotency key, when it sent one; answers older than `notExpiredSince` are gone. */
  idempotency: { scope: string; key: string; notExpiredSince: Date } | null;
  /** The client's e-mail and the caps its counts are read up to; `now` ends the windows. */
  caps: { email: string; limits: PublicBookingCaps; now: Date };
  /**
   * Whether the plan's ranks are read. They count the space's active services and professionals
   * before these, over every weekly range of the space (half the read's execution in a clinic of 31
   * professionals, docs/decisions/110), and only a plan limit uses them.
   */
  arePlanLimitsOn: boolean;
};

export type PublicBookingRead = {
  /** Null when the schedule does not exist. */
  snapshot: PublicBookingSnapshot | null;
  /** The answer already given to this idempotency key, when there is one. */
  storedAnswer: IdempotencyRecord | null;
};

/** One read alone: readPublicBookings of one request. */
export async function readPublicBooking(
  database: DatabaseHandle,
  request: SnapshotRequest,
): Promise<PublicBookingRead> {
  const [read] = await readPublicBookings(database, [request]);
  if (!read) throw new Error('the public booking read answered no row');
  return read;
}

/** The reads of several public bookings in one round trip, answered in the requests' order. */
export async function readPublicBookings(
  database: DatabaseHandle,
  requests: readonly SnapshotRequest[],
): Promise<PublicBookingRead[]> {
  const rows = await database.run<{ ordinal: number; snapshot: SnapshotRow }>(SNAPSHOT_BATCH_STATEMENT, [
    JSON.stringify(requests.map(valuesOf)),
  ]);
  const byOrdinal = new Map(rows.map((row) => [row.ordinal, row.snapshot]));
  return requests.map((_, ordinal) => {
    const row = byOrdinal.get(ordinal);
    if (!row) throw new Error(`the public booking read answered no row for read ${ordinal}`);
    const storedAnswer =
      row.stored.request_hash != null
        ? {
            requestHash: row.stored.request_hash,
            statusCode: row.stored.status_code,
            bookingId: row.stored.booking_id,
          }
        : null;
    return { snapshot: toSnapshot(row), storedAnswer };
  });
}

/** One read's row of the batch's recordset: its position and its values, instants in ISO 8601. */
function valuesOf(request: SnapshotRequest, ordinal: number): Record<Parameter | 'ordinal', unknown> {
  const { idempotency, caps } = request;
  const windows = capWindowsAt(caps.now.getTime());
  return {
    ordinal,
    // A malformed id matches nothing rather than failing the uuid cast.
    scheduleId: UUID_PATTERN.test(request.scheduleId) ? request.scheduleId : null,
    busyFrom: new Date(request.window.startAt).toISOString(),
    busyTo: new Date(request.window.endAt).toISOString(),
    takenFrom: new Date(request.taken.startAt).toISOString(),
    takenTo: new Date(request.taken.endAt).toISOString(),
    scope: idempotency?.scope ?? null,
    key: idempotency?.key ?? null,
    notExpiredSince: idempotency?.notExpiredSince.toISOString() ?? null,
    email: caps.email.toLowerCase(),
    hourAgo: new Date(windows.hourAgo).toISOString(),
    dayAgo: new Date(windows.dayAgo).toISOString(),
    spaceCap: caps.limits.perSpacePerHour,
    hostCap: caps.limits.perHostPerDay,
    emailCap: caps.limits.perEmailPerDay,
    now: caps.now.toISOString(),
    arePlanLimitsOn: request.arePlanLimitsOn,
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
        slotStep: row.slot_step,
        bufferBefore: row.buffer_before,
        bufferAfter: row.buffer_after,
        dailyCap: row.daily_cap,
      },
      spaceId: row.space_id,
      timeZone: row.time_zone,
      clinic: { country: row.space_country, phone: row.space_phone },
      hostRole: row.host_role,
    },
    schedules: row.host_schedules,
    disabledDates: row.disabled_dates.map((entry) => ({
      isAllDay: entry.isAllDay,
      startDay: entry.startDay,
      endDay: entry.endDay,
      startAt: orNull(entry.startAt),
      endAt: orNull(entry.endAt),
      isRecurring: entry.isRecurring,
      serviceIds: entry.serviceIds,
    })),
    pauses: row.blocks.pauses.map((pause) => ({
      hostId: pause.hostId,
      startAt: Date.parse(pause.startAt),
      endAt: Date.parse(pause.endAt),
    })),
    holds: row.blocks.holds.map((hold) => ({
      ...hold,
      busyStartAt: Number(hold.busyStartAt),
      busyEndAt: Number(hold.busyEndAt),
      holdUntil: Number(hold.holdUntil),
    })),
    busy: row.busy.map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })),
    dateOverrides: row.date_overrides,
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
      spaceColor: row.space_color ?? null,
      spaceLogoKey: row.space_logo_key ?? null,
      allowCancellation: row.allow_cancellation,
      allowRescheduling: row.allow_rescheduling,
      reminderSettings: row.reminder_settings ?? null,
    },
    recent: {
      spaceLastHour: row.space_last_hour,
      hostLastDay: row.host_last_day,
      emailLastDay: row.email_last_day,
    },
    phoneRegion: clinicRegion({ country: row.space_country, phones: [row.space_phone] }),
    plan: {
      stored: storedPlanOf(row.plan),
      serviceRank: row.plan.service_rank,
      hostRank: row.plan.host_rank,
    },
  };
}
