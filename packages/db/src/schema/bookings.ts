import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { serviceSchedules, services } from './services';
import { spaces } from './spaces';
import { users } from './users';

/** A space's clients: found by e-mail (or phone) when a booking comes in, created when new. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    // The phone's national significant number (packages/domain/src/clients/phone-number.ts), worked
    // out by the database so every writer (the public booking's upsert too) keeps it right.
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`citavet_phone_digits(phone)`),
    // The name folded for search (citavet_fold: lower case, no accents), stored so searching and
    // ranking never call unaccent per row (migration 0009 indexes it).
    nameFolded: text('name_folded').generatedAlwaysAs(sql`citavet_fold(name)`),
    whatsapp: text('whatsapp'),
    // Stored before phones were kept in E.164 and not read in the clinic's country yet: the
    // backfill (apps/api/src/features/clients/normalize-stored-phones.ts) rewrites them and clears it.
    phoneNeedsE164: boolean('phone_needs_e164').notNull().default(false),
    documentId: text('document_id'),
    address: text('address'),
    notes: text('notes'),
    // When consent was given; null means no consent.
    reminderConsentAt: timestamp('reminder_consent_at', { withTimezone: true }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    // When the client last used a reminder's unsubscribe link (consent is cleared at the same time).
    remindersUnsubscribedAt: timestamp('reminders_unsubscribed_at', { withTimezone: true }),
    // SMS has its own consent, apart from e-mail: when given (null: none), and when the client
    // replied BAJA/STOP (which clears the consent at the same time).
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    smsUnsubscribedAt: timestamp('sms_unsubscribed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // When the client's personal data was erased (anonymised; docs/decisions/037-client-privacy.md).
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index per key (migration 0053): the pattern operator class also answers equality, so the
    // e-mail's unique index (the upsert's ON CONFLICT) and the phone's index serve both the lookups
    // of one client and the search's prefix ranges (`~>=~`, `~<~`), with one index kept per insert.
    uniqueIndex('clients_space_email_unique')
      .on(table.spaceId, sql`lower(${table.email}) text_pattern_ops`)
      .where(sql`${table.email} is not null`),
    index('clients_phone_digits_pattern_idx').on(table.spaceId, table.phoneDigits.op('text_pattern_ops')),
    index('clients_phone_needs_e164_idx').on(table.spaceId).where(sql`${table.phoneNeedsE164}`),
    // Trigram indexes for search (accent- and case-insensitive) live in migration 0009.
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceScheduleId: uuid('service_schedule_id').references(() => serviceSchedules.id, {
      onDelete: 'set null',
    }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    // The client's contact data and the service as booked: a later edit of either must not
    // rewrite what was agreed (revenue, confirmation e-mails).
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    // The animal the appointment is for, a pet of the same space: the foreign key (pet_id, space_id)
    // → pets (id, space_id), which Drizzle cannot express, is in migration 0014_booking-pets.sql.
    petId: uuid('pet_id'),
    // Why the client comes ("vacuna anual", "cojea"), as they told it; at most 500 characters.
    reason: text('reason'),
    serviceName: text('service_name').notNull(),
    servicePrice: numeric('service_price', { precision: 12, scale: 2 }).notNull().default('0'),
    serviceCurrency: text('service_currency').notNull().default('USD'),
    serviceDuration: integer('service_duration').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    // The service's buffers when booked and the range they make busy, filled by the trigger
    // citavet_booking_busy_range on every write; the exclusion constraint judges this range (046).
    bufferBefore: integer('buffer_before'),
    bufferAfter: integer('buffer_after'),
    busyStartAt: timestamp('busy_start_at', { withTimezone: true }),
    busyEndAt: timestamp('busy_end_at', { withTimezone: true }),
    status: text('status', {
      enum: ['PENDING', 'CONFIRMED', 'CHECKED_IN', 'IN_CONSULTATION', 'COMPLETED', 'NO_SHOW', 'CANCELLED'],
    }).notNull(),
    // The front desk's steps (packages/domain/src/bookings/booking-status.ts, decision 072): when
    // the patient arrived and when the vet called them in; the wait is the gap between the two.
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    consultationStartedAt: timestamp('consultation_started_at', { withTimezone: true }),
    // The last status change after creation: who and when, so its author may undo it for a few
    // seconds (packages/domain/src/bookings/booking-status.ts, decision 026).
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    source: text('source', { enum: ['PUBLIC', 'INTERNAL', 'HOST', 'CLIENT'] }).notNull(),
    // Booked by staff outside the published schedule or on a closed day, after they confirmed it
    // (an emergency, decision 055). The flag is the record; the public page never sets it.
    isOutsideSchedule: boolean('is_outside_schedule').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // SHA-256 of the token in the client's cancel/reschedule link.
    manageTokenHash: text('manage_token_hash'),
    // SHA-256 of the link e-mailed with the request the clinic last approved: approving issues a new
    // link but must not retire the one the client already holds (only a later change does).
    requestTokenHash: text('request_token_hash'),
    // When the client pressed 'Confirmar asistencia' in a reminder (decision 056).
    clientConfirmedAt: timestamp('client_confirmed_at', { withTimezone: true }),
    // The SEQUENCE of the booking's calendar event (RFC 5545): 0 in the first .ics, one more in each
    // later one (a move, an edit, an approval, a cancellation), so calendars apply them in order.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // (space_id, start_at) is the covering bookings_space_start_report_idx of migration 0027 (a plain
    // index on the same columns was dropped in 0053: every read by them uses the covering one).
    // (host_id, start_at) is the covering bookings_host_start_report_idx of migration 0027 (INCLUDE):
    // the agenda reads by its leading columns, a host's report figures without visiting the table.
    index('bookings_service_start_idx').on(table.serviceId, table.startAt),
    index('bookings_client_idx').on(table.clientId),
    // Reports: "had this client an earlier kept booking?" is one probe per client (new vs returning).
    index('bookings_client_start_kept_idx')
      .on(table.clientId, table.startAt)
      .where(sql`${table.status} <> 'CANCELLED'`),
    uniqueIndex('bookings_manage_token_unique').on(table.manageTokenHash),
    uniqueIndex('bookings_request_token_unique').on(table.requestTokenHash),
    // The public booking caps count recent public bookings per space, host and e-mail
    // (public-booking-snapshot.repository.ts); partial, so staff bookings never pay for them.
    index('bookings_public_space_created_idx')
      .on(table.spaceId, table.createdAt)
      .where(sql`${table.source} = 'PUBLIC'`),
    index('bookings_public_host_created_idx')
      .on(table.hostId, table.createdAt)
      .where(sql`${table.source} = 'PUBLIC'`),
    index('bookings_public_email_created_idx')
      .on(sql`lower(${table.clientEmail})`, table.createdAt)
      .where(sql`${table.source} = 'PUBLIC'`),
    index('bookings_pet_idx').on(table.petId).where(sql`${table.petId} is not null`),
    check('bookings_range_positive', sql`${table.endAt} > ${table.startAt}`),
    check('bookings_reason_length', sql`char_length(${table.reason}) <= 500`),
    check(
      'bookings_busy_range_covers',
      sql`${table.busyStartAt} is not null and ${table.busyEndAt} is not null and ${table.busyStartAt} <= ${table.startAt} and ${table.busyEndAt} >= ${table.endAt}`,
    ),
    // The no-double-booking exclusion constraint lives in a custom migration (btree_gist).
  ],
);

/** Days or instants when a host (scope HOST) or the whole space (scope SPACE) takes no bookings. */
export const disabledDates = pgTable(
  'disabled_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['HOST', 'SPACE'] }).notNull(),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'cascade' }),
    // All-day entries keep the space-local calendar days; partial ones keep instants.
    isAllDay: boolean('is_all_day').notNull().default(true),
    // Every year on the same month and days (all-day entries only).
    isRecurring: boolean('is_recurring').notNull().default(false),
    // The services it closes; empty closes every service.
    serviceIds: uuid('service_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startDay: date('start_day'),
    endDay: date('end_day'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('disabled_dates_space_idx').on(table.spaceId),
    check(
      'disabled_dates_scope_host',
      sql`(${table.scope} = 'HOST' and ${table.hostId} is not null) or (${table.scope} = 'SPACE' and ${table.hostId} is null)`,
    ),
  ],
);

/**
 * A retried public booking with the same Idempotency-Key gets the first answer back, rebuilt from the
 * booking it made: the answer itself carries the manage link's token, which is kept nowhere at rest.
 * No foreign key: the key is written in the same statement as the booking and expires in a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    bookingId: uuid('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
