import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { registerPeriodicSweep } from './periodic-sweep.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appWith(nodeEnv: Config['NODE_ENV'], run: () => Promise<Record<string, number>>) {
  const app = Fastify({ logger: false });
  app.decorate('config', { NODE_ENV: nodeEnv } as Config);
  registerPeriodicSweep(app, { name: 'test sweep', intervalMs: 10, run });
  await app.ready();
  return app;
}

describe('registerPeriodicSweep', () => {
  it('runs the sweep every interval once the app is ready, one run at a time, and never after it closed', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const app = await appWith('development', async () => {
      running++;
      overlapped ||= running > 1;
      runs++;
      await delay(15); // longer than the interval: the next run waits for this one
      running--;
      return { done: 1 };
    });
    await delay(120);
    await app.close();
    const atClose = runs;
    expect(atClose).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(running).toBe(0); // close waited for the run in progress
    await delay(50);
    expect(runs).toBe(atClose);
  });

  it('keeps running after a failed run', async () => {
    let runs = 0;
    const app = await appWith('development', async () => {
      runs++;
      throw new Error('database away');
    });
    await delay(60);
    await app.close();
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('does not run under NODE_ENV=test, where tests call the sweep with their own clock', async () => {
    let runs = 0;
    const app = await appWith('test', async () => ({ done: ++runs }));
    await delay(50);
    await app.close();
    expect(runs).toBe(0);
  });
});
