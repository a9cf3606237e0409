import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

// Slots given back (a cancellation, a hold that ran out), queued for the waitlist sweep.

type Executor = Database | Transaction;

export type FreedSlotRow = {
  id: number;
  spaceId: string;
  serviceId: string;
  hostId: string;
  startAt: Date;
  endAt: Date;
};

/**
 * Claims up to `limit` freed slots for this transaction (deleted now, gone for good if it commits;
 * another worker skips them meanwhile).
 */
export async function claimFreedSlots(tx: Transaction, limit: number): Promise<FreedSlotRow[]> {
  const rows = await queryRows<{
    id: string;
    space_id: string;
    service_id: string;
    host_id: string;
    start_at: string | Date;
    end_at: string | Date;
  }>(
    tx,
    sql`delete from waitlist_freed_slots where id in (
          select id from waitlist_freed_slots order by id limit ${limit} for update skip locked)
        returning id, space_id, service_id, host_id, start_at, end_at`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    spaceId: row.space_id,
    serviceId: row.service_id,
    hostId: row.host_id,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
  }));
}

/** Puts a slot back for the sweep (a hold ran out: the next in line gets it). */
export async function queueFreedSlot(db: Executor, slot: Omit<FreedSlotRow, 'id'>): Promise<void> {
  await db.execute(
    sql`insert into waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
        values (${slot.spaceId}::uuid, ${slot.serviceId}::uuid, ${slot.hostId}::uuid, ${slot.startAt}, ${slot.endAt})`,
  );
}
