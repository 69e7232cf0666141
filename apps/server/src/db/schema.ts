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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_KINDS } from '@hearth/domain/wallet';
import { CHANGE_REQUEST_STATUSES, type ChefChanges } from '@hearth/domain/chef-changes';
import { RATING_CASE_KINDS, type RatingCaseRater } from '@hearth/domain/reviews';

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
    /** Set when an avatar is stored. */
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    /**
     * The avatar's random token, new with each avatar: part of its stored names and of its URL (`?v=`), so
     * nobody can guess the URL (decision 048). Null for an avatar stored before the tokens.
     */
    avatarToken: text('avatar_token'),
    /** When the owner proved the address (a pin); null: an unconfirmed registration that cannot sign in. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_telegram_nickname_key').on(sql`lower(${t.telegramNickname})`),
    index('users_city_idx').on(sql`lower(${t.city})`),
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
    /** The chef's Stripe connected account (acct_...): payouts go there as transfers when Stripe is set up. */
    stripeAccountId: text('stripe_account_id'),
    /** The reason of the last rejection or suspension, shown to the chef. */
    statusReason: text('status_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the marketplace's search reads of the chef (names, profile link, kitchens in both languages),
     * lower-case without diacritics; kept by triggers (migration 0015, decision 053), never written here.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The dish photo the chef chose as the cover of their marketplace card (a product_files.file_id of one of
     * their dishes); null: the newest enabled dish's photo (decision 059). Removing the photo clears it.
     */
    coverFileId: integer('cover_file_id').references(() => productFiles.fileId, { onDelete: 'set null' }),
  },
  (t) => [
    index('merchant_profiles_status_idx').on(t.status, t.submittedAt),
    index('merchant_profiles_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('merchant_profiles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Marketplace filters (POST /store/merchants): kitchen type (array contains), maximum rate.
    index('merchant_profiles_kitchen_types_idx').using('gin', t.kitchenTypes),
    index('merchant_profiles_status_rate_idx').on(t.status, t.hourRateCents, t.userId),
    // Removing a dish photo clears the covers that name it without reading every chef.
    index('merchant_profiles_cover_file_idx')
      .on(t.coverFileId)
      .where(sql`${t.coverFileId} is not null`),
    // The marketplace's order (newest approval first) over approved chefs: a page reads only its own rows.
    index('merchant_profiles_marketplace_idx')
      .on(sql`${t.decidedAt} desc nulls last`, sql`${t.userId} desc`)
      .where(sql`${t.status} = 'approved'`),
  ],
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
    /** What the upload really was, by its bytes (sharp's format name: jpeg, png, webp...). */
    sourceFormat: text('source_format'),
    /** The name and type the client declared (dish images must be .jpg/.jpeg and image/jpeg too). */
    sourceName: text('source_name'),
    sourceMimeType: text('source_mime_type'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_id_idx').on(t.ownerId), index('files_created_at_idx').on(t.createdAt)],
);

/** A dish (the spec's Product). Prices in cents; `price` is the fixed price of a dish not priced by time. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents'),
    measureUnit: text('measure_unit').notNull().default('item'),
    size: text('size'),
    videoUrl: text('video_url'),
    currencyId: integer('currency_id').notNull().default(6),
    parcelRequires: boolean('parcel_requires').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the marketplace's search reads of the dish (title, chef names, kitchen in both languages,
     * ingredient names), lower-case without diacritics; kept by triggers (migration 0015, decision 053).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('products_owner_id_idx').on(t.ownerId, t.id),
    index('products_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The dish details (one per dish). A dish is priced by time when `timeBased` is set: its unit price is
 * preparationMinutes / 60 x the chef's current hourly rate (docs/product.md, pricing); else by products.price.
 */
export const productDetails = pgTable('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  kitchenType: text('kitchen_type').notNull(),
  preparationMinutes: integer('preparation_minutes').notNull(),
  preparationDescription: text('preparation_description').notNull(),
  /** Ingredient name -> amount (the spec's `ingridients`). */
  ingredients: jsonb('ingredients').$type<Record<string, number>>().notNull(),
  calories: integer('calories').notNull(),
  /** Base servings of one unit (defaults to 1). */
  servingsNumber: integer('servings_number').notNull().default(1),
  timeBased: boolean('time_based').notNull().default(false),
  /** Codes of the 14 EU allergens (packages/domain/catalogue.ts). */
  allergens: text('allergens')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dietaryTags: text('dietary_tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The images of a dish, in order; served from /repository/products/{ownerId}/{fileName}. */
export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** e.g. 12-34.jpg; the thumbnail is 12-34-thumb.jpg. */
    fileName: text('file_name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_files_product_id_idx').on(t.productId, t.position),
    uniqueIndex('product_files_file_id_key').on(t.fileId),
  ],
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
    /** The id the session list shows and session-end takes: random, neither the token nor its hash. */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in, trimmed to 300 characters; the list shows a device from it. */
    userAgent: text('user_agent'),
    /** How the session began; a pin, reset or registration less than 10 minutes ago proves the e-mail. */
    authMethod: text('auth_method', { enum: ['password', 'pin', 'register', 'reset'] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (30 days after creation). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), uniqueIndex('sessions_public_id_key').on(t.publicId)],
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
    /**
     * A pin in the bodies, kept only until the mail is sent or the pin runs out (`secret_expires_at`): then
     * it is blanked out of both bodies and this is set to null (decision 048).
     */
    secret: text('secret'),
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_secret_idx')
      .on(t.secretExpiresAt)
      .where(sql`${t.secret} is not null`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);

// ---- Orders and payments (docs/product.md#the-cart-checkout-and-the-money-model, decision 040) ----

/** Who took a payment: the built-in test card provider, Stripe, or the payer's DOGE wallet. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'doge'] as const;
/**
 * What a payment is for: an order's prepayment ('order', the spec's), the balance after the visit, a late
 * cancellation's penalty, or DOGE bought by card (a wallet top-up, order id 0 in the API).
 */
export const PAYMENT_PURPOSES = ['order', 'order_balance', 'order_penalty', 'wallet_top_up'] as const;

/**
 * An order of one chef's dishes. The amounts are those of the moment of ordering, computed by
 * packages/domain/fees.ts from the database prices; they change only while items are added, before payment.
 * An anonymous order belongs to the browser that made it (the hash of its checkout cookie) until a pin links
 * it to an account (`customerId`).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public id (a UUID); the part before its first hyphen is the order number shown. */
    sid: text('sid').notNull(),
    customerId: integer('customer_id').references(() => users.id),
    /** SHA-256 of the checkout cookie of the browser that created an anonymous order. */
    checkoutTokenHash: text('checkout_token_hash'),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['placed', 'confirmed', 'delivered', 'completed', 'cancelled'] })
      .notNull()
      .default('placed'),
    payInCash: boolean('pay_in_cash').notNull(),
    cateringRequired: boolean('catering_required').notNull(),
    selfDelivery: boolean('self_delivery').notNull(),
    commentary: text('commentary'),
    /** The booked start. */
    serviceDeliveryDate: timestamp('service_delivery_date', { withTimezone: true }).notNull(),
    /**
     * The end of the time the booking holds in the chef's calendar: the start plus the minutes its dishes need
     * plus the chef's travel buffer (packages/domain/availability.ts, decision 063). Held while not cancelled.
     */
    serviceEndDate: timestamp('service_end_date', { withTimezone: true }).notNull(),
    /**
     * The city the booking is held for (the chef's spelling of one of their schedule's cities, decision 068);
     * the order's address must be in it. Null for a chef without a schedule when no city was given, and for
     * the orders placed before the visit's city was asked.
     */
    serviceCity: text('service_city'),
    subtotalCents: integer('subtotal_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    governmentFeeCents: integer('government_fee_cents').notNull(),
    paymentGatewayFeeCents: integer('payment_gateway_fee_cents').notNull(),
    chefIncentiveCents: integer('chef_incentive_cents').notNull(),
    onlineAmountCents: integer('online_amount_cents').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    /** The language of the customer's mails (the browser's, until an account holds the order). */
    language: text('language', { enum: ['en', 'lt'] })
      .notNull()
      .default('en'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'system': an order left unpaid past UNPAID_ORDER_TTL_MINUTES. */
    cancelledBy: text('cancelled_by', { enum: ['customer', 'chef', 'operator', 'system'] }),
    /** Set on cancellation (domain cancellationTerms): refunded, kept as commission, and due. */
    refundCents: integer('refund_cents'),
    commissionCents: integer('commission_cents'),
    /** A late cancellation's penalty still owed online (product cost + 30 EUR - what was paid online). */
    dueCents: integer('due_cents'),
    /** When the penalty (dueCents) was paid. */
    penaltyPaidAt: timestamp('penalty_paid_at', { withTimezone: true }),
    /**
     * Set at delivery from packages/domain/order-money.ts: the dishes at the actual time, what is owed online
     * after the visit (card or DOGE mode) and what was prepaid beyond the final amount (refunded).
     */
    finalSubtotalCents: integer('final_subtotal_cents'),
    balanceDueCents: integer('balance_due_cents'),
    balanceRefundCents: integer('balance_refund_cents'),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_sid_key').on(t.sid),
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_chef_idx').on(t.chefId, t.id),
    // The unpaid orders the expiry sweep cancels (every minute): a few rows, never the whole table.
    index('orders_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'placed' and ${t.paidAt} is null`),
    // The bookings a chef holds around some days: the free starts, the checkout's check, the calendar feed.
    index('orders_chef_bookings_idx')
      .on(t.chefId, t.serviceDeliveryDate)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** The lines of an order, with the dish and its prices as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    volume: integer('volume').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Pricing inputs of that moment (packages/domain/pricing.ts), so the fees can be recomputed exactly. */
    priceCents: integer('price_cents'),
    preparationMinutes: integer('preparation_minutes'),
    hourRateCents: integer('hour_rate_cents'),
    servingsNumber: integer('servings_number').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The minutes the whole line really took, recorded by the chef at delivery (time-priced lines only). */
    actualMinutes: integer('actual_minutes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_items_order_product_key').on(t.orderId, t.productId)],
);

/** The delivery address of an order (POST /store/add-order-address), one per order. */
export const orderAddresses = pgTable('order_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  countryPhoneCode: integer('country_phone_code').notNull(),
  postalCode: text('postal_code').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  formattedAddress: text('formatted_address').notNull(),
  title: text('title').notNull(),
  placeType: integer('place_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment intent at the provider (the built-in test provider or Stripe): what is to be charged, for which
 * order (null = a wallet top-up, order id 0 in the API). One per idempotency key, so a retry answers the same.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (pi_... at Stripe, ti_... at the test provider, di_... for a DOGE payment). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** A DOGE payment: the coins it takes from the wallet (amountCents at DOGE_EUR_RATE, rounded up). */
    amountKoinu: bigint('amount_koinu', { mode: 'number' }),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** requires_payment_method, succeeded or failed (the last decline's message in lastError). */
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_intents_idempotency_key').on(t.provider, t.idempotencyKey),
    index('payment_intents_order_idx').on(t.orderId),
  ],
);

/** Provider events already processed, by their id: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recorded payment: written only from the provider's event, once per intent. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => paymentIntents.id),
    eventId: text('event_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** What the payment was for: its intent's purpose. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A DOGE payment: the coins taken from the wallet. */
    amountKoinu: bigint('amount_koinu', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_intent_key').on(t.intentId), index('payments_order_idx').on(t.orderId)],
);

/** Refunds asked of the provider (cancellations), one per payment and reason. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    /** A refund of a DOGE payment: the coins that went back to the wallet. */
    amountKoinu: bigint('amount_koinu', { mode: 'number' }),
    /** The provider's refund id (re_... at Stripe; the ledger transaction of a DOGE refund). */
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey)],
);

// ---- The ledger: DOGE wallets and the euros of orders, double-entry and hash-chained (decisions 024, 040) ----

/**
 * A ledger account (kinds: packages/domain/wallet.ts LEDGER_ACCOUNT_KINDS) in one currency: DOGE amounts are koinu (10^-8 DOGE), EUR amounts are cents. `balance`
 * is the sum of the account's entries, kept in the same transaction as each entry; only the two outside
 * accounts ('platform' in DOGE, 'payments' in EUR) may go below zero. Users' accounts ('user', 'earnings')
 * name their user; the others exist once per currency.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: ['DOGE', 'EUR'] })
      .notNull()
      .default('DOGE'),
    userId: integer('user_id').references(() => users.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_key')
      .on(t.userId, t.kind)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.kind, t.currency)
      .where(sql`${t.userId} is null`),
    check('ledger_accounts_balance_check', sql`${t.kind} in ('platform', 'payments') or ${t.balance} >= 0`),
  ],
);

/** One movement of money: its entries sum to zero in each currency. One per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The order the money moved for, if any: an order's escrow, earnings and refunds add up by it. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    index('ledger_transactions_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * The entries, append-only (a trigger refuses UPDATE and DELETE) and hash-chained: `seq` is the position in
 * the one chain, and `hash` is SHA-256 over the previous entry's hash and this entry's fields.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed, in the smallest unit of the account's currency (koinu or cents). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_seq_key').on(t.seq),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** The head of the chain (one row): locked by every write, so entries join the chain one at a time. */
export const ledgerChain = pgTable('ledger_chain', {
  id: integer('id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

/**
 * Signed checkpoints of the ledger's hash chain (decision 047): the chain's hash at `seq`, written only once
 * the entries up to it verified from the previous checkpoint, and an HMAC-SHA256 of (seq, hash) under
 * LEDGER_CHECKPOINT_KEY, a key the database does not hold. The ledger page verifies from the newest one
 * below a transaction instead of from the first entry. Writers race harmlessly: one row per seq.
 */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
  signature: text('signature').notNull(),
  createdAt: createdAt(),
});

/**
 * A transfer asked for on /execute: pending until its e-mailed pin confirms it (once), then completed with
 * its ledger transaction. A newer request cancels an older pending one.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    /** 0 Doge address, 1 Telegram nickname, 2 profile nickname, 3 e-mail. */
    recipientType: integer('recipient_type').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    /** The platform user it goes to; null for a Doge address (a withdrawal). */
    recipientUserId: integer('recipient_user_id').references(() => users.id),
    amountKoinu: bigint('amount_koinu', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('wallet_transfers_sender_idx').on(t.senderId, t.status, t.id)],
);

/** A transfer to a Doge address: the amount is held until an operator sends it on chain or rejects it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => walletTransfers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    amountKoinu: bigint('amount_koinu', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['requested', 'sent', 'rejected'] })
      .notNull()
      .default('requested'),
    /** The on-chain transaction id, once sent. */
    txid: text('txid'),
    reason: text('reason'),
    holdTransactionId: integer('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: integer('settle_transaction_id').references(() => ledgerTransactions.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_transfer_key').on(t.transferId),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

// ---- Chef payouts and invoices (decision 040) ----

/**
 * A payout of a chef's available earnings, made by an operator's weekly batch: the amount is held
 * (payout_hold) until an operator other than the chef marks it sent (with the bank reference, or the
 * Stripe transfer id) or rejects it (the amount goes back to the earnings).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    /** The batch it belongs to: the ISO week it was made in, e.g. 2026-W48. */
    batch: text('batch').notNull(),
    status: text('status', { enum: ['requested', 'sent', 'rejected'] })
      .notNull()
      .default('requested'),
    /** 'bank': sent by hand, the reference typed by the operator; 'stripe': a Stripe Connect transfer. */
    method: text('method', { enum: ['bank', 'stripe'] }),
    reference: text('reference'),
    reason: text('reason'),
    holdTransactionId: integer('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: integer('settle_transaction_id').references(() => ledgerTransactions.id),
    createdBy: integer('created_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_chef_batch_key').on(t.chefId, t.batch),
    index('payouts_status_idx').on(t.status, t.id),
  ],
);

/**
 * The invoice of a paid order: numbered without gaps per year (invoice_counters), issued when the order's
 * prepayment is recorded, with the seller and buyer as they were then.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** e.g. HR-2026-000042. */
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<Record<string, string | null>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.number), uniqueIndex('invoices_order_key').on(t.orderId)],
);

/** The last invoice number of each year: locked while an invoice is numbered, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// ---- Reviews and rating moderation (decision 028, packages/domain/reviews.ts) ----

/** One review per delivered order, by its customer; the chef may answer once; operators may hide it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Hidden by an operator (abusive): not shown and not counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_key').on(t.orderId),
    index('reviews_chef_idx').on(t.chefId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A chef suspended by the rating rule: a case for the operators, to decide (reinstate or confirm, with a
 * reason) before its deadline of 3 working days.
 */
export const ratingCases = pgTable(
  'rating_cases',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['open', 'reinstated', 'confirmed'] })
      .notNull()
      .default('open'),
    /** The last window's ratings (newest first) and their average (x100) when the case opened. */
    ratings: integer('ratings').array().notNull(),
    averageHundredths: integer('average_hundredths').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** Whether the rule suspended the chef, or left them listed for an operator to look at (decision 049). */
    kind: text('kind', { enum: RATING_CASE_KINDS }).notNull().default('suspension'),
    /** The customers behind the window's ratings when the case opened. */
    raters: jsonb('raters').$type<RatingCaseRater[]>().notNull().default([]),
  },
  (t) => [
    index('rating_cases_status_idx').on(t.status, t.deadline),
    uniqueIndex('rating_cases_open_chef_key')
      .on(t.chefId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A change an approved chef asked for to the moderated fields (decision 049): the public profile keeps the
 * approved values until an operator approves it. One open request per chef; a requested nickname is held
 * here, so nobody else takes it meanwhile.
 */
export const chefChangeRequests = pgTable(
  'chef_change_requests',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('open'),
    /** The requested values of the changed fields, and the approved values they replace. */
    changes: jsonb('changes').$type<ChefChanges>().notNull(),
    before: jsonb('before').$type<ChefChanges>().notNull(),
    nickname: text('nickname'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('chef_change_requests_open_chef_key')
      .on(t.chefId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('chef_change_requests_nickname_key')
      .on(sql`lower(${t.nickname})`)
      .where(sql`${t.status} = 'open'`),
    index('chef_change_requests_status_idx').on(t.status, t.submittedAt),
  ],
);

// ---- Conversations (docs/product.md#conversations, decision 064) ----

/**
 * A thread between a customer and a chef: an order's (`order_id`, one per order) or a question asked from the
 * chef page before ordering (no order; one per customer and chef). Each party's unread count and when their
 * next new-message mail is due live on the row, so the header's badge is one indexed query and the mail sweep
 * finds the due threads by index.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    customerUnread: integer('customer_unread').notNull().default(0),
    chefUnread: integer('chef_unread').notNull().default(0),
    /** When the party's new-message mail goes out if they have not read the thread by then; null: none due. */
    customerMailDueAt: timestamp('customer_mail_due_at', { withTimezone: true }),
    chefMailDueAt: timestamp('chef_mail_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('conversations_question_key')
      .on(t.customerId, t.chefId)
      .where(sql`${t.orderId} is null`),
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
    index('conversations_chef_idx').on(t.chefId, t.lastMessageAt),
    index('conversations_customer_unread_idx')
      .on(t.customerId)
      .where(sql`${t.customerUnread} > 0`),
    index('conversations_chef_unread_idx')
      .on(t.chefId)
      .where(sql`${t.chefUnread} > 0`),
    index('conversations_customer_mail_due_idx')
      .on(t.customerMailDueAt)
      .where(sql`${t.customerMailDueAt} is not null`),
    index('conversations_chef_mail_due_idx')
      .on(t.chefMailDueAt)
      .where(sql`${t.chefMailDueAt} is not null`),
  ],
);

/** A message of a thread: plain text as typed, kept with the order (and in every backup). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.conversationId, t.senderId, t.createdAt),
  ],
);

// ---- Versions of cached answers (plugins/read-cache.ts, decision 031) ----

/**
 * One row per cached area ('catalogue'): `version` takes a new, never repeated value (from the sequence
 * change_counter_versions) when a transaction that changed the area's tables commits. Kept by deferred
 * triggers (migration 0007), so a cached answer is served only while the data it was made from is unchanged,
 * whichever instance changed it.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A chef's availability settings (decision 063), one row per chef who saved a schedule; the checkout of a
 * chef without one takes any future start. The row is also the lock that makes two checkouts of one chef
 * take their turns (a booking is checked and written under it).
 */
export const chefAvailability = pgTable(
  'chef_availability',
  {
    chefId: integer('chef_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeHours: integer('notice_hours').notNull(),
    maxBookingsPerDay: integer('max_bookings_per_day').notNull(),
    travelBufferMinutes: integer('travel_buffer_minutes').notNull(),
    /**
     * The random token of the chef's calendar feed (GET /calendar/{token}.ics); stored as it is because the chef
     * reads the address again on their schedule screen. Null until the chef asks for a feed.
     */
    calendarToken: text('calendar_token'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chef_availability_calendar_token_key').on(t.calendarToken)],
);

/** The weekly windows of a chef's schedule: a weekday (1 Monday ... 7 Sunday), minutes from midnight, a city. */
export const chefScheduleWindows = pgTable(
  'chef_schedule_windows',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => chefAvailability.chefId, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    /** Minutes from midnight; the end may pass 1440 (the window runs into the next day). */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    // The chef's own windows, and the marketplace's "available on" filter (chefs cooking on a weekday).
    index('chef_schedule_windows_chef_idx').on(t.chefId),
    index('chef_schedule_windows_weekday_idx').on(t.weekday, t.chefId),
  ],
);

/** Exceptions of a chef's schedule: a day off, or an extra window on a calendar day (Vilnius). */
export const chefScheduleExceptions = pgTable(
  'chef_schedule_exceptions',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => chefAvailability.chefId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['off', 'extra'] }).notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    city: text('city'),
  },
  (t) => [
    index('chef_schedule_exceptions_chef_idx').on(t.chefId, t.day),
    index('chef_schedule_exceptions_day_idx').on(t.day, t.chefId),
  ],
);

/**
 * One row in the build's demo database only (seed/demo-snapshot.ts): the time its demo data was seeded at and
 * the columns that hold times.
 * A start on a copy of that database moves the demo data to its own time, gives it its own tokens and
 * pictures, and deletes the row in the same transaction. Empty in every other database.
 */
export const demoSnapshot = pgTable('demo_snapshot', {
  seededAt: timestamp('seeded_at', { withTimezone: true }).primaryKey(),
  /** The tables with rows and their time columns, found when the snapshot was made: what the adoption moves. */
  times: jsonb('times').$type<{ table: string; columns: string[] }[]>().notNull(),
});
