import { describe, expect, it } from 'vitest';
import { sharedReader } from './shared-reads.ts';

/** A table of counters behind a lookup whose statements end only when the test lets them. */
function fakeTable() {
  const rows = new Map<string, number>([['a', 1]]);
  const statements: { keys: string[]; snapshot: Map<string, number>; finish: () => void }[] = [];
  const lookup = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve) => {
      // A statement sees the rows as they are when it starts.
      const snapshot = new Map(keys.filter((k) => rows.has(k)).map((k) => [k, rows.get(k)!]));
      statements.push({ keys, snapshot, finish: () => resolve(snapshot) });
    });
  return { rows, statements, lookup };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reads shared by the requests waiting at once', () => {
  it('answers a lone read with a statement of its own, at once', async () => {
    const table = fakeTable();
    const reader = sharedReader(table.lookup);
    const first = reader.read('a');
    await Promise.resolve();
    expect(table.statements).toHaveLength(1);
    table.statements[0]!.finish();
    expect(await first).toBe(1);
    const second = reader.read('b');
    await Promise.resolve();
    expect(table.statements).toHaveLength(2);
    table.statements[1]!.finish();
    expect(await second).toBeUndefined();
  });

  it('reads the keys asked together in one statement', async () => {
    const table = fakeTable();
    const reader = sharedReader(table.lookup);
    const both = Promise.all([reader.read('a'), reader.read('b')]);
    await Promise.resolve();
    expect(table.statements.map((s) => s.keys)).toEqual([['a', 'b']]);
    table.statements[0]!.finish();
    expect(await both).toEqual([1, undefined]);
  });

  it('answers every read asked while a statement ran with one statement after it', async () => {
    const table = fakeTable();
    const reader = sharedReader(table.lookup);
    const first = reader.read('a');
    await Promise.resolve();
    const waiting = ['a', 'b', 'a', 'c'].map((key) => reader.read(key));
    expect(table.statements).toHaveLength(1); // the others wait for the one under way
    table.rows.set('b', 2);
    table.statements[0]!.finish();
    expect(await first).toBe(1);
    await settle();
    expect(table.statements).toHaveLength(2);
    expect(table.statements[1]!.keys.sort()).toEqual(['a', 'b', 'c']);
    table.statements[1]!.finish();
    expect(await Promise.all(waiting)).toEqual([1, 2, 1, undefined]);
  });

  it('never answers a read with a statement that started before it was asked', async () => {
    const table = fakeTable();
    const reader = sharedReader(table.lookup);
    const before = reader.read('a');
    await Promise.resolve();
    // A change committed after the first statement started, before the second read is asked.
    table.rows.set('a', 5);
    const after = reader.read('a');
    table.statements[0]!.finish();
    expect(await before).toBe(1); // its statement started before the change
    await settle();
    table.statements[1]!.finish();
    expect(await after).toBe(5);
  });

  it('fails the reads of a failed statement and goes on with the next', async () => {
    let fail = true;
    const reader = sharedReader(async (keys: string[]) => {
      await settle();
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, 7]));
    });
    const failed = Promise.all([reader.read('a'), reader.read('b')]);
    await expect(failed).rejects.toThrow('connection lost');
    fail = false;
    expect(await reader.read('a')).toBe(7);
  });
});
