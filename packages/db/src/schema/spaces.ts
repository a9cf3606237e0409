import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    route: text('route'),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    // Asked by the setup wizard; the new-service form starts with it (existing spaces keep USD,
    // the currency every service defaulted to before).
    defaultCurrency: text('default_currency').notNull().default('USD'),
    logoKey: text('logo_key'),
    color: text('color'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Species the clinic attends (pets' species values), shown and filtered in the directory.
    speciesAttended: text('species_attended').array().notNull().default(sql`'{}'::text[]`),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    contactWhatsapp: text('contact_whatsapp'),
    socialInstagram: text('social_instagram'),
    socialFacebook: text('social_facebook'),
    socialWebsite: text('social_website'),
    // How long a waitlist offer holds its slot for the person it was sent to (decision 085).
    waitlistHoldMinutes: integer('waitlist_hold_minutes').notNull().default(15),
    // The setup wizard's "Continuar sin invitaciones", remembered per space.
    areInvitationsOmitted: boolean('are_invitations_omitted').notNull().default(false),
    // The plan the space was put on (packages/domain/src/plans), how ('trial' | 'operator') and
    // until when: from plan_ends_at on it is on Gratuito again without any write (decision 073).
    plan: text('plan').notNull().default('gratuito'),
    planSource: text('plan_source', { enum: ['trial', 'operator'] }),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    // One trial in a space's life.
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The OWNER (packages/domain/src/spaces/space-ownership.ts): an ADMIN member no other ADMIN can
    // demote or remove, the only one who deletes or restores the space. Set null only when the
    // account itself goes (docs/decisions/067-space-owner-and-soft-deletion.md).
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    // An ownership hand-over the OWNER offered to an ADMIN, waiting for their answer.
    pendingOwnerUserId: uuid('pending_owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownershipOfferedAt: timestamp('ownership_offered_at', { withTimezone: true }),
    // Soft deletion: offline at once, restorable by the OWNER for SPACE_RETENTION_DAYS, then purged
    // by `npm run space:purge`, which keeps the legal record and sets `purged_at`.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('spaces_route_unique').on(table.route),
    index('spaces_deleted_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
    index('spaces_owner_idx').on(table.ownerUserId),
    index('spaces_name_lower_idx').on(sql`lower(${table.name})`),
    index('spaces_city_lower_idx').on(sql`lower(${table.city})`),
  ],
);

export const spaceMembers = pgTable(
  'space_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN', 'MEMBER', 'RECEPTION'] }).notNull(),
    // At most this many non-cancelled appointments a local day with this professional here (048).
    dailyCap: integer('daily_cap'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('space_members_space_user_unique').on(table.spaceId, table.userId),
    index('space_members_user_idx').on(table.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['ADMIN', 'MEMBER', 'RECEPTION'] }).notNull(),
    // Only the SHA-256 of the e-mailed token is kept; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_pending_email_unique')
      .on(table.spaceId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'PENDING'`),
    index('invitations_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);
