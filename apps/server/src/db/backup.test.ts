import { execFile, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { orderAction, payOrder } from '../modules/orders/order-test-helpers.ts';
import { orderToPay } from '../modules/payments/payment-test-helpers.ts';
import { post } from '../modules/profile/profile-test-helpers.ts';
import { TEST_ENV, TestClock } from '../test/test-app.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';
import {
  DataDirInUseError,
  lockPgliteDir,
  openDatabase,
  pgliteDatabase,
  pgliteDir,
  type Database,
} from './database.ts';
import { conversationMessages, orderItems, orders, payments } from './schema.ts';

const run = promisify(execFile);
let root: string;
const clock = new TestClock();
const BACKUP_MOMENT = new Date('2026-11-25T03:15:00Z');
// The embedded database only: the PostgreSQL pass of the tests (TEST_DATABASE_URL) would repeat it as it is.
const EMBEDDED_PASS = !process.env.TEST_DATABASE_URL;

/** A fresh DATA_DIR under the test's temporary folder. */
function dataDir(name: string): string {
  return path.join(root, name);
}

/** The app over the embedded database of `dir` (holding its lock until `close`). */
async function openApp(
  dir: string,
): Promise<{ app: FastifyInstance; database: Database; close: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const app = await buildApp({ config: loadConfig(TEST_ENV), database, clock: clock.now, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Every order with its lines, payments and messages, as rows: what a restore must give back exactly. */
async function orderSnapshot(database: Pick<Database, 'db'>) {
  const { db } = database;
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    lines: await db.select().from(orderItems).orderBy(orderItems.id),
    payments: await db.select().from(payments).orderBy(payments.id),
    messages: await db.select().from(conversationMessages).orderBy(conversationMessages.id),
  };
}

async function snapshotOf(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    return await orderSnapshot(database);
  } finally {
    await database.close();
  }
}

let A: string;
let backupFile: string;
let atBackup: Awaited<ReturnType<typeof orderSnapshot>>;
let afterChanges: Awaited<ReturnType<typeof orderSnapshot>>;

// Each case opens PGlite databases (1-3 s each on a busy machine) and some start the commands as processes.
describe.runIf(EMBEDDED_PASS)('backups of the embedded database', { timeout: 120_000 }, () => {
  // Three orders, two of them paid; a backup; then a new order, a payment, a cancellation and a deletion.
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hearth-backup-'));
    A = dataDir('a');
    const { app, database, close } = await openApp(A);
    const placed = [await orderToPay(app, clock), await orderToPay(app, clock), await orderToPay(app, clock)];
    for (const { order, customer } of placed.slice(0, 2)) await payOrder(app, order.id, customer.cookie);
    // Messages are kept with their order (decision 064).
    const message = (at: typeof app, { order, customer }: (typeof placed)[number], body: string) =>
      post(at, '/secure/order-message', { orderId: order.id, body }, customer.cookie);
    expect((await message(app, placed[0]!, 'Parking is in the yard.')).statusCode).toBe(200);
    atBackup = await orderSnapshot(database);
    await close();

    ({ file: backupFile } = await backupEmbedded({ dataDir: A, now: BACKUP_MOMENT }));

    const later = await openApp(A);
    const [paid, , unpaid] = placed;
    expect((await message(later.app, placed[1]!, 'A message after the backup.')).statusCode).toBe(200);
    const fresh = await orderToPay(later.app, clock);
    await payOrder(later.app, fresh.order.id, fresh.customer.cookie);
    expect((await orderAction(later.app, paid!.order.id, 'cancel', paid!.customer.cookie)).statusCode).toBe(
      200,
    );
    await later.app.db.delete(orders).where(eq(orders.id, unpaid!.order.id));
    afterChanges = await orderSnapshot(later.database);
    await later.close();
  }, 180_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the backup to DATA_DIR/backups/hearth-YYYYMMDD-HHMMSS.tar.gz', () => {
    expect(backupFile).toBe(path.join(A, 'backups', 'hearth-20261125-031500.tar.gz'));
    expect(readdirSync(path.join(A, 'backups'))).toEqual(['hearth-20261125-031500.tar.gz']);
    // It holds personal data: readable by its owner only.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(afterChanges.orders).toHaveLength(3);
    expect(atBackup.messages).toHaveLength(1);
    expect(afterChanges.messages).toHaveLength(2);
    expect(afterChanges).not.toEqual(atBackup);
  });

  it('restores into a fresh DATA_DIR every order of the backup moment and none of the later changes', async () => {
    const B = dataDir('fresh');
    const result = await restoreEmbedded({ dataDir: B, file: backupFile });
    expect(result).toMatchObject({ dir: pgliteDir(B), keptAside: undefined, violations: [] });
    expect(result.counts).toMatchObject({ orders: 3, orderLines: 3, payments: 2 });
    expect(await snapshotOf(B)).toEqual(atBackup);
    expect(statSync(path.join(pgliteDir(B), 'PG_VERSION')).mode & 0o777).toBe(0o600);
  });

  it('writes a standard tar that PGlite itself can load', async () => {
    const { stdout } = await run('tar', ['tzf', backupFile]);
    expect(stdout.split('\n')).toEqual(expect.arrayContaining(['PG_VERSION', 'base/', 'global/pg_control']));
    const loaded = pgliteDatabase(
      await PGlite.create({
        loadDataDir: new Blob([readFileSync(backupFile)], { type: 'application/x-gzip' }),
      }),
    );
    expect(await orderSnapshot(loaded)).toEqual(atBackup);
    await loaded.close();
  });

  it('replaces an existing database only with force, and keeps it aside', async () => {
    await expect(restoreEmbedded({ dataDir: A, file: backupFile })).rejects.toThrow(
      /already holds a database\. Restoring replaces it: run again with --force/,
    );
    expect(await snapshotOf(A)).toEqual(afterChanges);

    const result = await restoreEmbedded({ dataDir: A, file: backupFile, force: true });
    expect(result.keptAside).toMatch(/pglite\.replaced-\d{8}-\d{6}$/);
    expect(await snapshotOf(A)).toEqual(atBackup);
    // The replaced folder is whole: it opens with the later changes in it.
    const kept = pgliteDatabase(await PGlite.create(result.keptAside!));
    expect(await orderSnapshot(kept)).toEqual(afterChanges);
    await kept.close();
  });

  it('refuses an archive that is corrupt or not ours, and changes nothing', async () => {
    const target = dataDir('target');
    await restoreEmbedded({ dataDir: target, file: backupFile });
    const bytes = readFileSync(backupFile);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    // The content's checksum (CRC-32) in gzip's trailer: all else whole, the check alone finds it.
    const badSum = Buffer.from(bytes);
    badSum[bytes.length - 8]! ^= 0xff;
    const other = await PGlite.create();
    await other.exec('create table notes (body text)');
    const otherDatabase = new Uint8Array(await (await other.dumpDataDir('gzip')).arrayBuffer());
    await other.close();
    const folder = dataDir('some-folder');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'notes.txt'), 'not a database');
    const someTar = path.join(root, 'some.tar.gz');
    await run('tar', ['czf', someTar, '-C', folder, '.']);
    // A name that climbs out of the folder it is unpacked in (-P keeps it as given).
    const evilTar = path.join(root, 'evil.tar.gz');
    await run('tar', ['czPf', evilTar, '../some-folder/notes.txt'], { cwd: target });

    const cases: [string, Uint8Array | string, RegExp][] = [
      [
        'cut.tar.gz',
        bytes.subarray(0, Math.floor(bytes.length / 2)),
        /is damaged \(gzip: unexpected end of file\)/,
      ],
      ['flipped.tar.gz', flipped, /is not a Hearth backup or is damaged \(/],
      ['bad-sum.tar.gz', badSum, /is damaged \(gzip: incorrect data check\)/],
      ['notes.tar.gz', 'hello', /is not a Hearth backup or is damaged \(gzip: incorrect header check\)/],
      ['some.tar.gz', readFileSync(someTar), /is not a Hearth backup: it holds no PostgreSQL data folder/],
      ['evil.tar.gz', readFileSync(evilTar), /an unsafe name in the archive: \.\.\/some-folder\/notes\.txt/],
      ['other.tar.gz', otherDatabase, /is not a backup of a Hearth database: it has no orders table/],
    ];
    for (const [name, content, message] of cases) {
      const file = path.join(root, name);
      writeFileSync(file, content);
      const refusal: unknown = await restoreEmbedded({ dataDir: target, file, force: true }).catch((e) => e);
      expect(refusal, name).toBeInstanceOf(BackupError);
      expect((refusal as BackupError).message, name).toMatch(message);
      expect(readdirSync(target), name).toEqual(['pglite']);
    }
    await expect(restoreEmbedded({ dataDir: target, file: path.join(root, 'none.tar.gz') })).rejects.toThrow(
      /There is no file .*none\.tar\.gz\./,
    );
    expect(await snapshotOf(target)).toEqual(atBackup);
  });

  it('refuses while the folder is in use, and takes over the lock of a process that is gone', async () => {
    const dir = dataDir('busy');
    await restoreEmbedded({ dataDir: dir, file: backupFile });
    const held = await openDatabase({ dataDir: dir });
    const inUse = new RegExp(`is in use by process ${process.pid} .*Stop it first`);
    await expect(backupEmbedded({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(backupEmbedded({ dataDir: dir })).rejects.toThrow(inUse);
    await expect(restoreEmbedded({ dataDir: dir, file: backupFile, force: true })).rejects.toThrow(inUse);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse);
    // The command started while the server holds the folder: it says so and exits 1.
    await expect(command('backup.ts', dir, [])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(inUse),
    });
    await held.close();
    expect(existsSync(`${pgliteDir(dir)}.lock`)).toBe(false);

    // A server killed with SIGKILL leaves its lock behind: its pid no longer runs.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${pgliteDir(dir)}.lock`, JSON.stringify({ pid: gone, host: hostname() }));
    const { file } = await backupEmbedded({ dataDir: dir, out: path.join(root, 'after-stale.tar.gz') });
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${pgliteDir(dir)}.lock`)).toBe(false);
  });

  it('judges a lock stale when its pid was reused or is a zombie, and never one from another host', async () => {
    const dir = pgliteDir(dataDir('locks'));
    mkdirSync(path.dirname(dir));
    const lockAs = (holder: object) => writeFileSync(`${dir}.lock`, JSON.stringify(holder));
    const takeAndRelease = () => lockPgliteDir(dir)();

    // This process's pid, but a holder started at another time: the pid was reused since.
    lockAs({ pid: process.pid, host: hostname(), started: '1' });
    expect(takeAndRelease).not.toThrow();
    lockAs({ pid: process.pid, host: 'elsewhere' });
    expect(takeAndRelease).toThrow(/in use by process \d+ on elsewhere/);

    // A subshell that ends only once its shell has become `sleep 30` (exec), which never reaps it: a zombie.
    // (Ending earlier, it could be reaped by the shell before the exec.) `$$` in the subshell is the shell's pid.
    const waitForExec = 'while [ "$(cat /proc/$$/comm)" != sleep ]; do :; done';
    const parent = spawn('sh', ['-c', `(${waitForExec}) & echo $!; exec sleep 30`]);
    const zombie = Number(String(await new Promise((resolve) => parent.stdout.once('data', resolve))));
    try {
      const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]![0];
      await expect.poll(state, { timeout: 10_000 }).toBe('Z');
      lockAs({ pid: zombie, host: hostname() });
      expect(takeAndRelease).not.toThrow();
    } finally {
      parent.kill();
    }
  });

  it('runs as npm run db:backup and db:restore, and shows the PostgreSQL commands with DATABASE_URL', async () => {
    const from = dataDir('busy');
    const to = dataDir('by-command');
    const out = path.join(root, 'by-command.tar.gz');
    const backup = await command('backup.ts', from, [out]);
    expect(backup.stdout).toMatch(new RegExp(`^Backup written: ${out} \\(\\d+\\.\\d MB, \\d+\\.\\d s\\)`));
    const restore = await command('restore.ts', to, [out]);
    expect(restore.stdout).toContain(`Restored ${out} into ${pgliteDir(to)}`);
    expect(restore.stdout).toContain('pglite: 3 orders, 3 orderLines, 2 payments');
    expect(restore.stdout).toContain('Every invariant holds.');
    await expect(command('restore.ts', to, [])).rejects.toMatchObject({ code: 2, stderr: /Usage/ });

    const url = 'postgres://hearth@db.example:5432/hearth';
    await expect(command('backup.ts', to, [], url)).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringContaining('pg_dump --format=custom --no-owner'),
    });
    await expect(command('restore.ts', to, [out], url)).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringContaining('pg_restore --no-owner --exit-on-error --single-transaction'),
    });
  });
});

/** Runs one of the commands (src/cli/NAME) as `npm run` would, on DATA_DIR `dir`. */
function command(name: string, dir: string, args: string[], databaseUrl = '') {
  const cli = path.resolve(import.meta.dirname, '../cli', name);
  return run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: databaseUrl },
  });
}
