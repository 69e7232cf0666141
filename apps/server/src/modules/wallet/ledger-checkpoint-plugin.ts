import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CheckpointRun, writeCheckpoints } from './ledger-checkpoint-service.ts';

/** How often the chain is looked at for entries past the next checkpoint. */
const SWEEP_INTERVAL_MS = 15_000;
/**
 * The first look, this long after the app is ready: not in the start's way. Run at once, its statements
 * (some 40 ms of a restart's PostgreSQL in WebAssembly) went to the database ahead of the first request's.
 */
const FIRST_SWEEP_DELAY_MS = 2_000;

/** Writes the checkpoints the chain has grown past, with the app's key, interval and clock. */
export function writeLedgerCheckpoints(app: FastifyInstance): Promise<CheckpointRun> {
  return writeCheckpoints(app.db, {
    key: app.config.LEDGER_CHECKPOINT_KEY,
    interval: app.config.LEDGER_CHECKPOINT_INTERVAL,
    now: app.clock(),
  });
}

/**
 * Writes the ledger's checkpoints in the background (decision 047): soon after start and every 15 seconds,
 * on every instance (a checkpoint is one row per seq, so two instances writing it is harmless). Posting a
 * transaction stays as fast as before: the re-hashing happens here, outside its lock. Tests (NODE_ENV=test)
 * call writeLedgerCheckpoints themselves.
 */
export const ledgerCheckpointPlugin = fp(
  async function ledgerCheckpoints(app: FastifyInstance) {
    if (app.config.NODE_ENV === 'test') return;
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const sweep = () => {
      // A long first run (a large ledger without checkpoints) is not started twice.
      if (running) return;
      running = writeLedgerCheckpoints(app)
        .then((run) => {
          if (run.broken) app.log.error({ broken: run.broken }, 'ledger: the chain does not verify');
          else if (run.written > 0) app.log.info({ ...run }, 'ledger: checkpoints written');
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'ledger: cannot write checkpoints now; later'),
        )
        .finally(() => (running = null));
    };
    app.addHook('onReady', async () => {
      first = setTimeout(sweep, FIRST_SWEEP_DELAY_MS).unref();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'ledger-checkpoints' },
);
