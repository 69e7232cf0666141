import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The profile link (/store/{nickname}); unique regardless of case. */
    nickname: text('nickname'),
    /** Digits only, 7 to 15, first 1-9. */
    phoneNumber: text('phone_number'),
    /** Without the @; used by wallet transfers. */
    telegramNickname: text('telegram_nickname'),
    city: text('city'),
    language: text('language', { enum: ['en', 'lt'] })
      .notNull()
      .default('en'),
    /** Set when an avatar is stored; also the cache-busting version of its URL. */
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_telegram_nickname_key').on(sql`lower(${t.telegramNickname})`),
  ],
);

/**
 * The chef profile (the spec's merchantInfo / legalInfo), one per user. `status` is the moderation state;
 * legalInfo.valid is `status = 'approved'`.
 */
export const merchantProfiles = pgTable(
  'merchant_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'suspended'] }).notNull(),
    hourRateCents: integer('hour_rate_cents').notNull(),
    /** At most 3, from KITCHEN_TYPES. */
    kitchenTypes: text('kitchen_types').array().notNull(),
    about: text('about'),
    personalTaxNumber: text('personal_tax_number'),
    govRegistryUrl: text('gov_registry_url'),
    allowedInternetAddress: text('allowed_internet_address'),
    /** The reason of the last rejection or suspension, shown to the chef. */
    statusReason: text('status_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_profiles_status_idx').on(t.status, t.submittedAt)],
);

/** The profile address (a list in the API; one per user for now). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryPhoneCode: integer('country_phone_code').notNull().default(370),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    formattedAddress: text('formatted_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('addresses_user_id_key').on(t.userId)],
);

/** Uploaded files (model.fileDescriptor.id). The bytes live in the file storage under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_id_idx').on(t.ownerId)],
);

/** Who did what to whom, when and why (moderation decisions first). Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetUserId),
  ],
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
