import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, clients } from './bookings';
import { pets } from './pets';
import { services } from './services';
import { spaces } from './spaces';
import { users } from './users';

// Charges, payments, credit notes and the cash close (docs/decisions/071-charges.md). Money is
// integer minor units of the row's currency. What is issued is never changed: triggers of the
// migration refuse UPDATE and DELETE on charges, their lines, payments, credit notes, voids and
// closes (only links to a deleted client, pet, booking or account may be cleared, and a deleted
// space takes its rows along). `charge_balances` is the one mutable row per charge: the sums kept
// by triggers, whose CHECKs stop two concurrent payments from overpaying a charge.

const money = (name: string) => bigint(name, { mode: 'number' });

/** A space's charge settings: prices with or without tax, its tax rates and its own payment methods. */
export const chargeSettings = pgTable('charge_settings', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  taxRates: jsonb('tax_rates').$type<{ name: string; rateBp: number; isDefault: boolean }[]>().notNull(),
  otherMethods: text('other_methods').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number given per space and series: numbers are taken in the issuing transaction, so none is skipped. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    series: text('series', { enum: ['RECEIPT', 'CREDIT_NOTE'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.spaceId, table.series] })],
);

export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    petName: text('pet_name'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    discount: jsonb('discount').$type<{ kind: 'AMOUNT' | 'PERCENT'; value: number } | null>(),
    note: text('note'),
    subtotal: money('subtotal').notNull(),
    discountTotal: money('discount_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    taxByRate: jsonb('tax_by_rate').$type<{ rateBp: number; base: number; tax: number }[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charges_space_receipt_number_key').on(table.spaceId, table.receiptNumber),
    index('charges_space_created_idx').on(table.spaceId, table.createdAt.desc()),
    index('charges_booking_idx').on(table.bookingId),
    index('charges_client_idx').on(table.clientId, table.createdAt.desc()),
    index('charges_pet_idx').on(table.petId),
    check(
      'charges_amounts_check',
      sql`subtotal >= 0 AND discount_total >= 0 AND tax_total >= 0 AND total >= 0`,
    ),
  ],
);

export const chargeLines = pgTable(
  'charge_lines',
  {
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['SERVICE', 'PRODUCT'] }).notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPrice: money('unit_price').notNull(),
    discount: jsonb('discount').$type<{ kind: 'AMOUNT' | 'PERCENT'; value: number } | null>(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    gross: money('gross').notNull(),
    discountAmount: money('discount_amount').notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chargeId, table.position] }),
    check('charge_lines_quantity_check', sql`quantity_milli > 0`),
    check(
      'charge_lines_amounts_check',
      sql`unit_price >= 0 AND discount_amount <= gross AND net >= 0 AND tax >= 0`,
    ),
  ],
);

/** Kept by triggers: what a charge owes. Its CHECKs hold the money rules across processes. */
export const chargeBalances = pgTable(
  'charge_balances',
  {
    chargeId: uuid('charge_id')
      .primaryKey()
      .references(() => charges.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
    total: money('total').notNull(),
    credited: money('credited').notNull().default(0),
    paid: money('paid').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    isVoided: boolean('is_voided').notNull().default(false),
    outstanding: money('outstanding').generatedAlwaysAs(
      sql`CASE WHEN is_voided THEN 0 ELSE total - credited - paid + refunded END`,
    ),
  },
  (table) => [
    check('charge_balances_not_overpaid', sql`paid - refunded <= total - credited`),
    check('charge_balances_refund_within_paid', sql`refunded <= paid AND credited <= total`),
    check('charge_balances_void_unpaid', sql`NOT is_voided OR paid = refunded`),
    index('charge_balances_client_owed_idx')
      .on(table.spaceId, table.clientId, table.currency)
      .where(sql`NOT is_voided AND total - credited - paid + refunded > 0`),
    index('charge_balances_space_owed_idx')
      .on(table.spaceId, table.chargedAt)
      .where(sql`NOT is_voided AND total - credited - paid + refunded > 0`),
  ],
);

/**
 * What each client owes per currency: the sum of their charges' `outstanding` and how many charges
 * owe something, kept by a trigger on `charge_balances` in the same transaction as the charge,
 * payment, credit note or void that moved it (migration 0040, docs/decisions/080-charges-figures.md).
 * A client's 'Saldo' is one row per currency, however many charges they have.
 */
export const clientBalances = pgTable(
  'client_balances',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    owed: money('owed').notNull().default(0),
    chargesOwed: integer('charges_owed').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.spaceId, table.clientId, table.currency] }),
    check('client_balances_not_negative', sql`owed >= 0 AND charges_owed >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order payments were taken in (several share one instant when a charge is issued with them). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['IN', 'OUT'] }).notNull(),
    method: text('method', { enum: ['CASH', 'DEBIT_CARD', 'CREDIT_CARD', 'TRANSFER', 'OTHER'] }).notNull(),
    methodLabel: text('method_label'),
    currency: text('currency').notNull(),
    /** What it applied to the charge (IN) or gave back (OUT). */
    amount: money('amount').notNull(),
    /** Cash handed back when the client paid more than was due. */
    changeGiven: money('change_given').notNull().default(0),
    /** The clinic-local day whose cash it belongs to. */
    businessDate: date('business_date').notNull(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenByName: text('taken_by_name').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_charge_idx').on(table.chargeId, table.seq),
    // The cash close: one day's payments of a space, read from the index alone.
    index('payments_space_day_idx').on(table.spaceId, table.businessDate, table.takenBy),
    check('payments_amount_check', sql`amount > 0 AND change_given >= 0`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_notes_space_number_key').on(table.spaceId, table.number),
    index('credit_notes_charge_idx').on(table.chargeId),
    check('credit_notes_amount_check', sql`amount > 0`),
  ],
);

export const chargeVoids = pgTable('charge_voids', {
  chargeId: uuid('charge_id')
    .primaryKey()
    .references(() => charges.id, { onDelete: 'cascade' }),
  spaceId: uuid('space_id').notNull(),
  reason: text('reason').notNull(),
  voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
  voidedByName: text('voided_by_name').notNull(),
  voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A closed day, for one person (`for_user_id`) or the whole clinic (null). */
export const cashCloses = pgTable(
  'cash_closes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    businessDate: date('business_date').notNull(),
    // No foreign key: a person's close stays theirs after their account goes.
    forUserId: uuid('for_user_id'),
    expected: jsonb('expected').$type<unknown[]>().notNull(),
    counted: jsonb('counted').$type<{ currency: string; amount: number; difference: number }[]>().notNull(),
    note: text('note'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cash_closes_day_key').on(
      table.spaceId,
      table.businessDate,
      sql`coalesce(for_user_id, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);
