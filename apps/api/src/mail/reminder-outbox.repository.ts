import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import { petDueReminders, reminderSettings } from '@citavet/db/schema/reminders';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderSettings,
  ReminderSettingsSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { type OutgoingEmail, outboxRowOf } from './outbox.repository';

// Reminders' shared storage (decision 056): the space's settings, and the way due-date and
// settings-driven reminders enter the outbox (a booking's own reminders also go with its e-mails).
// Features (bookings, records, reminders) call these; none imports another.

type Executor = Database | Transaction;

/** Kinds the outbox knows as reminders; 'booking-reminder' is what rows queued before 056 carry. */
export const APPOINTMENT_REMINDER_KINDS = ['booking-reminder', 'reminder-appointment'] as const;

/** A stored row that no longer matches the schema (a later version changed it) reads as the defaults. */
export function settingsFromStored(stored: unknown): ReminderSettings {
  if (stored === null || stored === undefined) return DEFAULT_REMINDER_SETTINGS;
  const parsed = ReminderSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function findReminderSettings(db: Executor, spaceId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({ settings: reminderSettings.settings })
    .from(reminderSettings)
    .where(eq(reminderSettings.spaceId, spaceId));
  return settingsFromStored(row?.settings);
}

export async function saveReminderSettings(
  db: Executor,
  spaceId: string,
  settings: ReminderSettings,
  change: { userId: string; now: Date },
) {
  const values = {
    settings: settings as unknown as Record<string, unknown>,
    updatedBy: change.userId,
    updatedAt: change.now,
  };
  await db
    .insert(reminderSettings)
    .values({ spaceId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.spaceId, set: values });
}

export type ReminderEmail = Omit<OutgoingEmail, 'clientId'> & {
  kind: `reminder-${string}`;
  /**
   * Whom it is for (email_outbox.client_id; consent is checked at send time, decision 058). Null on
   * the public booking's path, where the database fills it from the booking.
   */
  clientId: string | null;
  /** The key that makes a retry of the same event a no-op (unique in the outbox). */
  dedupeKey: string;
};

/**
 * Queues reminders inside the transaction of the event that causes them (a signed record's vaccine and
 * follow-up reminders). It is one of three ways a reminder enters the outbox: a staff booking's own
 * reminders go with its e-mails, and the public booking's single write statement inserts its own in
 * SQL. Answers the ids of the rows written, by dedupe key (a key already queued writes nothing and is
 * absent).
 */
export async function enqueueReminders(
  db: Executor,
  reminders: readonly ReminderEmail[],
): Promise<Map<string, string>> {
  if (reminders.length === 0) return new Map();
  const rows = await db
    .insert(emailOutbox)
    .values(reminders.map(({ clientId, ...email }) => outboxRowOf(clientId ? { ...email, clientId } : email)))
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey });
  return new Map(rows.map((row) => [row.dedupeKey ?? '', row.id]));
}

/** What a due-date reminder of a pet needs to say and to whom. */
export async function findPetReminderContext(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({
      petName: pets.name,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      clientErasedAt: clients.erasedAt,
      spaceName: spaces.name,
      spaceRoute: spaces.route,
      spaceEmail: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
      spaceColor: spaces.color,
      spaceLogoKey: spaces.logoKey,
      timeZone: spaces.timeZone,
      spaceCountry: spaces.country,
    })
    .from(pets)
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .innerJoin(spaces, eq(spaces.id, pets.spaceId))
    .where(and(eq(pets.id, petId), eq(pets.spaceId, spaceId)));
  return row ?? null;
}

/** The name of one of the space's services (null when it is gone). */
export async function findServiceName(
  db: Executor,
  spaceId: string,
  serviceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.spaceId, spaceId)));
  return row?.name ?? null;
}

/** The pet's kept bookings starting in the window, with when each was made for its time. */
export async function listKeptPetBookings(
  db: Executor,
  petId: string,
  window: { startAt: number; endAt: number },
): Promise<{ startAt: Date; bookedAt: Date }[]> {
  return db
    .select({ startAt: bookings.startAt, bookedAt: bookings.updatedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.petId, petId),
        ne(bookings.status, 'CANCELLED'),
        gte(bookings.startAt, new Date(window.startAt)),
        lt(bookings.startAt, new Date(window.endAt)),
      ),
    );
}

export async function recordPetDueReminders(
  db: Executor,
  rows: readonly {
    spaceId: string;
    petId: string;
    clientId: string;
    entryId: string;
    kind: 'VACCINE' | 'FOLLOW_UP';
    phase: 'before' | 'overdue';
    dueOn: string;
    outboxId: string;
    createdAt: Date;
  }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(petDueReminders)
    .values([...rows])
    .onConflictDoNothing();
}

/** The pending due reminders of a pet (for tests and the client's log). */
export async function listPetDueReminders(db: Executor, petId: string) {
  return db
    .select({
      kind: petDueReminders.kind,
      phase: petDueReminders.phase,
      dueOn: petDueReminders.dueOn,
      outboxId: petDueReminders.outboxId,
      status: emailOutbox.status,
      sendAfter: emailOutbox.sendAfter,
      textBody: emailOutbox.textBody,
    })
    .from(petDueReminders)
    .leftJoin(emailOutbox, eq(emailOutbox.id, petDueReminders.outboxId))
    .where(eq(petDueReminders.petId, petId))
    .orderBy(emailOutbox.sendAfter);
}

/** Appointment reminders of bookings not sent yet are dropped: cancelled, moved or confirmed anew. */
export async function dropPendingAppointmentReminders(
  db: Executor,
  bookingIds: readonly string[],
  reason: string,
) {
  if (bookingIds.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'DROPPED', lastError: reason, lockedUntil: null })
    .where(
      and(
        inArray(emailOutbox.bookingId, [...bookingIds]),
        inArray(emailOutbox.kind, [...APPOINTMENT_REMINDER_KINDS]),
        eq(emailOutbox.status, 'PENDING'),
      ),
    );
}
