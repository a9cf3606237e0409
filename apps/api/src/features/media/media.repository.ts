import type { Database, Transaction } from '@citavet/db/database';
import { media } from '@citavet/db/schema/media';
import { spaces } from '@citavet/db/schema/spaces';
import type { MediaType } from '@citavet/domain/media/media.schema';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type MediaRecord = {
  id: string;
  spaceId: string;
  mediaType: MediaType;
  storageKey: string;
  thumbnailKey: string | null;
  mimeType: string;
  originalName: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  description: string | null;
  displayOrder: number;
  createdAt: Date;
};

export type NewMediaRecord = Omit<MediaRecord, 'id' | 'spaceId' | 'displayOrder' | 'createdAt'>;

export type StoredKeys = { id: string; storageKey: string; thumbnailKey: string | null };

// Ties (two items with one order) cannot survive a reorder, but the list stays stable anyway.
const galleryOrder = [asc(media.displayOrder), asc(media.createdAt), asc(media.id)];

/**
 * Locks the space row for the rest of the transaction, so uploads, reorders and deletions of one
 * gallery run one after the other and displayOrder stays 0..n-1. False: there is no such space.
 */
export async function lockGallery(
  tx: Transaction,
  spaceId: string,
): Promise<{ logoKey: string | null } | null> {
  const [row] = await tx
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .for('update');
  return row ?? null;
}

/** Appends items to the end of the gallery, in the order given. */
export async function insertMediaItems(
  tx: Transaction,
  spaceId: string,
  items: NewMediaRecord[],
  now: Date,
): Promise<MediaRecord[]> {
  const [last] = await tx
    .select({ order: max(media.displayOrder) })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  const firstOrder = last?.order === null || last?.order === undefined ? 0 : last.order + 1;
  return tx
    .insert(media)
    .values(
      items.map((item, index) => ({ ...item, spaceId, displayOrder: firstOrder + index, createdAt: now })),
    )
    .returning();
}

export async function countMedia(db: Executor, spaceId: string, mediaType?: MediaType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(media)
    .where(and(eq(media.spaceId, spaceId), mediaType ? eq(media.mediaType, mediaType) : undefined));
  return row?.total ?? 0;
}

export async function listMedia(
  db: Executor,
  spaceId: string,
  page: { mediaType?: MediaType; limit: number; offset: number },
): Promise<MediaRecord[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.spaceId, spaceId), page.mediaType ? eq(media.mediaType, page.mediaType) : undefined))
    .orderBy(...galleryOrder)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findMedia(db: Executor, spaceId: string, mediaId: string): Promise<MediaRecord | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.spaceId, spaceId), eq(media.id, mediaId)))
    .limit(1);
  return row ?? null;
}

export async function updateMediaDescription(
  db: Executor,
  spaceId: string,
  mediaId: string,
  description: string | null,
): Promise<MediaRecord | null> {
  const [row] = await db
    .update(media)
    .set({ description })
    .where(and(eq(media.spaceId, spaceId), eq(media.id, mediaId)))
    .returning();
  return row ?? null;
}

/** Every id of the gallery, in its current order. */
export async function listMediaIds(tx: Transaction, spaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(eq(media.spaceId, spaceId))
    .orderBy(...galleryOrder);
  return rows.map((row) => row.id);
}

/** Gives the items displayOrder 0..n-1 in the order of `orderedIds`, in one statement. */
export async function setDisplayOrder(tx: Transaction, spaceId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const positions = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${media} set display_order = positions.position
    from (values ${positions}) as positions(id, position)
    where ${media.id} = positions.id and ${media.spaceId} = ${spaceId}`);
}

/** Every storage key the space's gallery rows point at: files and thumbnails. */
export async function listMediaFileKeys(db: Executor, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: media.storageKey, thumbnailKey: media.thumbnailKey })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  return rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));
}

/** Deletes these items of the space and answers their files; the caller checked they all exist. */
export async function deleteMediaItems(
  tx: Transaction,
  spaceId: string,
  mediaIds: string[],
): Promise<StoredKeys[]> {
  return tx
    .delete(media)
    .where(and(eq(media.spaceId, spaceId), inArray(media.id, mediaIds)))
    .returning({ id: media.id, storageKey: media.storageKey, thumbnailKey: media.thumbnailKey });
}
