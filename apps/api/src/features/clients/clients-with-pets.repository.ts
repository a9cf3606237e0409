import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import type { Client } from '@citavet/domain/clients/client.schema';
import { type PetRecord, toPetView } from '@citavet/domain/pets/pet-record';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

// Clients as the API answers them: each with its pets, read in one statement.

type Executor = Database | Transaction;
export type ClientRow = typeof clients.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toClient(row: ClientRow, clientPets: PetRecord[]): Client {
  return {
    id: row.id,
    spaceId: row.spaceId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    documentId: row.documentId,
    address: row.address,
    notes: row.notes,
    reminderConsent: row.reminderConsentAt !== null,
    reminderConsentAt: iso(row.reminderConsentAt),
    remindersUnsubscribedAt: iso(row.remindersUnsubscribedAt),
    marketingConsent: row.marketingConsentAt !== null,
    marketingConsentAt: iso(row.marketingConsentAt),
    smsConsent: row.smsConsentAt !== null,
    smsConsentAt: iso(row.smsConsentAt),
    smsUnsubscribedAt: iso(row.smsUnsubscribedAt),
    isArchived: row.archivedAt !== null,
    archivedAt: iso(row.archivedAt),
    erasedAt: iso(row.erasedAt),
    pets: clientPets.map(toPetView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every column of a pet record, named as PetRecord names them. */
const PET_JSON_FIELDS = sql.raw(
  [
    ['id', 'id'],
    ['spaceId', 'space_id'],
    ['clientId', 'client_id'],
    ['name', 'name'],
    ['species', 'species'],
    ['breed', 'breed'],
    ['sex', 'sex'],
    ['isNeutered', 'is_neutered'],
    ['birthDate', 'birth_date'],
    ['isBirthDateEstimated', 'is_birth_date_estimated'],
    ['color', 'color'],
    ['microchip', 'microchip'],
    ['alerts', 'alerts'],
    ['photoKey', 'photo_key'],
    ['photoBytes', 'photo_bytes'],
    ['deceasedOn', 'deceased_on'],
    ['createdAt', 'created_at'],
    ['updatedAt', 'updated_at'],
  ]
    .map(([key, column]) => `'${key}', p.${column}`)
    .join(', '),
);

/** A pet as `json_build_object(PET_JSON_FIELDS)` answers it: the instants as text. */
export type PetJson = Omit<PetRecord, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** A client's pets as one JSON column, in `petsOf`'s order (name, id). */
export function petsJsonOf(clientId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object(${PET_JSON_FIELDS}) order by p.name, p.id)
    from ${pets} p where p.client_id = ${clientId}), '[]'::json)`;
}

/** The pet records of a `petsJsonOf` column (drivers answer JSON parsed, or as text). */
export function petRecordsOf(json: PetJson[] | string): PetRecord[] {
  const list = typeof json === 'string' ? (JSON.parse(json) as PetJson[]) : json;
  return list.map((pet) => ({
    ...pet,
    createdAt: new Date(pet.createdAt),
    updatedAt: new Date(pet.updatedAt),
  }));
}

async function petsOf(db: Executor, clientIds: string[]): Promise<Map<string, PetRecord[]>> {
  const byClient = new Map<string, PetRecord[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select()
    .from(pets)
    .where(inArray(pets.clientId, clientIds))
    .orderBy(asc(pets.name), asc(pets.id));
  for (const row of rows) {
    const list = byClient.get(row.clientId) ?? [];
    list.push(row);
    byClient.set(row.clientId, list);
  }
  return byClient;
}

async function withPets(db: Executor, rows: ClientRow[]): Promise<Client[]> {
  const byClient = await petsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toClient(row, byClient.get(row.id) ?? []));
}

/** The page of clients (with their pets) for ids already ranked, in that order. */
export async function clientsByIds(db: Executor, ids: string[]): Promise<Client[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(clients).where(inArray(clients.id, ids));
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return withPets(db, rows);
}

/** Every client of the space (active only unless asked) by folded name, with the total. */
export async function listClientsByName(
  db: Executor,
  spaceId: string,
  options: { includeArchived: boolean; limit: number; offset: number },
): Promise<{ clients: Client[]; total: number }> {
  const where = and(
    eq(clients.spaceId, spaceId),
    options.includeArchived ? undefined : isNull(clients.archivedAt),
  );
  const [totalRow] = await db.select({ total: count() }).from(clients).where(where);
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(asc(clients.nameFolded), asc(clients.id))
    .limit(options.limit)
    .offset(options.offset);
  return { clients: await withPets(db, rows), total: totalRow?.total ?? 0 };
}

export async function findClient(
  db: Executor,
  spaceId: string,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Client | null> {
  // The client and its pets in one statement: every client route reads a client first (one round
  // trip fewer for each, decision 064).
  const query = db
    .select({ row: clients, pets: sql<PetJson[] | string>`${petsJsonOf(sql`${clients.id}`)}` })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)))
    .limit(1);
  const [found] = options.forUpdate ? await query.for('update', { of: clients }) : await query;
  return found ? toClient(found.row, petRecordsOf(found.pets)) : null;
}
