import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { recordEntries } from '@citavet/db/schema/records';
import { spaces } from '@citavet/db/schema/spaces';
import type { PetWithOwner } from '@citavet/domain/pets/pet.schema';
import { toPetView } from '@citavet/domain/pets/pet-record';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;
export type PetValues = Omit<typeof pets.$inferInsert, 'id' | 'spaceId' | 'createdAt' | 'updatedAt'>;

const ownerColumns = {
  id: clients.id,
  name: clients.name,
  phone: clients.phone,
  archivedAt: clients.archivedAt,
};

function withOwner(row: {
  pet: typeof pets.$inferSelect;
  owner: { id: string; name: string; phone: string | null; archivedAt: Date | null };
}): PetWithOwner {
  const { archivedAt, ...owner } = row.owner;
  return { ...toPetView(row.pet), owner: { ...owner, isArchived: archivedAt !== null } };
}

export async function findPet(
  db: Executor,
  spaceId: string,
  petId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PetWithOwner | null> {
  const query = db
    .select({ pet: pets, owner: ownerColumns })
    .from(pets)
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: pets }) : await query;
  return row ? withOwner(row) : null;
}

/** Whether a client exists in the space (pets are only ever given to one of its own clients). */
/** The space's client, with whether their personal data was erased; null when not of the space. */
export async function findClientOfSpace(
  db: Executor,
  spaceId: string,
  clientId: string,
): Promise<{ isErased: boolean } | null> {
  const [row] = await db
    .select({ erasedAt: clients.erasedAt })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)))
    .limit(1);
  return row ? { isErased: row.erasedAt !== null } : null;
}

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: spaces.timeZone })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

export async function insertPet(db: Executor, spaceId: string, values: PetValues): Promise<string> {
  const [row] = await db
    .insert(pets)
    .values({ ...values, spaceId })
    .returning({ id: pets.id });
  if (!row) throw new Error('pet not inserted');
  return row.id;
}

export async function updatePet(
  db: Executor,
  spaceId: string,
  petId: string,
  values: Partial<PetValues>,
  now: Date,
): Promise<void> {
  await db
    .update(pets)
    .set({ ...values, updatedAt: now })
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)));
}

/** Deletes the pet; answers its photo's key (null without one), or undefined when there was no pet. */
export async function deletePet(
  db: Executor,
  spaceId: string,
  petId: string,
): Promise<string | null | undefined> {
  // A pet with a medical history is never deleted (its entries are the clinic's legal record, and
  // the foreign key would cascade them away): the statement leaves such a pet alone.
  const deleted = await db
    .delete(pets)
    .where(
      and(
        eq(pets.spaceId, spaceId),
        eq(pets.id, petId),
        sql`not exists (select 1 from ${recordEntries} where ${recordEntries.petId} = ${pets.id})`,
      ),
    )
    .returning({ photoKey: pets.photoKey });
  return deleted[0] ? deleted[0].photoKey : undefined;
}

/** Whether the space has this pet (after a delete that left it: it has a medical history). */
export async function hasSpacePet(db: Executor, spaceId: string, petId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Points the pet at a new photo (or at none) and answers the key it pointed at before, locking the
 * row so two uploads at once each remove exactly the file they replaced. Undefined: no such pet.
 */
export async function replacePetPhoto(
  tx: Transaction,
  spaceId: string,
  petId: string,
  photo: { key: string; bytes: number } | null,
  now: Date,
): Promise<string | null | undefined> {
  const [current] = await tx
    .select({ photoKey: pets.photoKey })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .for('update');
  if (!current) return undefined;
  await tx
    .update(pets)
    .set({ photoKey: photo?.key ?? null, photoBytes: photo?.bytes ?? null, updatedAt: now })
    .where(eq(pets.id, petId));
  return current.photoKey;
}

/** Every pet photo the space stores, for the start-up reconciliation of stored files. */
/** The key of the pet's photo, or null (no such pet in the space, or no photo). */
export async function findPetPhotoKey(db: Executor, spaceId: string, petId: string): Promise<string | null> {
  const [row] = await db
    .select({ photoKey: pets.photoKey })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)));
  return row?.photoKey ?? null;
}

export async function listPetPhotoKeys(db: Executor, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ photoKey: pets.photoKey })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), sql`${pets.photoKey} is not null`));
  return rows.map((row) => row.photoKey).filter((key): key is string => key !== null);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Pets by name (accent- and case-insensitive, fuzzy), microchip or owner's name; ranked exact >
 * prefix > fuzzy like the client search. Without a search: by name.
 */
export async function searchPets(
  db: Executor,
  spaceId: string,
  search: { text: string; digits: string | null } | null,
  limit: number,
): Promise<PetWithOwner[]> {
  if (!search) {
    const rows = await db
      .select({ pet: pets, owner: ownerColumns })
      .from(pets)
      .innerJoin(clients, eq(clients.id, pets.clientId))
      .where(eq(pets.spaceId, spaceId))
      .orderBy(asc(pets.nameFolded), asc(pets.id))
      .limit(limit);
    return rows.map(withOwner);
  }
  const folded = sql`citavet_fold(${search.text})`;
  const contains = sql`'%' || citavet_fold(${escapeLike(search.text)}) || '%'`;
  const prefix = sql`citavet_fold(${`${escapeLike(search.text)}%`})`;
  const wordPrefix = sql`'% ' || citavet_fold(${`${escapeLike(search.text)}%`})`;
  const rank = (field: SQL) => sql`case when ${field} = ${folded} then 0
    when ${field} like ${prefix} or ${field} like ${wordPrefix} then 1
    when ${field} like ${contains} or ${folded} <% ${field} then 2 end`;
  const chipRank = search.digits
    ? sql`case when p.microchip = ${search.digits} then 0 when p.microchip like ${`${search.digits}%`} then 1 end`
    : sql`null`;
  const result = (await db.execute(sql`
    select id from (
      select p.id, p.name, least(${rank(sql`p.name_folded`)}, ${chipRank},
        ${rank(sql`c.name_folded`)} + 1) as rank
      from ${pets} p join ${clients} c on c.id = p.client_id
      where p.space_id = ${spaceId}
    ) as ranked
    where rank is not null
    order by rank, citavet_fold(name), id
    limit ${limit}`)) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ pet: pets, owner: ownerColumns })
    .from(pets)
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .where(inArray(pets.id, ids));
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.map(withOwner).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Pet imports of a space take turns batch by batch: two at once would each add the same pet. */
export async function lockPetImports(tx: Transaction, spaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pet-import:${spaceId}`}))`);
}

/**
 * The clients a batch of rows names, by e-mail or by phone digits (oldest first), with the names
 * of their pets. One branch per key, each on its own index.
 */
export async function findPetImportOwners(
  tx: Transaction,
  spaceId: string,
  keys: { emails: string[]; phoneDigits: string[] },
) {
  const branches: SQL[] = [];
  const inSpace = sql`select id from ${clients} where space_id = ${spaceId}::uuid`;
  if (keys.emails.length > 0) {
    branches.push(sql`${inSpace} and email is not null and ${inArray(sql`lower(email)`, keys.emails)}`);
  }
  if (keys.phoneDigits.length > 0) {
    branches.push(sql`${inSpace} and ${inArray(sql`phone_digits`, keys.phoneDigits)}`);
  }
  if (branches.length === 0) return [];
  const owners = await tx
    .select({
      id: clients.id,
      email: clients.email,
      phoneDigits: clients.phoneDigits,
      erasedAt: clients.erasedAt,
    })
    .from(clients)
    .where(sql`${clients.id} = any(array(${sql.join(branches, sql` union `)}))`)
    .orderBy(asc(clients.createdAt), asc(clients.id));
  if (owners.length === 0) return [];
  const petRows = await tx
    .select({ clientId: pets.clientId, name: pets.name })
    .from(pets)
    .where(
      and(
        eq(pets.spaceId, spaceId),
        inArray(
          pets.clientId,
          owners.map((owner) => owner.id),
        ),
      ),
    );
  return owners.map((owner) => ({
    ...owner,
    names: petRows.filter((row) => row.clientId === owner.id).map((row) => row.name),
  }));
}

export async function insertImportedPets(
  tx: Transaction,
  spaceId: string,
  values: PetValues[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(pets).values(values.map((value) => ({ ...value, spaceId })));
}
