import type { FastifyInstance } from 'fastify';

export interface PeriodicSweep {
  /** Named in the log when a run fails. */
  name: string;
  intervalMs: number;
  /** One run; what it returns is logged when it did something (any number above 0). */
  run: () => Promise<Record<string, number>>;
}

/**
 * Runs a clean-up every `intervalMs` on every instance, from the moment the app is ready until it closes
 * (a run in progress is awaited, so it never outlives the database); a tick while a run is in progress is
 * skipped. Each run must be safe next to the same run on another instance. Not under NODE_ENV=test: tests call the run themselves with their clock.
 */
export function registerPeriodicSweep(app: FastifyInstance, sweep: PeriodicSweep): void {
  if (app.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    // A run slower than the interval is not queued behind: the next tick after it ends starts the next run.
    if (running) return;
    running = sweep
      .run()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, `${sweep.name}: done`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, `${sweep.name}: cannot run now; later`))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, sweep.intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
