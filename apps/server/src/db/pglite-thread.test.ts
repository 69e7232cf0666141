import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from './database.ts';

describe('the embedded database thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = PgliteThread.start();
    await thread.open({});
    await thread.exec('create table items (id int primary key, name text not null)');
  }, 60_000);
  afterAll(() => thread.close());

  it('answers statements with their rows, in object and array mode', async () => {
    await thread.query('insert into items values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const objects = await thread.query<{ id: number; name: string }>('select * from items order by id');
    expect(objects.rows).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    const arrays = await thread.query('select id, name from items order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    await thread.exec('delete from items');
  });

  it('keeps dates as text when the caller parses them so, and parses them otherwise', async () => {
    const at = `timestamptz '2026-12-02 10:00:00+00'`;
    const keepText = (value: string) => value;
    const kept = await thread.query<{ at: unknown }>(`select ${at} as at`, [], {
      parsers: { 1184: keepText },
    });
    expect(kept.rows[0]!.at).toBe('2026-12-02 10:00:00+00');
    const parsed = await thread.query<{ at: unknown }>(`select ${at} as at`);
    expect(parsed.rows[0]!.at).toEqual(new Date('2026-12-02T10:00:00Z'));
    await expect(
      thread.query('select 1', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/keeps type 1184 as text/);
  });

  it("fails a statement with PostgreSQL's code and fields", async () => {
    await thread.query('insert into items values (1, $1)', ['first']);
    const error = await thread.query('insert into items values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
    expect(error).toMatchObject({ constraint: 'items_pkey' });
    await thread.exec('delete from items');
  });

  it('commits a transaction whose callback returns, and rolls back one that throws', async () => {
    const result = await thread.transaction(async (tx) => {
      await tx.query('insert into items values (10, $1)', ['kept']);
      return 'done';
    });
    expect(result).toBe('done');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items values (11, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await thread.query<{ id: number }>('select id from items order by id');
    expect(rows.rows).toEqual([{ id: 10 }]);
    await thread.exec('delete from items');
  });

  it('runs one transaction at a time: a second waits for the first to end', async () => {
    const steps: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = thread.transaction(async (tx) => {
      steps.push('first begun');
      await tx.query('insert into items values (20, $1)', ['first']);
      await held;
      steps.push('first ends');
    });
    // Let the first begin before the second asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = thread.transaction(async (tx) => {
      steps.push('second begun');
      const seen = await tx.query<{ n: number }>('select count(*)::int as n from items');
      steps.push(`second sees ${seen.rows[0]!.n}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first begun', 'first ends', 'second begun', 'second sees 1']);
    await thread.exec('delete from items');
  });

  it('fails the commit of a transaction PostgreSQL aborted', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items values (30, $1)', ['x']);
        await tx.query('insert into items values (30, $1)', ['x']).catch(() => {});
      }),
    ).rejects.toThrow();
    const rows = await thread.query('select * from items');
    expect(rows.rows).toEqual([]);
  });
});

describe('opening the embedded database thread', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hearth-thread-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets statements be sent before the folder is open: they wait for it', async () => {
    const thread = PgliteThread.start();
    const opened = thread.open({ dataDir: path.join(root, 'db') });
    const early = thread.query<{ answer: number }>('select 42 as answer');
    await opened;
    expect((await early).rows).toEqual([{ answer: 42 }]);
    await thread.close();
  }, 60_000);

  it('fails every statement with the reason when the folder cannot be opened, and still closes', async () => {
    const file = path.join(root, 'not-a-folder');
    writeFileSync(file, 'a file where the data folder should be');
    const thread = PgliteThread.start();
    const opened = thread.open({ dataDir: file });
    await expect(thread.query('select 1')).rejects.toThrow();
    await expect(opened).rejects.toThrow();
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow(/thread stopped/);
  }, 60_000);
});
