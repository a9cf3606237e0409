import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import type { StoredWaitlistWindow } from '@citavet/db/schema/waitlist';
import type { WaitlistCandidate } from '@citavet/domain/waitlist/waitlist-matching';
import { sql } from 'drizzle-orm';

export {
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  listOnlinePausesConcerning,
  listWaitlistHolds,
  readDailyCaps,
} from '@citavet/db/scheduling-inputs';

// New openings for the waitlist (docs/decisions/088): what the triggers of migration 0047 recorded,
// and what the sweep needs to compute, with the public slot engine's inputs, which slots are free.

type Executor = Database | Transaction;

export type OpeningRow = { spaceId: string; hostId: string | null };

/** Claims up to `limit` recorded openings for this transaction; another worker skips them meanwhile. */
export async function claimOpenings(tx: Transaction, limit: number): Promise<OpeningRow[]> {
  const rows = await queryRows<{ space_id: string; host_id: string | null }>(
    tx,
    sql`delete from waitlist_openings where id in (
          select id from waitlist_openings order by id limit ${limit} for update skip locked)
        returning space_id, host_id`,
  );
  return rows.map((row) => ({ spaceId: row.space_id, hostId: row.host_id }));
}

export type OpeningSchedulesRow = {
  serviceId: string;
  hostId: string;
  timeZone: string;
  duration: number;
  minAdvanceBooking: number;
  maxAdvanceBooking: number | null;
  slotStep: number | null;
  bufferBefore: number;
  bufferAfter: number;
  serviceDailyCap: number | null;
  hostDailyCap: number | null;
  schedule: { id: string; dayOfWeek: number; startTime: string; endTime: string; isActive: boolean };
};

/**
 * The ranges of the space's services booked online that someone waits for, of the member hosts
 * offering them (only `hostId`'s when the opening was one professional's).
 */
export async function listOpeningSchedules(
  db: Executor,
  spaceId: string,
  hostId: string | null,
): Promise<OpeningSchedulesRow[]> {
  const rows = await queryRows<{
    service_id: string;
    host_id: string;
    time_zone: string;
    duration: number;
    min_advance_booking: number;
    max_advance_booking: number | null;
    slot_step: number | null;
    buffer_before: number;
    buffer_after: number;
    service_daily_cap: number | null;
    host_daily_cap: number | null;
    schedule_id: string;
    day_of_week: number;
    start_time: string;
    end_time: string;
    is_active: boolean;
  }>(
    db,
    sql`select v.id as service_id, ss.host_id, s.time_zone, v.duration, v.min_advance_booking, v.max_advance_booking,
          v.slot_step, v.buffer_before, v.buffer_after, v.daily_cap as service_daily_cap, m.daily_cap as host_daily_cap,
          ss.id as schedule_id, ss.day_of_week, ss.start_time, ss.end_time, ss.is_active
        from services v
        join spaces s on s.id = v.space_id and s.deleted_at is null
        join service_schedules ss on ss.service_id = v.id
        join space_members m on m.space_id = v.space_id and m.user_id = ss.host_id
        where v.space_id = ${spaceId}::uuid and v.is_active and v.is_bookable_by_clients
          and (${hostId}::uuid is null or ss.host_id = ${hostId}::uuid)
          and exists (select 1 from waitlist_requests r where r.service_id = v.id and r.status = 'WAITING'
                        and (r.host_id is null or r.host_id = ss.host_id))
        order by v.id, ss.host_id, ss.id`,
  );
  return rows.map((row) => ({
    serviceId: row.service_id,
    hostId: row.host_id,
    timeZone: row.time_zone,
    duration: Number(row.duration),
    minAdvanceBooking: Number(row.min_advance_booking),
    maxAdvanceBooking: row.max_advance_booking === null ? null : Number(row.max_advance_booking),
    slotStep: row.slot_step === null ? null : Number(row.slot_step),
    bufferBefore: Number(row.buffer_before),
    bufferAfter: Number(row.buffer_after),
    serviceDailyCap: row.service_daily_cap === null ? null : Number(row.service_daily_cap),
    hostDailyCap: row.host_daily_cap === null ? null : Number(row.host_daily_cap),
    schedule: {
      id: row.schedule_id,
      dayOfWeek: Number(row.day_of_week),
      startTime: row.start_time,
      endTime: row.end_time,
      isActive: row.is_active,
    },
  }));
}

/** The service's requests waiting at `now` that an offer can reach, first in line first. */
export async function listReachableWaiting(
  db: Executor,
  serviceId: string,
  now: Date,
): Promise<WaitlistCandidate[]> {
  const rows = await queryRows<{
    id: string;
    host_id: string | null;
    windows: StoredWaitlistWindow[] | string;
    created_at: string | Date;
    expires_at: string | Date;
  }>(
    db,
    sql`select r.id, r.host_id, r.windows, r.created_at, r.expires_at from waitlist_requests r
        where r.service_id = ${serviceId}::uuid and r.status = 'WAITING' and r.expires_at > ${now}
          and (r.client_email is not null or r.client_phone is not null)
        order by r.created_at, r.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    serviceId,
    hostId: row.host_id,
    windows: typeof row.windows === 'string' ? JSON.parse(row.windows) : row.windows,
    state: 'WAITING',
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
  }));
}
