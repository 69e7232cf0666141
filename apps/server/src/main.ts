import type { Config } from './config.ts';
import { PgliteThread } from './db/pglite-thread.ts';
import { STARTUP_PHASES_MESSAGE, StartupPhases } from './startup-phases.ts';

/**
 * Starts the server: configuration, database (migrated), demo data, then the port. Stops on SIGTERM/SIGINT.
 * The embedded database's thread starts first, before any other module loads: it loads PGlite and compiles
 * its WebAssembly on the machine's other core while this thread loads the configuration and the app's
 * modules, then opens the data folder (decision 083).
 */
async function main() {
  const startedAt = performance.now();
  const phases = new StartupPhases();
  // DATABASE_URL set (and not empty) means PostgreSQL, as in the configuration: no thread to start.
  const thread = process.env.DATABASE_URL ? undefined : PgliteThread.start();
  const [{ ConfigError, loadConfig }, { openConfiguredDatabase }] = await Promise.all([
    import('./config.ts'),
    import('./db/database.ts'),
  ]);
  phases.mark('modules');
  // Keeps the event loop alive until the port is open (decision 070). While the start waits only for what V8
  // finishes on its own threads (compiling WebAssembly: PGlite's, undici's parser), Node's loop has nothing
  // to wait for, and Node then waits for all of V8's background work, PGlite's functions recompiled by the
  // optimising compiler included: 100 to 200 ms of a restart. With a timer pending it waits in its poll, and
  // the compilation's end wakes it at once.
  const starting = setInterval(() => {}, 60_000);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const opening = openConfiguredDatabase(config, thread);
  opening.catch(() => {}); // awaited by buildApp; this only keeps an early failure from being "unhandled"
  const [{ buildApp }, { isLoopback }, { describeSeed, existingDemoAccounts, seedDemoData }] =
    await Promise.all([import('./app.ts'), import('./plugins/security.ts'), import('./seed/demo-seed.ts')]);
  phases.mark('app modules (the database opening)');

  let app;
  try {
    app = await buildApp({ config, phases, opening });
  } catch (error) {
    // What only a connection can tell (the object storage's bucket) is checked while the app is built.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const seeded = config.seedDemo ? await seedDemoData(app.db, app.storage) : null;
  phases.mark(seeded ? 'demo data' : 'demo data (already there)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // Stops accepting, waits for requests in flight, then runs onClose hooks (the database last).
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  clearInterval(starting);
  phases.mark('listening');
  app.log.debug({ phases: phases.phases }, `${STARTUP_PHASES_MESSAGE}: ${phases.describe()}`);
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    `Hearth is running on ${url} (database: ${app.database.kind}, files: ${app.storage.description}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (seeded) lines.push(describeSeed(seeded));
  if (config.seedDemo) {
    const demo = await existingDemoAccounts(app.db);
    if (demo.length > 0) {
      lines.push('Demo accounts (password in brackets):');
      for (const a of demo)
        lines.push(`  ${a.role.padEnd(8)} ${a.chef ? 'chef ' : '     '} ${a.email} (${a.password})`);
    }
  }
  if (!config.isProduction && !config.SMTP_URL)
    lines.push(`E-mails are not sent: read them at ${url}/dev/mailbox (from this machine only)`);
  if (!config.isProduction && !isLoopback(config.HOST))
    lines.push(
      `Warning: development mode listening on ${config.HOST}: others on the network reach it (the demo ` +
        `accounts' passwords are published). Deploy with NODE_ENV=production.`,
    );
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Hearth failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
