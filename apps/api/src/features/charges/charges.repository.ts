import type { Database, DatabaseHandle, PreparedStatement, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import {
  chargeBalances,
  chargeLines,
  chargeSettings,
  charges,
  chargeVoids,
  clientBalances,
  creditNotes,
  payments,
  receiptCounters,
} from '@citavet/db/schema/charges';
import { pets } from '@citavet/db/schema/pets';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

// Every statement of charges, payments, credit notes and voids. The balance rows and the day lock
// are kept by the triggers of migrations 0032 and 0052; the cash close's statements are in cash-close.repository.ts.

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

/** What a client owes, per currency: the rows migration 0040's trigger keeps (one per currency). */
export async function sumClientBalance(db: Executor, spaceId: string, clientId: string) {
  return db
    .select({
      currency: clientBalances.currency,
      amount: clientBalances.owed,
      charges: clientBalances.chargesOwed,
    })
    .from(clientBalances)
    .where(
      and(
        eq(clientBalances.spaceId, spaceId),
        eq(clientBalances.clientId, clientId),
        sql`${clientBalances.chargesOwed} > 0`,
      ),
    )
    .orderBy(clientBalances.currency);
}

export type ChargeContextInput = {
  spaceId: string;
  userId: string;
  bookingId: string | null;
  clientId: string | null;
  petId: string | null;
  serviceIds: string[];
  /** The cash days the payments ask for (today when they name none). */
  days: string[];
};

type ChargeContextRow = {
  name: string;
  time_zone: string;
  default_currency: string;
  country: string | null;
  prices_include_tax: boolean | null;
  tax_rates: SettingsRow['taxRates'] | null;
  other_methods: string[] | null;
  booking: {
    id: string;
    status: string;
    clientId: string | null;
    clientName: string | null;
    petId: string | null;
    serviceCurrency: string;
  } | null;
  client: { id: string; name: string } | null;
  pet: { id: string; name: string; clientId: string } | null;
  known_services: string[];
  closed_days: string[];
};

const CHARGE_CONTEXT: PreparedStatement = {
  name: 'charge_context_v1',
  isGenericPlan: true,
  text: `WITH booking AS (
      SELECT id, status, client_id, client_name, pet_id, service_currency
      FROM bookings WHERE space_id = $1::uuid AND id = $3::uuid
    )
    SELECT s.name, s.time_zone, s.default_currency, s.country,
      cs.prices_include_tax, cs.tax_rates, cs.other_methods,
      (SELECT json_build_object('id', b.id, 'status', b.status, 'clientId', b.client_id,
          'clientName', b.client_name, 'petId', b.pet_id, 'serviceCurrency', b.service_currency)
        FROM booking b) AS booking,
      (SELECT json_build_object('id', c.id, 'name', c.name) FROM clients c
        WHERE c.space_id = s.id AND c.id = coalesce($4::uuid, (SELECT client_id FROM booking))) AS client,
      (SELECT json_build_object('id', p.id, 'name', p.name, 'clientId', p.client_id) FROM pets p
        WHERE p.space_id = s.id AND p.id = coalesce($5::uuid, (SELECT pet_id FROM booking))) AS pet,
      ARRAY(SELECT sv.id::text FROM services sv
        WHERE sv.space_id = s.id AND sv.id = ANY($6::uuid[])) AS known_services,
      ARRAY(SELECT DISTINCT cc.business_date::text FROM cash_closes cc
        WHERE cc.space_id = s.id AND cc.business_date = ANY($7::date[])
          AND (cc.for_user_id IS NULL OR cc.for_user_id = $2::uuid)) AS closed_days
    FROM spaces s LEFT JOIN charge_settings cs ON cs.space_id = s.id
    WHERE s.id = $1::uuid`,
};

/**
 * Everything issuing a charge judges, in one prepared statement: the space and its settings, the
 * booking, the client and pet (named or the booking's), which of the lines' services are the
 * space's, and which of the payments' days are closed for this person
 * (docs/decisions/080-charges-figures.md).
 */
export async function findChargeContext(database: DatabaseHandle, input: ChargeContextInput) {
  const [row] = await database.run<ChargeContextRow>(CHARGE_CONTEXT, [
    input.spaceId,
    input.userId,
    input.bookingId,
    input.clientId,
    input.petId,
    input.serviceIds,
    input.days,
  ]);
  if (!row) return null;
  const space: SpaceOfCharges = {
    name: row.name,
    timeZone: row.time_zone,
    defaultCurrency: row.default_currency,
    country: row.country,
    address: null,
    city: null,
    state: null,
    phone: null,
    email: null,
    logoKey: null,
    settings:
      row.tax_rates === null
        ? null
        : {
            pricesIncludeTax: row.prices_include_tax ?? true,
            taxRates: row.tax_rates,
            otherMethods: row.other_methods ?? [],
          },
  };
  return {
    space,
    booking: row.booking,
    client: row.client,
    pet: row.pet,
    knownServices: new Set(row.known_services),
    closedDays: new Set(row.closed_days),
  };
}

/**
 * The facts of a space that judging a charge depends on, as they were read: the issuing statement
 * writes only while they still hold (its `checked` CTE).
 */
export type ChargeSpaceFacts = {
  timeZone: string;
  defaultCurrency: string;
  country: string | null;
  /** The stored settings (null: none saved, the country's suggestion applies). */
  settings: { pricesIncludeTax: boolean; taxRates: SettingsRow['taxRates'] } | null;
};

export type IssueChargeInput = {
  /** As asked: the client, pet and booking are read (and checked) by the statement itself. */
  asked: { clientId: string | null; petId: string | null; bookingId: string | null };
  facts: ChargeSpaceFacts;
  serviceIds: string[];
  charge: Omit<
    typeof charges.$inferInsert,
    'receiptNumber' | 'id' | 'clientId' | 'clientName' | 'petId' | 'petName' | 'bookingId'
  >;
  lines: Omit<typeof chargeLines.$inferInsert, 'chargeId'>[];
  payments: Array<{
    method: string;
    methodLabel: string | null;
    amount: number;
    changeGiven: number;
    businessDate: string;
  }>;
  audit: { ipHash: string | null; details: Record<string, string | number | boolean | null> };
};

export type IssuedCharge = {
  id: string;
  receipt_number: number;
  client_id: string | null;
  client_name: string | null;
  pet_id: string | null;
  pet_name: string | null;
  booking_id: string | null;
  payment_ids: string[];
};

const ISSUE_CHARGE: PreparedStatement = {
  name: 'issue_charge_v3',
  text: `WITH booking AS (
      SELECT id, status, client_id, client_name, pet_id, service_currency
      FROM bookings WHERE space_id = $1::uuid AND id = $4::uuid
    ), client AS (
      SELECT c.id, c.name FROM clients c
      WHERE c.space_id = $1::uuid AND c.id = coalesce($2::uuid, (SELECT client_id FROM booking))
    ), pet AS (
      SELECT p.id, p.name, p.client_id FROM pets p
      WHERE p.space_id = $1::uuid AND p.id = coalesce($3::uuid, (SELECT pet_id FROM booking))
    ), checked AS (
      SELECT EXISTS (
          SELECT 1 FROM spaces s LEFT JOIN charge_settings cs ON cs.space_id = s.id
          WHERE s.id = $1::uuid AND s.time_zone = $21::text AND s.default_currency = $22::text
            AND s.country IS NOT DISTINCT FROM $23::text
            AND cs.prices_include_tax IS NOT DISTINCT FROM $24::boolean
            AND cs.tax_rates IS NOT DISTINCT FROM $25::jsonb)
        AND ($4::uuid IS NULL
          OR EXISTS (SELECT 1 FROM booking WHERE status <> 'CANCELLED' AND service_currency = $5::text))
        AND (coalesce($2::uuid, (SELECT client_id FROM booking)) IS NULL OR EXISTS (SELECT 1 FROM client))
        AND (coalesce($3::uuid, (SELECT pet_id FROM booking)) IS NULL OR EXISTS (SELECT 1 FROM pet))
        AND NOT EXISTS (SELECT 1 FROM pet, client WHERE pet.client_id <> client.id)
        AND (SELECT count(*) FROM services sv WHERE sv.space_id = $1::uuid AND sv.id = ANY($26::uuid[]))
          = cardinality($26::uuid[])
        AND NOT EXISTS (SELECT 1 FROM cash_closes cc
          WHERE cc.space_id = $1::uuid AND cc.business_date = ANY($27::date[])
            AND (cc.for_user_id IS NULL OR cc.for_user_id = $14::uuid)) AS ok
    ), number AS (
      INSERT INTO receipt_counters AS rc (space_id, series, last_number)
      SELECT $1::uuid, 'RECEIPT', 1 FROM checked WHERE checked.ok
      ON CONFLICT (space_id, series) DO UPDATE SET last_number = rc.last_number + 1
      RETURNING last_number
    ), charge AS (
      INSERT INTO charges (space_id, receipt_number, client_id, client_name, pet_id, pet_name, booking_id,
        currency, prices_include_tax, discount, note, subtotal, discount_total, tax_total, total,
        tax_by_rate, created_by, created_by_name, created_at)
      SELECT $1::uuid, number.last_number, (SELECT id FROM client),
        coalesce((SELECT name FROM client), (SELECT client_name FROM booking)),
        (SELECT id FROM pet), (SELECT name FROM pet), (SELECT id FROM booking), $5::text,
        $6::boolean, $7::jsonb, $8::text, $9::bigint, $10::bigint, $11::bigint, $12::bigint, $13::jsonb,
        $14::uuid, $15::text, $16::timestamptz
      FROM number
      RETURNING id, receipt_number, client_id, client_name, pet_id, pet_name, booking_id
    ), line AS (
      INSERT INTO charge_lines (charge_id, position, kind, service_id, description, quantity_milli,
        unit_price, discount, tax_rate_bp, gross, discount_amount, net, tax, total)
      SELECT charge.id, l.position, l.kind, l.service_id, l.description, l.quantity_milli, l.unit_price,
        l.discount, l.tax_rate_bp, l.gross, l.discount_amount, l.net, l.tax, l.total
      FROM charge, jsonb_to_recordset($17::jsonb) AS l(position int, kind text, service_id uuid,
        description text, quantity_milli int, unit_price bigint, discount jsonb, tax_rate_bp int,
        gross bigint, discount_amount bigint, net bigint, tax bigint, total bigint)
    ), payment AS (
      INSERT INTO payments (space_id, charge_id, direction, method, method_label, currency, amount,
        change_given, business_date, taken_by, taken_by_name, taken_at)
      SELECT $1::uuid, charge.id, 'IN', p.method, p.method_label, $5::text, p.amount, p.change_given,
        p.business_date, $14::uuid, $15::text, $16::timestamptz
      FROM charge, jsonb_to_recordset($18::jsonb) AS p(position int, method text, method_label text,
        amount bigint, change_given bigint, business_date date)
      ORDER BY p.position
      RETURNING id, seq
    ), audit AS (
      INSERT INTO audit_events (space_id, actor_user_id, action, subject_type, subject_id, pet_id,
        client_id, ip, details)
      SELECT $1::uuid, $14::uuid, 'CHARGE_CREATED', 'charge', charge.id, charge.pet_id, charge.client_id,
        $19::text, jsonb_build_object('receiptNumber', charge.receipt_number) || $20::jsonb
      FROM charge
    )
    SELECT charge.id, charge.receipt_number, charge.client_id, charge.client_name, charge.pet_id,
      charge.pet_name, charge.booking_id,
      ARRAY(SELECT payment.id::text FROM payment ORDER BY payment.seq) AS payment_ids
    FROM charge`,
};

/**
 * Issues a charge in ONE prepared statement (one round trip, its own transaction): the receipt
 * number, the charge, its lines, its payments and the audit row, written only while what the charge
 * was judged on still holds: the space's time zone, currency, country and tax settings as
 * `facts`, the booking (there, not cancelled, in the charge's currency), the client and pet (the
 * asked ones or the booking's, in the space, the pet the client's), the lines' services, and no
 * close of the payments' days for this person. Otherwise nothing is written (not even a receipt
 * number) and the answer is null: the caller reads the context and judges again. The client's and
 * pet's names are read here. The triggers of migrations 0032 and 0052 keep the balance row (its
 * CHECKs refuse an overpayment) and refuse a closed day under the day's lock; a refusal rolls
 * everything back, the number included (docs/decisions/097-charge-balance-once.md).
 */
export async function issueCharge(
  database: DatabaseHandle,
  input: IssueChargeInput,
): Promise<IssuedCharge | null> {
  const { charge, facts } = input;
  const lines = input.lines.map((line) => ({
    position: line.position,
    kind: line.kind,
    service_id: line.serviceId ?? null,
    description: line.description,
    quantity_milli: line.quantityMilli,
    unit_price: line.unitPrice,
    discount: line.discount ?? null,
    tax_rate_bp: line.taxRateBp,
    gross: line.gross,
    discount_amount: line.discountAmount,
    net: line.net,
    tax: line.tax,
    total: line.total,
  }));
  const paymentRows = input.payments.map((payment, position) => ({
    position,
    method: payment.method,
    method_label: payment.methodLabel,
    amount: payment.amount,
    change_given: payment.changeGiven,
    business_date: payment.businessDate,
  }));
  const days = [...new Set(input.payments.map((payment) => payment.businessDate))];
  const [row] = await database.run<IssuedCharge>(ISSUE_CHARGE, [
    charge.spaceId,
    input.asked.clientId,
    input.asked.petId,
    input.asked.bookingId,
    charge.currency,
    charge.pricesIncludeTax,
    charge.discount ? JSON.stringify(charge.discount) : null,
    charge.note ?? null,
    charge.subtotal,
    charge.discountTotal,
    charge.taxTotal,
    charge.total,
    JSON.stringify(charge.taxByRate),
    charge.createdBy ?? null,
    charge.createdByName,
    (charge.createdAt as Date).toISOString(),
    JSON.stringify(lines),
    JSON.stringify(paymentRows),
    input.audit.ipHash,
    JSON.stringify(input.audit.details),
    facts.timeZone,
    facts.defaultCurrency,
    facts.country,
    facts.settings?.pricesIncludeTax ?? null,
    facts.settings ? JSON.stringify(facts.settings.taxRates) : null,
    input.serviceIds,
    days,
  ]);
  return row ?? null;
}
