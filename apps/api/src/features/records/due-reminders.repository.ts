import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { pets } from '@citavet/db/schema/pets';
import { petDueReminders, reminderSettings } from '@citavet/db/schema/reminders';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import { insertOutboxRowsFromJson, type OutgoingEmail, outboxRowsJson } from '../../mail/outbox.repository';

// A signed record's due reminders (vaccine, deworming, próximo control; decision 056) in two
// statements inside the signing transaction: one read of all the facts, one write of the outbox rows
// with their links to the entry.

type Executor = Database | Transaction;

/** The settings' key of each kind of due reminder. */
const SETTINGS_KEY = { VACCINE: 'vaccine', FOLLOW_UP: 'followUp' } as const;

/**
 * What a due-date reminder of a pet needs, in one statement: whom it is for, the clinic, the space's
 * stored settings, the service they link to (its id and name, when it is still the space's), and
 * whether a booking of the pet already answers the due date (citavet_is_booking_for_due, the SQL of
 * packages/domain/src/reminders/due-booking.ts held to it by due-booking-parity.test.ts). Null when
 * the pet is not the space's.
 */
export async function findDueReminderFacts(
  db: Executor,
  input: { spaceId: string; petId: string; kind: 'VACCINE' | 'FOLLOW_UP'; dueOn: LocalDate; now: Date },
) {
  const key = SETTINGS_KEY[input.kind];
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
      timeZone: spaces.timeZone,
      spaceCountry: spaces.country,
      settings: reminderSettings.settings,
      service: sql<{ id: string; name: string } | null>`(
        select json_build_object('id', ${services.id}, 'name', ${services.name}) from ${services}
        where ${services.spaceId} = ${pets.spaceId}
          and ${services.id}::text = ${reminderSettings.settings} -> ${key}::text ->> 'serviceId')`,
      isAnswered: sql<boolean>`exists (
        select 1 from ${bookings}
        where ${bookings.petId} = ${pets.id} and ${bookings.status} <> 'CANCELLED'
          and citavet_is_booking_for_due(${bookings.startAt}, ${spaces.timeZone}, ${input.dueOn}::date,
            ${bookings.updatedAt}, ${input.now.toISOString()}::timestamptz))`,
    })
    .from(pets)
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .innerJoin(spaces, eq(spaces.id, pets.spaceId))
    .leftJoin(reminderSettings, eq(reminderSettings.spaceId, pets.spaceId))
    .where(and(eq(pets.id, input.petId), eq(pets.spaceId, input.spaceId)));
  return row ?? null;
}
export type DueReminderFacts = NonNullable<Awaited<ReturnType<typeof findDueReminderFacts>>>;

/**
 * Queues the reminders' outbox rows (e-mail, SMS or both; a key already queued writes nothing) and
 * links each queued send to the entry in pet_due_reminders, by its e-mail row or else its SMS row
 * (key plus ':sms'), in one statement. Answers how many sends were queued.
 */
export async function queueDueReminderRows(
  db: Executor,
  input: {
    rows: readonly OutgoingEmail[];
    sends: readonly { dedupeKey: string; phase: 'before' | 'overdue' }[];
    due: {
      spaceId: string;
      petId: string;
      clientId: string;
      entryId: string;
      kind: 'VACCINE' | 'FOLLOW_UP';
      dueOn: LocalDate;
    };
    now: Date;
  },
): Promise<number> {
  if (input.rows.length === 0) return 0;
  const [head, tail] = insertOutboxRowsFromJson('$rows').split('$rows');
  const sends = JSON.stringify(
    input.sends.map((send) => ({ dedupe_key: send.dedupeKey, phase: send.phase })),
  );
  const linked = await queryRows<{ linked: number }>(
    db,
    sql`
    with queued as (${sql.raw(head ?? '')}${outboxRowsJson(input.rows)}${sql.raw(tail ?? '')}
      returning id, dedupe_key)
    insert into ${petDueReminders} (space_id, pet_id, client_id, entry_id, kind, phase, due_on, outbox_id, created_at)
    select ${input.due.spaceId}::uuid, ${input.due.petId}::uuid, ${input.due.clientId}::uuid,
      ${input.due.entryId}::uuid, ${input.due.kind}, d.phase, ${input.due.dueOn}::date,
      coalesce(by_email.id, by_sms.id), ${input.now.toISOString()}::timestamptz
    from json_to_recordset(${sends}::json) as d(dedupe_key text, phase text)
    left join queued by_email on by_email.dedupe_key = d.dedupe_key
    left join queued by_sms on by_sms.dedupe_key = d.dedupe_key || ':sms'
    where coalesce(by_email.id, by_sms.id) is not null
    on conflict do nothing
    returning 1 as linked`,
  );
  return linked.length;
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
