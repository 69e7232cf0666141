import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { findUserByEmail, insertUser } from '../modules/auth/auth-repository.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-cli-'));
const cli = path.resolve(import.meta.dirname, 'make-operator.ts');

function makeOperator(email: string) {
  return run(process.execPath, ['--import', 'tsx', cli, email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each case starts the command in a child process that opens the embedded database: slow on a busy machine.
describe('npm run user:operator -- EMAIL', { timeout: 90_000 }, () => {
  it('makes an existing account an operator', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await insertUser(database.db, { email: 'ops@example.lt', language: 'en' });
    await database.close();

    const { stdout } = await makeOperator('Ops@Example.lt');
    expect(stdout).toContain('ops@example.lt is now an OPERATOR');

    const reopened = await openDatabase({ dataDir });
    expect((await findUserByEmail(reopened.db, 'ops@example.lt'))?.role).toBe('OPERATOR');
    await reopened.close();
  });

  it('says so when there is no such account, and on a malformed e-mail', async () => {
    await expect(makeOperator('nobody@example.lt')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account'),
    });
    await expect(makeOperator('not-an-email')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
