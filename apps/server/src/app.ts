import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import type { Config } from './config.ts';
import { fail } from './envelope.ts';
import type { StartupPhases } from './startup-phases.ts';
import { openConfiguredDatabase, type Database, type Db } from './db/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { cspReportRoutes } from './plugins/csp-report.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { spaPlugin } from './plugins/spa.ts';
import { contractRoutesPlugin } from './contract-routes.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { DEFAULT_WEB_DIST_DIR } from './paths.ts';
import type { MailService } from './modules/mail/mail-service.ts';
import { mailPlugin } from './modules/mail/mail-plugin.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { storagePlugin } from './storage/storage-plugin.ts';
import { imageJobsPlugin } from './modules/files/image-jobs.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { orderExpiryPlugin } from './modules/orders/order-expiry-plugin.ts';
import { unusedUploadsSweepPlugin } from './modules/files/unused-uploads-plugin.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { registerOrderPayments } from './modules/orders/order-payments.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { paymentsPlugin } from './modules/payments/payment-plugin.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import type { PaymentPurposes } from './modules/payments/payment-purposes.ts';
import { registerWalletPayments } from './modules/wallet/wallet-payments.ts';
import { walletRoutes, withdrawalRoutes } from './modules/wallet/routes.ts';
import { ledgerCheckpointPlugin } from './modules/wallet/ledger-checkpoint-plugin.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { ratingModerationRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { payoutProvidersPlugin, payoutRoutes } from './modules/payouts/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { conversationMailPlugin, conversationRoutes } from './modules/conversations/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The current time; tests move it to expire sessions and pins. */
    clock: () => Date;
    mail: MailService;
    /** The card payment provider chosen at start (Stripe or the built-in test provider). */
    payments: PaymentProvider;
    /** What can be paid: the orders' and the wallet's purposes (docs/decisions/051). */
    paymentPurposes: PaymentPurposes;
  }
}

export interface AppOptions {
  config: Config;
  /** The start's steps, marked as they end (main.ts); none in the tests. */
  phases?: StartupPhases;
  /** An open, migrated database; without it one is opened from the configuration and closed with the app. */
  database?: Database;
  /**
   * The configuration's database, already being opened (main.ts starts it before the app's modules load);
   * the app migrates it and closes it, as one it opened itself.
   */
  opening?: Promise<Database>;
  clock?: () => Date;
  /** false silences the logger (tests). */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests that read them). */
  logStream?: NodeJS.WritableStream;
  /** A payment provider instead of the one the configuration chooses (tests). */
  paymentProvider?: PaymentProvider;
}

/** The Fastify app factory used by `main` and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the proxies TRUST_PROXY names are believed about the client's address (every per-client limit
    // keys on it); a public address alone trusts nobody's X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: fastifySchemaCompilers() },
    // The router's own refusals (a malformed escape or an over-long parameter in the path) in the envelope,
    // without Fastify's default body that echoes the path back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? 414 : 400)
        .send(fail(tooLong ? MESSAGES.tooLarge : MESSAGES.validationFailed));
    },
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await (options.opening ?? openConfiguredDatabase(config)));
  options.phases?.mark('database handle');
  // The embedded database opens on its own thread while the plugins and routes below are registered (none
  // of them sends a statement before the app is ready); the app is returned once it is open and migrated.
  const migrated = ownsDatabase ? database.migrate() : Promise.resolve();
  migrated.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  // After the database's hook: onClose hooks run last-in first-out, so the mail worker stops first.
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(imageJobsPlugin);
  await app.register(paymentsPlugin, { provider: options.paymentProvider });
  registerOrderPayments(app.paymentPurposes);
  registerWalletPayments(app.paymentPurposes);

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL, listenHost: config.HOST });
  await app.register(bodyParsersPlugin, { bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(multipartPlugin);
  await app.register(sessionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(readCachePlugin);

  await app.register(unusedUploadsSweepPlugin);
  await app.register(orderExpiryPlugin);
  await app.register(ledgerCheckpointPlugin);
  await app.register(conversationMailPlugin);
  await app.register(payoutProvidersPlugin);

  // The API: every route in this context is registered from its contract (contract-routes.ts).
  app.decorate('contracts', []);
  await app.register(async function api(api) {
    await api.register(contractRoutesPlugin, {
      checkAnswers: config.NODE_ENV === 'test',
      contracts: app.contracts,
    });
    await api.register(healthRoutes);
    await api.register(cspReportRoutes);
    await api.register(siteRoutes);
    await api.register(authRoutes);
    await api.register(profileRoutes);
    await api.register(moderationRoutes);
    await api.register(fileRoutes);
    await api.register(catalogueRoutes);
    await api.register(orderRoutes);
    await api.register(availabilityRoutes);
    await api.register(paymentRoutes);
    await api.register(walletRoutes);
    await api.register(withdrawalRoutes);
    await api.register(assistantRoutes);
    await api.register(reviewRoutes);
    await api.register(ratingModerationRoutes);
    await api.register(payoutRoutes);
    await api.register(invoiceRoutes);
    await api.register(conversationRoutes);
    if (!config.isProduction) await api.register(devMailboxRoutes);
    await api.register(referenceRoutes);
    await api.register(seoRoutes);
  });

  await app.register(spaPlugin, {
    distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    testShop: config.isProduction && app.payments.name === 'test',
  });
  options.phases?.mark('plugins and routes');
  await migrated;
  options.phases?.mark('database opened and migrated');
  return app;
}

type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<SchemaCompilers['buildValidator']>;
type SerializerFactory = NonNullable<SchemaCompilers['buildSerializer']>;

/**
 * Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for answers), the ones it would
 * choose, loaded when a route first declares a JSON schema instead of when the app is made. No route here
 * does (each validates with its contract's zod schemas, decision 052), so a start no longer loads Ajv's 90
 * files for nothing (decision 070).
 */
function fastifySchemaCompilers(): SchemaCompilers {
  const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
  return {
    buildValidator: loadedAtFirstCall(() =>
      (fastifyRequire('@fastify/ajv-compiler') as () => ValidatorFactory)(),
    ),
    buildSerializer: loadedAtFirstCall(() =>
      (fastifyRequire('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)(),
    ),
  };
}

/** A function that loads the one it stands for at its first call, then calls it. */
function loadedAtFirstCall<F extends (...args: never[]) => unknown>(load: () => F): F {
  let loaded: ((...args: unknown[]) => unknown) | undefined;
  const call = (...args: unknown[]) =>
    (loaded ??= load() as unknown as (...args: unknown[]) => unknown)(...args);
  return call as unknown as F;
}

/**
 * TRUST_PROXY as Fastify takes it: the named addresses, or for a number of hops a rule that believes the
 * first `hops` addresses from the connection back (the proxies in front), and none beyond.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): string[] | boolean | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
