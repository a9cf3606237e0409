import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import { spaces } from '@citavet/db/schema/spaces';
import { UPCOMING_BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import { documentKeyOf } from '@citavet/domain/clients/client-import-plan';
import { type PetRecord, toPetView } from '@citavet/domain/pets/pet-record';
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { dropPendingAppointmentReminders } from '../../mail/reminder-outbox.repository';

type Executor = Database | Transaction;
export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Pick<
  typeof clients.$inferInsert,
  | 'name'
  | 'email'
  | 'phone'
  | 'whatsapp'
  | 'documentId'
  | 'address'
  | 'notes'
  | 'reminderConsentAt'
  | 'remindersUnsubscribedAt'
  | 'marketingConsentAt'
  | 'smsConsentAt'
  | 'smsUnsubscribedAt'
  | 'archivedAt'
>;

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

/** The stored consent instants, which the API shows as booleans. */
export async function findClientConsents(db: Executor, clientId: string) {
  const [row] = await db
    .select({
      reminderConsentAt: clients.reminderConsentAt,
      marketingConsentAt: clients.marketingConsentAt,
      smsConsentAt: clients.smsConsentAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ?? null;
}

/** What a nationally written phone of this space's clients is read in: the clinic's country and phones. */
export async function findSpacePhoneContext(db: Executor, spaceId: string) {
  const [row] = await db
    .select({ country: spaces.country, phone: spaces.phone })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return row ?? null;
}

export async function insertClient(db: Executor, spaceId: string, values: ClientValues): Promise<Client> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, spaceId })
    .returning();
  if (!row) throw new Error('client not inserted');
  return toClient(row, []);
}

export async function updateClient(
  db: Executor,
  spaceId: string,
  clientId: string,
  values: Partial<ClientValues>,
  now: Date,
): Promise<void> {
  await db
    .update(clients)
    .set({ ...values, updatedAt: now })
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)));
}

function futureBookingsWhere(clientId: string, now: Date) {
  return and(
    eq(bookings.clientId, clientId),
    inArray(bookings.status, [...UPCOMING_BOOKING_STATUSES]),
    gt(bookings.startAt, now),
  );
}

/**
 * A renamed client's upcoming bookings take the new name (the past keep the name they were made
 * under): the agenda, the reminders, the feed and the vet's CalDAV calendar then agree. Answers
 * how many bookings changed.
 */
export async function renameUpcomingBookingsClient(
  db: Executor,
  clientId: string,
  name: string,
  now: Date,
): Promise<number> {
  const renamed = await db
    .update(bookings)
    .set({ clientName: name, updatedAt: now })
    .where(and(futureBookingsWhere(clientId, now), sql`${bookings.clientName} is distinct from ${name}`))
    .returning({ id: bookings.id });
  return renamed.length;
}

export async function countFutureBookings(db: Executor, clientId: string, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(futureBookingsWhere(clientId, now));
  return row?.total ?? 0;
}

/** How many appointments the client did not come to (status NO_SHOW, decision 026). */
export async function countClientNoShows(db: Executor, clientId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.status, 'NO_SHOW')));
  return row?.total ?? 0;
}

/** Cancels the client's future appointments and drops their pending reminders. */
export async function cancelFutureBookings(
  db: Executor,
  clientId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const cancelled = await db
    .update(bookings)
    .set({ status: 'CANCELLED', cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(futureBookingsWhere(clientId, now))
    .returning({ id: bookings.id });
  const ids = cancelled.map((row) => row.id);
  await dropPendingAppointmentReminders(db, ids, reason);
  return ids.length;
}

/** Every booking of the source and every pet now belong to the target. */
export async function moveClientBelongings(db: Executor, sourceId: string, targetId: string, now: Date) {
  const movedPets = await db
    .update(pets)
    .set({ clientId: targetId, updatedAt: now })
    .where(eq(pets.clientId, sourceId))
    .returning({ id: pets.id });
  const movedBookings = await db
    .update(bookings)
    .set({ clientId: targetId })
    .where(eq(bookings.clientId, sourceId))
    .returning({ id: bookings.id });
  // Messages without a booking (a vaccine reminder) too: the source's deletion would cascade them away.
  await db.update(emailOutbox).set({ clientId: targetId }).where(eq(emailOutbox.clientId, sourceId));
  return { pets: movedPets.length, bookings: movedBookings.length };
}

export async function deleteClientRow(db: Executor, spaceId: string, clientId: string) {
  await db.delete(clients).where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)));
}

/** The client's appointments, newest first (read-only; bookings own their writes). */
export async function listClientBookings(db: Executor, clientId: string): Promise<ClientBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      hostId: bookings.hostId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      notes: bookings.notes,
      petId: bookings.petId,
      petName: pets.name,
      reason: bookings.reason,
    })
    .from(bookings)
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .where(eq(bookings.clientId, clientId))
    .orderBy(desc(bookings.startAt), asc(bookings.id))
    .limit(500);
  return rows.map(({ startAt, endAt, ...row }) => ({
    ...row,
    startTime: startAt.toISOString(),
    endTime: endAt.toISOString(),
  }));
}

/**
 * The space's client an imported row stands for: same e-mail, same phone (national number) or
 * same document (without punctuation), in that order of trust.
 */
export async function findMatchingClient(
  db: Executor,
  spaceId: string,
  keys: { email: string | null; phone: string | null; documentId: string | null },
): Promise<ClientRow | null> {
  const documentKey = keys.documentId ? documentKeyOf(keys.documentId) : '';
  const conditions: SQL[] = [];
  if (keys.email) conditions.push(sql`lower(${clients.email}) = lower(${keys.email})`);
  if (keys.phone) conditions.push(sql`${clients.phoneDigits} = citavet_phone_digits(${keys.phone})`);
  if (documentKey) {
    conditions.push(sql`regexp_replace(lower(${clients.documentId}), '[^0-9a-z]', '', 'g') = ${documentKey}`);
  }
  if (conditions.length === 0) return null;
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), sql`(${sql.join(conditions, sql` or `)})`))
    .orderBy(
      sql`case when ${keys.email ? sql`lower(${clients.email}) = lower(${keys.email})` : sql`false`} then 0 else 1 end`,
      asc(clients.createdAt),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Every active client with the names of their pets, by name, for the CSV export. */
export async function listClientsForExport(db: Executor, spaceId: string) {
  return db
    .select({
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      whatsapp: clients.whatsapp,
      documentId: clients.documentId,
      address: clients.address,
      notes: clients.notes,
      reminderConsentAt: clients.reminderConsentAt,
      remindersUnsubscribedAt: clients.remindersUnsubscribedAt,
      erasedAt: clients.erasedAt,
      marketingConsentAt: clients.marketingConsentAt,
      // Written with the outer table's name: drizzle renders a column of the selected table without
      // it, and inside this subquery a bare "id" is the pet's own id (the column came back empty).
      petNames: sql<
        string | null
      >`(select string_agg(p.name, ', ' order by p.name) from ${pets} p where p.client_id = "clients"."id")`,
    })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), isNull(clients.archivedAt)))
    .orderBy(asc(clients.nameFolded), asc(clients.id));
}

export type PhoneToNormalize = {
  id: string;
  phone: string | null;
  whatsapp: string | null;
  country: string | null;
  spacePhone: string | null;
};

/** Clients whose phones predate E.164 (migration 0041's mark), by id after `afterId`, with their clinic. */
export async function listPhonesToNormalize(
  db: Executor,
  afterId: string | null,
  limit: number,
): Promise<PhoneToNormalize[]> {
  return db
    .select({
      id: clients.id,
      phone: clients.phone,
      whatsapp: clients.whatsapp,
      country: spaces.country,
      spacePhone: spaces.phone,
    })
    .from(clients)
    .innerJoin(spaces, eq(spaces.id, clients.spaceId))
    .where(and(eq(clients.phoneNeedsE164, true), afterId ? gt(clients.id, afterId) : undefined))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** Writes a client's phones as read in its clinic's country and clears the mark. */
export async function saveNormalizedPhones(
  db: Executor,
  id: string,
  phones: { phone: string | null; whatsapp: string | null },
): Promise<void> {
  await db
    .update(clients)
    .set({ ...phones, phoneNeedsE164: false })
    .where(and(eq(clients.id, id), eq(clients.phoneNeedsE164, true)));
}
