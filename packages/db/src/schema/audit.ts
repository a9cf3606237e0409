import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/decisions/036-audit-log.md). Append-only: a trigger (migration) refuses
 * UPDATE, DELETE and TRUNCATE, whatever asks. Space, actor, pet, client and subject ids carry no
 * foreign key on purpose: a deleted space, a deleted user, a merged client or a removed pet must not
 * rewrite (set null) or delete the rows that tell what was done to them
 * (docs/decisions/067-space-owner-and-soft-deletion.md).
 * `created_at` keeps milliseconds so the keyset cursor (its instant and id) is exact in JavaScript.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type', {
      enum: ['client', 'pet', 'record', 'booking', 'charge', 'space', 'member', 'invitation', 'waitlist'],
    }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    petId: uuid('pet_id'),
    clientId: uuid('client_id'),
    ip: text('ip'),
    // Ids, counts and flags only (never personal data): AuditDetailsSchema.
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Every filter of GET /audit, each ending in the page order: read backwards, (created_at, id)
    // ascending is exactly `order by created_at desc, id desc` (desc nulls first). An index declared
    // "desc nulls last" (Drizzle's .desc()) matches neither direction, and PostgreSQL sorted every
    // match instead: 200 ms for the unfiltered page at 200,000 events.
    index('audit_events_space_created_idx').on(table.spaceId, table.createdAt, table.id),
    index('audit_events_space_pet_idx')
      .on(table.spaceId, table.petId, table.createdAt, table.id)
      .where(sql`${table.petId} is not null`),
    index('audit_events_space_client_idx')
      .on(table.spaceId, table.clientId, table.createdAt, table.id)
      .where(sql`${table.clientId} is not null`),
    index('audit_events_space_actor_idx')
      .on(table.spaceId, table.actorUserId, table.createdAt, table.id)
      .where(sql`${table.actorUserId} is not null`),
    index('audit_events_space_action_idx').on(table.spaceId, table.action, table.createdAt, table.id),
  ],
);
