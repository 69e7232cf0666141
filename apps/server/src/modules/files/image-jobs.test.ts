import { describe, expect, it } from 'vitest';
import { Unavailable } from '../../errors.ts';
import { ImageJobs } from './image-jobs.ts';

/** A job that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { job: () => (started.push(name), done.then(() => name)), release };
}

describe('ImageJobs', () => {
  it('runs at most `concurrency` jobs at once and the waiting ones in turn', async () => {
    const jobs = new ImageJobs(2, 5);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g) => jobs.run(g.job));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(jobs.load).toEqual({ active: 2, waiting: 2 });
    gates[1]!.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(jobs.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a job at once when the queue is full (503 with Retry-After), and frees the turn of a failed job', async () => {
    const jobs = new ImageJobs(1, 1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = jobs.run(first.job);
    const waiting = jobs.run(async () => 'second');
    const refused = jobs.run(async () => 'third');
    await expect(refused).rejects.toBeInstanceOf(Unavailable);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
    first.release();
    expect(await running).toBe('first');
    expect(await waiting).toBe('second');
    await expect(jobs.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await jobs.run(async () => 'after')).toBe('after');
    expect(jobs.load).toEqual({ active: 0, waiting: 0 });
  });
});
