import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['HOST', 'CLIENT', 'ADMIN'] })
      .notNull()
      .default('HOST'),
    phone: text('phone'),
    avatar: text('avatar'),
    // The vet's professional licence (matrícula / número de colegiado), printed on prescriptions.
    licenseNumber: text('license_number'),
    // Bumped on password change: every token carrying an older version stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // When the current address was proven by an e-mailed link; NULL until then (docs/decisions/022-email-verification.md).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The weekly reports summary e-mail to a space's ADMINs (Monday morning); false = opted out.
    weeklySummaryEmail: boolean('weekly_summary_email').notNull().default(true),
    // One Premium trial per account, whichever space it started in (decision 073).
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Single-use e-mailed links about the account's address: VERIFY proves the current address,
 * CHANGE applies `newEmail` (sent to the new address), REVERT puts `oldEmail` back (sent to the old
 * one), SIGN_IN signs in a new device while strangers fill the sign-in pools, NOT_ME (sent after a
 * password change) ends every session and starts a reset. Only the SHA-256 of the token is stored, like password-reset tokens.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY', 'CHANGE', 'REVERT', 'SIGN_IN', 'NOT_ME'] }).notNull(),
    // The address the link was sent to: a VERIFY link only proves the address it went to.
    email: text('email').notNull(),
    newEmail: text('new_email'),
    oldEmail: text('old_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);
