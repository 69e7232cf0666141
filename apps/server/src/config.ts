import { z } from 'zod';
import { DEFAULT_RATE_CHANGE_STEP_PERCENT } from '@hearth/domain/chef-changes';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_DOGE_EUR_RATE } from '@hearth/domain/constants';
import { DEFAULT_DELIVERY_GRACE_MINUTES, DEFAULT_UNPAID_ORDER_TTL_MINUTES } from '@hearth/domain/orders';

/**
 * The whole configuration, read from the environment once at start. A bad value stops start-up with a
 * message naming the variable. Every variable is listed with its default in the README.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number({ error: 'expected a number' }).int('expected a whole number').positive();

const intBetween = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`);

const url = (protocols: string[]) =>
  z
    .url({ error: 'expected a URL' })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}:`)),
      `expected a ${protocols.join(' or ')} URL`,
    );

/**
 * SOCIAL_LINKS: the footer's links, as comma-separated `Name=https://...` pairs in their order. Each needs a
 * name and an http(s) address; the default names the three networks' home pages.
 */
const socialLinks = z.string().transform((text, ctx) => {
  const links = [];
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    const address = at > 0 ? pair.slice(at + 1).trim() : '';
    if (!name || !/^https?:\/\/\S+$/.test(address) || !URL.canParse(address)) {
      ctx.addIssue({ code: 'custom', message: `expected Name=https://... pairs, got "${pair}"` });
      return z.NEVER;
    }
    links.push({ name, url: address });
  }
  return links;
});

export const DEFAULT_SOCIAL_LINKS =
  'Facebook=https://www.facebook.com/,Instagram=https://www.instagram.com/,LinkedIn=https://www.linkedin.com/';

/** The checkpoint key outside production: published here, so production refuses it. */
export const DEVELOPMENT_LEDGER_CHECKPOINT_KEY = 'hearth-development-ledger-checkpoints-not-a-secret';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: 127.0.0.1 outside production (a forgotten NODE_ENV must not open the dev mailbox to the network),
  // 0.0.0.0 in production (behind its proxy or in a container).
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  SEED_DEMO: bool.optional(),
  // The demo accounts' passwords are in the README: production seeds them only when this says so too.
  ALLOW_DEMO_IN_PRODUCTION: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.local>'),
  TELEGRAM_BOT_URL: url(['http', 'https']).optional(),
  // Where people write to Hearth: the footer, the information page, the landing and the assistant name it.
  CONTACT_EMAIL: z.email({ error: 'expected an e-mail address' }).default(DEFAULT_CONTACT_EMAIL),
  SOCIAL_LINKS: socialLinks.default(socialLinks.parse(DEFAULT_SOCIAL_LINKS)),
  SERVICE_FEE_CENTS: z.coerce.number().int().min(0).default(999),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  // Wrong passwords for one address, from any client, in 15 minutes before its password sign-in pauses.
  PASSWORD_FAILURES_PER_ADDRESS: positiveInt.default(10),
  PIN_SENDS_PER_HOUR: positiveInt.default(5),
  ORDERS_PER_HOUR: positiveInt.default(30),
  // Questions to the assistant (POST /ask) per client address and minute.
  ASK_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  // Uploads (decision 048): images per user and minute, and the storage one user's uploads may fill (an
  // approved chef's and anyone else's), counted from the stored files.
  UPLOADS_PER_MINUTE: intBetween(1, 1000).default(30),
  CHEF_UPLOAD_QUOTA_MB: intBetween(1, 100_000).default(500),
  CUSTOMER_UPLOAD_QUOTA_MB: intBetween(1, 10_000).default(20),
  // Image decodes (sharp) at once per instance, and how many may wait for one; beyond that an upload gets 503.
  IMAGE_JOBS_CONCURRENCY: intBetween(1, 64).default(2),
  IMAGE_JOBS_QUEUE: intBetween(0, 10_000).default(16),
  // An upload no dish uses is deleted this many hours after it was made.
  UNUSED_UPLOAD_GRACE_HOURS: intBetween(1, 24 * 365).default(24),
  // Mails (sent or not) are deleted from the outbox this many days after they were written.
  MAIL_RETENTION_DAYS: intBetween(1, 3650).default(30),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // EUR (and USD) per DOGE: the /buy converter and card top-ups (docs/product.md#the-doge-wallet).
  DOGE_EUR_RATE: z.coerce
    .number({ error: 'expected a number' })
    .positive('expected a positive number')
    .finite()
    .default(DEFAULT_DOGE_EUR_RATE),
  // A block explorer's page of an on-chain transaction; {txid} is replaced by its id.
  DOGE_EXPLORER_URL: url(['http', 'https'])
    .refine((value) => value.includes('{txid}'), 'expected a URL with {txid} in it')
    .optional(),
  // The prefixes keep a swapped pair from publishing the secret key (GET /config shows the publishable one).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'expected a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'expected a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'expected a Stripe webhook secret (whsec_...)')
    .optional(),
  // S3-compatible object storage for uploads and pictures (decision 058): all five or none; none keeps the
  // files under DATA_DIR/files.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name (3 to 63 of a-z, 0-9, dot, dash)')
    .optional(),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a region name such as eu-central-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // The reverse proxies in front of the server, whose X-Forwarded-For is believed: a number of hops or a
  // comma-separated list of addresses and CIDR ranges. Unset: none, the client is the connection's address.
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'expected a number of proxies (1 to 10) or a comma-separated list of addresses')
    .optional(),
  // Who takes card payments: Stripe (its three keys) or the built-in test provider. Unset: Stripe when its
  // keys are set, else the test provider, which production refuses unless chosen here by name.
  PAYMENTS_PROVIDER: z.enum(['stripe', 'test'], { error: 'expected stripe or test' }).optional(),
  // An order not paid this many minutes after it was placed is cancelled by itself.
  UNPAID_ORDER_TTL_MINUTES: positiveInt.default(DEFAULT_UNPAID_ORDER_TTL_MINUTES),
  // An approved chef's hourly rate moving by more than this share waits for an operator (decision 049).
  CHEF_RATE_CHANGE_STEP_PERCENT: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(0)
    .max(1000)
    .default(DEFAULT_RATE_CHANGE_STEP_PERCENT),
  // How many minutes before the booked start a chef may mark an order delivered.
  DELIVERY_GRACE_MINUTES: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(0)
    .max(7 * 24 * 60)
    .default(DEFAULT_DELIVERY_GRACE_MINUTES),
  // The key that signs the ledger's checkpoints (decision 047). It lives outside the database, so whoever can
  // write the database still cannot sign a checkpoint for a rewritten chain. Production needs its own.
  LEDGER_CHECKPOINT_KEY: z
    .string()
    .min(32, 'expected at least 32 characters')
    .default(DEVELOPMENT_LEDGER_CHECKPOINT_KEY),
  // Entries between two checkpoints: the most the ledger page re-hashes for one answer.
  LEDGER_CHECKPOINT_INTERVAL: positiveInt.default(1000),
  // Ledger pages (GET /secure/ledger) per user and minute.
  LEDGER_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  // Conversations (decision 064): messages per user and minute (all threads), messages per sender and thread
  // in an hour, new "Ask the chef" threads per user and day, and how long an unread message waits before its
  // reader is mailed (one mail per thread and reader at most that often).
  MESSAGES_PER_MINUTE: intBetween(1, 1_000_000).default(10),
  THREAD_MESSAGES_PER_HOUR: intBetween(1, 1_000_000).default(30),
  QUESTION_THREADS_PER_DAY: intBetween(1, 1_000_000).default(20),
  MESSAGE_MAIL_DELAY_MINUTES: intBetween(1, 24 * 60).default(10),
});

export type Config = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string;
  isProduction: boolean;
  /** Fastify's trustProxy from TRUST_PROXY: the hops, the addresses, or false (trust no proxy header). */
  trustProxy: number | string[] | false;
  seedDemo: boolean;
  /** The card provider in use, settled at start (see paymentsProviderOf). */
  paymentsProvider: 'stripe' | 'test';
  /** The object storage of the five S3_* variables, or null: the files stay under DATA_DIR/files. */
  objectStorage: ObjectStorageConfig | null;
};

export interface ObjectStorageConfig {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; blank values count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(present[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  checkStripeKeys(c);
  const objectStorage = objectStorageOf(c);
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && c.SEED_DEMO === true && !c.ALLOW_DEMO_IN_PRODUCTION) {
    throw new ConfigError(
      `Invalid configuration:\n  SEED_DEMO: the demo accounts' passwords are published; production seeds them only with ALLOW_DEMO_IN_PRODUCTION=true`,
    );
  }
  if (isProduction && c.PUBLIC_URL === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: production needs the site's public address (e.g. https://hearth.example): the cross-site check compares against its host`,
    );
  }
  if (isProduction && c.LEDGER_CHECKPOINT_KEY === DEVELOPMENT_LEDGER_CHECKPOINT_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  LEDGER_CHECKPOINT_KEY: production needs a secret key of its own (at least 32 characters) to sign the ledger's checkpoints`,
    );
  }
  return {
    ...c,
    HOST: c.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    isProduction,
    seedDemo: c.SEED_DEMO ?? !isProduction,
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    paymentsProvider: paymentsProviderOf(c, isProduction),
    objectStorage,
  };
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe needs all three keys; a partial set would silently fall back to the test provider. */
function checkStripeKeys(c: z.infer<typeof schema>): void {
  const missing = STRIPE_KEYS.filter((key) => c[key] === undefined);
  if (missing.length > 0 && missing.length < STRIPE_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when any Stripe key is set (set all three or none)`,
    );
  }
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** All five S3_* variables, or none; a partial set would silently keep the files on this machine's disk. */
function objectStorageOf(c: z.infer<typeof schema>): ObjectStorageConfig | null {
  const missing = S3_VARIABLES.filter((key) => c[key] === undefined);
  if (missing.length === S3_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when any S3_* variable is set (set all five or none)`,
    );
  }
  return {
    bucket: c.S3_BUCKET!,
    endpoint: c.S3_ENDPOINT!,
    region: c.S3_REGION!,
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
  };
}

const HOPS = /^(?:[1-9]|10)$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*(?:\/(?:12[0-8]|1[01]\d|[1-9]?\d))?$/i;

function trustProxyList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isTrustProxy(value: string): boolean {
  if (HOPS.test(value.trim())) return true;
  const list = trustProxyList(value);
  return list.length > 0 && list.every((entry) => IPV4.test(entry) || IPV6.test(entry));
}

function trustProxyOf(value: string | undefined): number | string[] | false {
  if (value === undefined) return false;
  return HOPS.test(value.trim()) ? Number(value.trim()) : trustProxyList(value);
}

/**
 * Stripe when PAYMENTS_PROVIDER says so (its keys are then required) or, unset, when its keys are set; the
 * test provider otherwise. The test provider takes any test card and mints DOGE: production runs it only
 * when PAYMENTS_PROVIDER=test names it, and then the site says it is a test shop.
 */
function paymentsProviderOf(c: z.infer<typeof schema>, isProduction: boolean): 'stripe' | 'test' {
  const hasStripe = c.STRIPE_SECRET_KEY !== undefined;
  if (c.PAYMENTS_PROVIDER === 'test') return 'test';
  if (c.PAYMENTS_PROVIDER === 'stripe' && !hasStripe) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET`,
    );
  }
  if (hasStripe) return 'stripe';
  if (isProduction) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENTS_PROVIDER: production needs Stripe (set its three STRIPE_* keys), or PAYMENTS_PROVIDER=test for a test shop that takes no real money`,
    );
  }
  return 'test';
}

/** A page of the web app as an absolute link (in a mail), when the public address is known; else null. */
export function publicPageUrl(config: Pick<Config, 'PUBLIC_URL'>, path: string): string | null {
  return config.PUBLIC_URL ? new URL(path, config.PUBLIC_URL).href : null;
}

/**
 * The site's public origin (https://host): PUBLIC_URL (production always has it); in development the address
 * the request came to, since there is no other.
 */
export function siteOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
  request: { protocol: string; host: string },
): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}
