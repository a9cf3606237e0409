import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { media } from '@citavet/db/schema/media';
import { pets } from '@citavet/db/schema/pets';
import { recordAttachments } from '@citavet/db/schema/records';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { eq, sql } from 'drizzle-orm';

/**
 * Bytes of the files the space stores besides its logo (the sizes recorded when they were uploaded):
 * gallery files, pets' photos and the medical records' attachments share one quota.
 */
export async function sumMediaBytes(db: Database | Transaction, spaceId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string | number | null>`coalesce(sum(${media.fileSize}), 0)
        + (select coalesce(sum(${pets.photoBytes}), 0) from ${pets} where ${pets.spaceId} = ${spaceId})`,
    })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  const [records] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${recordAttachments.fileSize}), 0)` })
    .from(recordAttachments)
    .where(eq(recordAttachments.spaceId, spaceId));
  return Number(row?.total ?? 0) + Number(records?.total ?? 0);
}

/** The space's current logo key, for uploads other than the logo's to count it. */
export async function findSpaceLogoKey(db: Database | Transaction, spaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row?.logoKey ?? null;
}

/**
 * The most any ADMIN of the space stores across all the spaces they administer (gallery files,
 * pets' photos, records' attachments; logos aside): what the per-account quota is checked against.
 */
export async function maxAdminAccountBytes(db: Database | Transaction, spaceId: string): Promise<number> {
  const [row] = await queryRows<{ bytes: string | number | null }>(
    db,
    sql`
    select coalesce(max(t.total), 0) as bytes from (
      select m.user_id, sum(
          (select coalesce(sum(x.file_size), 0) from ${media} x where x.space_id = m.space_id)
        + (select coalesce(sum(p.photo_bytes), 0) from ${pets} p where p.space_id = m.space_id)
        + (select coalesce(sum(r.file_size), 0) from ${recordAttachments} r where r.space_id = m.space_id)
      ) as total
      from ${spaceMembers} m
      where m.role = 'ADMIN'
        and m.user_id in (select a.user_id from ${spaceMembers} a where a.space_id = ${spaceId} and a.role = 'ADMIN')
      group by m.user_id
    ) t`,
  );
  return Number(row?.bytes ?? 0);
}
