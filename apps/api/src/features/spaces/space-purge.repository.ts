import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { type SQL, sql } from 'drizzle-orm';

// The purge of a deleted space once its restore window has closed (decision 067). It deletes what
// may go and keeps, by law, the clinic's legal record: signed entries, their addenda and
// attachments (rows and files), the pets they are about and those pets' owners (the record names
// them), the audit log, and the space's row itself as a tombstone (its name and id, which the kept
// rows point at). Delete triggers on those tables refuse anything else (migration 0029).

type Executor = Database | Transaction;

/**
 * Every other table that holds a space's rows, in an order no foreign key objects to. A table added
 * later with a `space_id` is caught by the purge test, which checks that nothing but the kept rows
 * is left.
 */
const SPACE_TABLES_PURGED = [
  'pet_due_reminders',
  'reminder_settings',
  'client_duplicate_dismissals',
  'directory_entries',
  'disabled_dates',
  'schedule_date_overrides',
  'services',
  'media',
  'invitations',
  'space_members',
  'report_host_days',
  'report_service_days',
  'report_tally_days',
  'report_client_firsts',
  'report_client_ordinals',
  'report_client_days',
] as const;

/** Tables whose rows the purge keeps (or that follow their kept rows by trigger). */
export const SPACE_TABLES_KEPT = [
  'spaces',
  'audit_events',
  'record_entries',
  'record_addenda',
  'record_attachments',
  'pets',
  'clients',
  'client_name_words',
  'client_name_word_pairs',
] as const;

export type PurgeCounts = Record<string, number>;

/** Deleted spaces whose restore window closed before `deletedBefore` and that are not purged yet. */
export async function findSpacesDueForPurge(db: Executor, deletedBefore: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from spaces
        where deleted_at is not null and purged_at is null and deleted_at <= ${deletedBefore.toISOString()}::timestamptz
        order by deleted_at, id`,
  );
  return rows.map((row) => row.id);
}

/** The row, locked, when it is still a deleted, unpurged space (another run may have taken it). */
export async function lockSpaceForPurge(tx: Transaction, spaceId: string, deletedBefore: Date) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from spaces where id = ${spaceId}::uuid and deleted_at is not null and purged_at is null
          and deleted_at <= ${deletedBefore.toISOString()}::timestamptz
        for update`,
  );
  return row ?? null;
}

/** Storage keys of every file that goes: gallery, logo, photos of pets that go, drafts' attachments. */
export async function listPurgedFileKeys(tx: Transaction, spaceId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`select storage_key as key from media where space_id = ${spaceId}::uuid
        union all select thumbnail_key from media where space_id = ${spaceId}::uuid and thumbnail_key is not null
        union all select logo_key from spaces where id = ${spaceId}::uuid and logo_key is not null
        union all select photo_key from pets p where p.space_id = ${spaceId}::uuid and p.photo_key is not null
          and not exists (select 1 from record_entries e where e.pet_id = p.id and e.status = 'SIGNED')
        union all select a.storage_key from record_attachments a join record_entries e on e.id = a.record_id
          where a.space_id = ${spaceId}::uuid and e.status <> 'SIGNED'`,
  );
  return rows.map((row) => row.key);
}

async function deleteCounting(tx: Transaction, table: string, statement: SQL): Promise<[string, number]> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return [table, Number(rows[0]?.n ?? 0)];
}

/** Everything of the space that may go, in the caller's transaction; answers how many rows each table lost. */
export async function deletePurgeableRows(tx: Transaction, spaceId: string, now: Date): Promise<PurgeCounts> {
  const id = sql`${spaceId}::uuid`;
  const counts: [string, number][] = [];
  // Drafts were never signed: they (and their attachments) go. Signed entries stay.
  counts.push(
    await deleteCounting(
      tx,
      'record_entries',
      sql`delete from record_entries where space_id = ${id} and status <> 'SIGNED'`,
    ),
  );
  // A kept entry's link to its appointment is cleared (ON DELETE SET NULL, which its trigger allows).
  counts.push(await deleteCounting(tx, 'bookings', sql`delete from bookings where space_id = ${id}`));
  counts.push(
    await deleteCounting(
      tx,
      'pets',
      sql`delete from pets p where p.space_id = ${id} and not exists (select 1 from record_entries e where e.pet_id = p.id)`,
    ),
  );
  counts.push(
    await deleteCounting(
      tx,
      'clients',
      sql`delete from clients c where c.space_id = ${id} and not exists (select 1 from pets p where p.client_id = c.id)`,
    ),
  );
  // Messages still waiting for a kept owner (a vaccine reminder) must not go out from a closed clinic.
  counts.push(
    await deleteCounting(
      tx,
      'email_outbox',
      sql`delete from email_outbox o where o.status = 'PENDING'
            and o.client_id in (select c.id from clients c where c.space_id = ${id})`,
    ),
  );
  for (const table of SPACE_TABLES_PURGED) {
    counts.push(
      await deleteCounting(tx, table, sql`delete from ${sql.identifier(table)} where space_id = ${id}`),
    );
  }
  // The tombstone: the name and id the kept rows point at; its route is free again.
  await tx.execute(sql`
    update spaces set purged_at = ${now.toISOString()}::timestamptz, route = null, logo_key = null,
      description = null, phone = null, email = null, address = null, city = null, state = null,
      country = null, latitude = null, longitude = null, contact_phone = null, contact_email = null,
      contact_whatsapp = null, social_instagram = null, social_facebook = null, social_website = null,
      pending_owner_user_id = null, ownership_offered_at = null
    where id = ${id}`);
  return Object.fromEntries(counts.filter(([, count]) => count > 0));
}
