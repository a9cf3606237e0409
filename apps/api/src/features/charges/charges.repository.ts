import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import {
  chargeBalances,
  chargeLines,
  chargeSettings,
  charges,
  chargeVoids,
  creditNotes,
  payments,
  receiptCounters,
} from '@citavet/db/schema/charges';
import { pets } from '@citavet/db/schema/pets';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

// Every statement of charges, payments, credit notes and voids. The balance rows and the day lock
// are kept by the triggers of migration 0032; the cash close's statements are in cash-close.repository.ts.

type Executor = Database | Transaction;

export type ChargeRow = typeof charges.$inferSelect;
export type ChargeLineRow = typeof chargeLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type BalanceRow = typeof chargeBalances.$inferSelect;
export type SettingsRow = typeof chargeSettings.$inferSelect;

export async function findSpaceOfCharges(db: Executor, spaceId: string) {
  const [row] = await db
    .select({
      name: spaces.name,
      timeZone: spaces.timeZone,
      defaultCurrency: spaces.defaultCurrency,
      country: spaces.country,
      address: spaces.address,
      city: spaces.city,
      state: spaces.state,
      phone: sql<string | null>`coalesce(${spaces.contactPhone}, ${spaces.phone})`,
      email: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
      logoKey: spaces.logoKey,
      settings: {
        pricesIncludeTax: chargeSettings.pricesIncludeTax,
        taxRates: chargeSettings.taxRates,
        otherMethods: chargeSettings.otherMethods,
      },
    })
    .from(spaces)
    .leftJoin(chargeSettings, eq(chargeSettings.spaceId, spaces.id))
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row ?? null;
}
export type SpaceOfCharges = NonNullable<Awaited<ReturnType<typeof findSpaceOfCharges>>>;

export async function upsertChargeSettings(
  db: Executor,
  spaceId: string,
  settings: Pick<SettingsRow, 'pricesIncludeTax' | 'taxRates' | 'otherMethods'>,
  now: Date,
) {
  await db
    .insert(chargeSettings)
    .values({ spaceId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: chargeSettings.spaceId, set: { ...settings, updatedAt: now } });
}

export async function findUserName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

export async function findBookingForCharge(db: Executor, spaceId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      clientId: bookings.clientId,
      clientName: bookings.clientName,
      petId: bookings.petId,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
      servicePrice: bookings.servicePrice,
      serviceCurrency: bookings.serviceCurrency,
    })
    .from(bookings)
    .where(and(eq(bookings.spaceId, spaceId), eq(bookings.id, bookingId)))
    .limit(1);
  return row ?? null;
}

export async function findClientOfSpace(db: Executor, spaceId: string, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.id, clientId)))
    .limit(1);
  return row ?? null;
}

export async function findPetOfSpace(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({ id: pets.id, name: pets.name, clientId: pets.clientId })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  return row ?? null;
}

export async function findServicesOfSpace(db: Executor, spaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.spaceId, spaceId), inArray(services.id, ids)));
}

/** The next number of a series, taken in the issuing transaction: a rolled-back issue gives it back. */
export async function takeNumber(tx: Transaction, spaceId: string, series: 'RECEIPT' | 'CREDIT_NOTE') {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ spaceId, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.spaceId, receiptCounters.series],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  return (row as { number: number }).number;
}

/** The charge, its lines and its payments, each in one statement. */
export async function insertCharge(
  tx: Transaction,
  charge: typeof charges.$inferInsert,
  lines: Omit<typeof chargeLines.$inferInsert, 'chargeId'>[],
  paymentRows: Omit<typeof payments.$inferInsert, 'chargeId'>[],
): Promise<{ charge: ChargeRow; lines: ChargeLineRow[]; payments: PaymentRow[] }> {
  const [row] = await tx.insert(charges).values(charge).returning();
  const inserted = row as ChargeRow;
  const insertedLines = await tx
    .insert(chargeLines)
    .values(lines.map((line) => ({ ...line, chargeId: inserted.id })))
    .returning();
  const insertedPayments =
    paymentRows.length === 0
      ? []
      : await tx
          .insert(payments)
          .values(paymentRows.map((payment) => ({ ...payment, chargeId: inserted.id })))
          .returning();
  return { charge: inserted, lines: insertedLines, payments: insertedPayments };
}

/** The charge's balance row, locked for this transaction (payments on one charge queue here). */
export async function lockBalance(tx: Transaction, spaceId: string, chargeId: string) {
  const [row] = await tx
    .select()
    .from(chargeBalances)
    .where(and(eq(chargeBalances.spaceId, spaceId), eq(chargeBalances.chargeId, chargeId)))
    .for('update');
  return row ?? null;
}

export async function insertPayment(
  tx: Transaction,
  payment: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(payment).returning();
  return row as PaymentRow;
}

export async function insertCreditNote(tx: Transaction, note: typeof creditNotes.$inferInsert) {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  return row as CreditNoteRow;
}

export async function insertVoid(tx: Transaction, row: typeof chargeVoids.$inferInsert) {
  await tx.insert(chargeVoids).values(row);
}

export type ChargeDetail = {
  charge: ChargeRow;
  lines: ChargeLineRow[];
  balance: BalanceRow;
  payments: PaymentRow[];
  creditNotes: CreditNoteRow[];
  voidReason: string | null;
};

export async function findChargeDetail(
  db: Executor,
  spaceId: string,
  chargeId: string,
): Promise<ChargeDetail | null> {
  const [head] = await db
    .select({ charge: charges, balance: chargeBalances, voidReason: chargeVoids.reason })
    .from(charges)
    .innerJoin(chargeBalances, eq(chargeBalances.chargeId, charges.id))
    .leftJoin(chargeVoids, eq(chargeVoids.chargeId, charges.id))
    .where(and(eq(charges.spaceId, spaceId), eq(charges.id, chargeId)))
    .limit(1);
  if (!head) return null;
  const [lines, paymentRows, notes] = await Promise.all([
    db
      .select()
      .from(chargeLines)
      .where(eq(chargeLines.chargeId, chargeId))
      .orderBy(asc(chargeLines.position)),
    db.select().from(payments).where(eq(payments.chargeId, chargeId)).orderBy(asc(payments.seq)),
    db.select().from(creditNotes).where(eq(creditNotes.chargeId, chargeId)).orderBy(asc(creditNotes.number)),
  ]);
  return { ...head, lines, payments: paymentRows, creditNotes: notes };
}

export type ChargeListFilter = { bookingId?: string; clientId?: string; petId?: string };

export async function listChargeSummaries(
  db: Executor,
  spaceId: string,
  filter: ChargeListFilter,
  limit: number,
) {
  const conditions = [eq(charges.spaceId, spaceId)];
  if (filter.bookingId) conditions.push(eq(charges.bookingId, filter.bookingId));
  if (filter.clientId) conditions.push(eq(charges.clientId, filter.clientId));
  if (filter.petId) conditions.push(eq(charges.petId, filter.petId));
  return db
    .select({
      id: charges.id,
      receiptNumber: charges.receiptNumber,
      createdAt: charges.createdAt,
      currency: charges.currency,
      clientName: charges.clientName,
      petName: charges.petName,
      bookingId: charges.bookingId,
      total: charges.total,
      outstanding: chargeBalances.outstanding,
      isVoided: chargeBalances.isVoided,
    })
    .from(charges)
    .innerJoin(chargeBalances, eq(chargeBalances.chargeId, charges.id))
    .where(and(...conditions))
    .orderBy(desc(charges.createdAt), desc(charges.id))
    .limit(limit);
}

/** What a client owes, per currency, from the partial index of charges with something owed. */
export async function sumClientBalance(db: Executor, spaceId: string, clientId: string) {
  return db
    .select({
      currency: chargeBalances.currency,
      amount: sql<string>`sum(${chargeBalances.total} - ${chargeBalances.credited} - ${chargeBalances.paid} + ${chargeBalances.refunded})`,
      charges: sql<number>`count(*)::int`,
    })
    .from(chargeBalances)
    .where(
      and(
        eq(chargeBalances.spaceId, spaceId),
        eq(chargeBalances.clientId, clientId),
        sql`NOT ${chargeBalances.isVoided} AND ${chargeBalances.total} - ${chargeBalances.credited} - ${chargeBalances.paid} + ${chargeBalances.refunded} > 0`,
      ),
    )
    .groupBy(chargeBalances.currency)
    .orderBy(chargeBalances.currency);
}
