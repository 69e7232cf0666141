import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The database schema. camelCase keys in TypeScript, snake_case columns, indexes declared with the table.
 * Migrations are generated from this file (`npm run db:generate -w apps/server`) and committed.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; the login identity (identityKey). */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['CUSTOMER', 'OPERATOR', 'ADMIN'] })
      .notNull()
      .default('CUSTOMER'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    language: text('language', { enum: ['en', 'lt'] })
      .notNull()
      .default('en'),
    /** legalInfo.valid: an operator approved the chef profile. */
    merchantValid: boolean('merchant_valid').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_nickname_key').on(t.nickname)],
);

/** Sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (30 days after creation). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time pins: hashed, short-lived, single use, a few wrong tries. */
export const oneTimePins = pgTable(
  'one_time_pins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull().default('login'),
    pinHash: text('pin_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_pins_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** Fixed-window counters shared by every instance (auth calls, pin sends). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Every e-mail goes through the outbox first, so none is lost while SMTP is down. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: ['en', 'lt'] }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
