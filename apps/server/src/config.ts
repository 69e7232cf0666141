import { z } from 'zod';
import { DEFAULT_DOGE_EUR_RATE } from '@hearth/domain/constants';

/**
 * The whole configuration, read from the environment once at start. A bad value stops start-up with a
 * message naming the variable. Every variable is listed with its default in the README.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number({ error: 'expected a number' }).int('expected a whole number').positive();

const url = (protocols: string[]) =>
  z
    .url({ error: 'expected a URL' })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}:`)),
      `expected a ${protocols.join(' or ')} URL`,
    );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.local>'),
  TELEGRAM_BOT_URL: url(['http', 'https']).optional(),
  SERVICE_FEE_CENTS: z.coerce.number().int().min(0).default(999),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  PIN_SENDS_PER_HOUR: positiveInt.default(5),
  ORDERS_PER_HOUR: positiveInt.default(30),
  // Questions to the assistant (POST /ask) per client address and minute.
  ASK_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // EUR (and USD) per DOGE: the /buy converter and card top-ups (DESIGN.md section 6).
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
});

export type Config = z.infer<typeof schema> & { isProduction: boolean; seedDemo: boolean };

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
  const isProduction = c.NODE_ENV === 'production';
  return { ...c, isProduction, seedDemo: c.SEED_DEMO ?? !isProduction };
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

/** A page of the web app as an absolute link (in a mail), when the public address is known; else null. */
export function publicPageUrl(config: Pick<Config, 'PUBLIC_URL'>, path: string): string | null {
  return config.PUBLIC_URL ? new URL(path, config.PUBLIC_URL).href : null;
}
