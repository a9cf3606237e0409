import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import type { Client } from '@citavet/domain/clients/client.schema';
import { documentKeyOf } from '@citavet/domain/clients/client-import-plan';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type ClientRow, toClient } from './clients-with-pets.repository';

type Executor = Database | Transaction;

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
