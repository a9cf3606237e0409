import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import { type PetRecord, toPetView } from '@citavet/domain/pets/pet-record';
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;
type ClientRow = typeof clients.$inferSelect;
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
  | 'marketingConsentAt'
  | 'archivedAt'
>;

/** What a search looks for: the text as typed, and its phone and microchip readings if any. */
export type ClientSearch = { text: string; phoneDigits: string | null; digits: string | null };

const ACTIVE_BOOKING_STATUSES = ['PENDING', 'CONFIRMED'] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toClient(row: ClientRow, clientPets: PetRecord[]): Client {
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
    marketingConsent: row.marketingConsentAt !== null,
    marketingConsentAt: iso(row.marketingConsentAt),
    isArchived: row.archivedAt !== null,
    archivedAt: iso(row.archivedAt),
    pets: clientPets.map(toPetView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

/** Documents compare without punctuation or case: "12.345.678-9" is "123456789". */
const documentKeyOf = (text: string) => text.toLowerCase().replace(/[^0-9a-z]/g, '');

/** LIKE patterns take the user's text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Clients whose own fields, or whose pets, match: a UNION of branches the trigram indexes of
 * migration 0005 can serve, ranked afterwards.
 */
function matchedClientIds(spaceId: string, search: ClientSearch): SQL {
  const folded = sql`citavet_fold(${search.text})`;
  const contains = sql`'%' || citavet_fold(${escapeLike(search.text)}) || '%'`;
  const phoneBranch = search.phoneDigits
    ? sql`or c.phone_digits like ${`%${escapeLike(search.phoneDigits)}%`}`
    : sql``;
  const chipBranch = search.digits ? sql`or p.microchip like ${`${search.digits}%`}` : sql``;
  const documentKey = documentKeyOf(search.text);
  return sql`
    select c.id from ${clients} c
    where c.space_id = ${spaceId} and (
      citavet_fold(c.name) like ${contains} or ${folded} <% citavet_fold(c.name)
      or lower(c.email) like ${contains}
      or citavet_fold(c.document_id) like ${contains}
      or (${documentKey} <> '' and regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey})
      ${phoneBranch}
    )
    union
    select p.client_id from ${pets} p
    where p.space_id = ${spaceId} and (
      citavet_fold(p.name) like ${contains} or ${folded} <% citavet_fold(p.name) ${chipBranch}
    )`;
}

/** 0 exact, 1 prefix of the field, 2 prefix of one of its words, 3 anything fuzzier. */
function fieldRank(field: SQL, value: string): SQL {
  const prefix = `${escapeLike(value)}%`;
  return sql`case when ${field} = citavet_fold(${value}) then 0
    when ${field} like citavet_fold(${prefix}) then 1
    when ${field} like '% ' || citavet_fold(${prefix}) then 2
    else 3 end`;
}

function searchRank(search: ClientSearch): SQL {
  const documentKey = documentKeyOf(search.text);
  const parts: SQL[] = [
    sql`(${fieldRank(sql`folded.name`, search.text)})`,
    sql`case when lower(c.email) = lower(${search.text}) then 0
      when lower(c.email) like lower(${`${escapeLike(search.text)}%`}) then 1 end`,
    sql`case when ${documentKey} <> '' and regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey} then 0 end`,
    sql`(select min(case when p.microchip = ${search.digits ?? ''} then 0 else ${fieldRank(sql`citavet_fold(p.name)`, search.text)} end)
      from ${pets} p where p.client_id = c.id)`,
  ];
  if (search.phoneDigits) {
    parts.push(sql`case when c.phone_digits = ${search.phoneDigits} then 0
      when c.phone_digits like ${`${escapeLike(search.phoneDigits)}%`} then 1 end`);
  }
  return sql`least(${sql.join(parts, sql`, `)})`;
}

export async function searchClients(
  db: Executor,
  spaceId: string,
  options: { search: ClientSearch | null; includeArchived: boolean; limit: number; offset: number },
): Promise<{ clients: Client[]; total: number }> {
  const archivedFilter = options.includeArchived ? sql`true` : sql`c.archived_at is null`;
  if (!options.search) {
    const where = and(
      eq(clients.spaceId, spaceId),
      options.includeArchived ? undefined : isNull(clients.archivedAt),
    );
    const [totalRow] = await db.select({ total: count() }).from(clients).where(where);
    const rows = await db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(sql`citavet_fold(${clients.name})`), asc(clients.id))
      .limit(options.limit)
      .offset(options.offset);
    return { clients: await withPets(db, rows), total: totalRow?.total ?? 0 };
  }
  const matched = matchedClientIds(spaceId, options.search);
  const ranked = sql`
    select c.id, ${searchRank(options.search)} as rank,
      similarity(folded.name, citavet_fold(${options.search.text})) as closeness,
      folded.name as sort_name
    from ${clients} c
    -- Folded once per row: unaccent is the costly part of ranking thousands of matches.
    cross join lateral (select citavet_fold(c.name) as name) as folded
    where c.id in (${matched}) and ${archivedFilter}`;
  const result = (await db.execute(sql`
    select id, count(*) over () as total from (${ranked}) as ranked
    order by rank, closeness desc, sort_name, id
    limit ${options.limit} offset ${options.offset}`)) as unknown as {
    rows: { id: string; total: string }[];
  };
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && options.offset > 0) {
    const counted = (await db.execute(
      sql`select count(*) as total from (${ranked}) as ranked`,
    )) as unknown as {
      rows: { total: string }[];
    };
    total = Number(counted.rows[0]?.total ?? 0);
  }
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return { clients: [], total };
  const rows = await db.select().from(clients).where(inArray(clients.id, ids));
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { clients: await withPets(db, rows), total };
}

export async function findClient(
  db: Executor,
  spaceId: string,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Client | null> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const [client] = await withPets(db, [row]);
  return client ?? null;
}

/** The stored consent instants, which the API shows as booleans. */
export async function findClientConsents(db: Executor, clientId: string) {
  const [row] = await db
    .select({ reminderConsentAt: clients.reminderConsentAt, marketingConsentAt: clients.marketingConsentAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
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
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    gt(bookings.startAt, now),
  );
}

export async function countFutureBookings(db: Executor, clientId: string, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(futureBookingsWhere(clientId, now));
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
  if (ids.length > 0) {
    await db
      .update(emailOutbox)
      .set({ status: 'DROPPED', lastError: reason, lockedUntil: null })
      .where(
        and(
          inArray(emailOutbox.bookingId, ids),
          eq(emailOutbox.kind, 'booking-reminder'),
          eq(emailOutbox.status, 'PENDING'),
        ),
      );
  }
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
    })
    .from(bookings)
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
      marketingConsentAt: clients.marketingConsentAt,
      petNames: sql<
        string | null
      >`(select string_agg(p.name, ', ' order by p.name) from ${pets} p where p.client_id = ${clients.id})`,
    })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), isNull(clients.archivedAt)))
    .orderBy(asc(sql`citavet_fold(${clients.name})`), asc(clients.id));
}
