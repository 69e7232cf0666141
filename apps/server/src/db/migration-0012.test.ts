import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * Migration 0012 (docs/decisions/043) on a database that already has accounts and sessions: the accounts are
 * grandfathered as verified at their creation, and each session gets a public id of its own.
 */

const client = new PGlite();
afterAll(() => client.close());

async function apply(file: string) {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

describe('migration 0012: verified e-mail and sessions', () => {
  it('grandfathers existing accounts and gives existing sessions public ids', async () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const index = files.findIndex((f) => f.startsWith('0012_'));
    expect(index).toBeGreaterThan(0);
    for (const file of files.slice(0, index)) await apply(file);

    await client.exec(`
      insert into users (email, created_at) values ('old@example.lt', '2026-01-02T03:04:05Z'),
        ('pin@example.lt', '2026-02-03T04:05:06Z');
      insert into sessions (token_hash, user_id, last_seen_at, expires_at)
        select 'hash-' || id, id, now(), now() + interval '1 day' from users;
    `);
    await apply(files[index]!);

    const users = await client.query<{ email: string; verified: boolean }>(
      'select email, email_verified_at = created_at as verified from users order by email',
    );
    expect(users.rows).toEqual([
      { email: 'old@example.lt', verified: true },
      { email: 'pin@example.lt', verified: true },
    ]);
    const sessions = await client.query<{ public_id: string; auth_method: string; token_hash: string }>(
      'select public_id, auth_method, token_hash from sessions',
    );
    expect(sessions.rows).toHaveLength(2);
    expect(new Set(sessions.rows.map((s) => s.public_id)).size).toBe(2);
    for (const s of sessions.rows) {
      expect(s.auth_method).toBe('password');
      expect(s.public_id).not.toContain(s.token_hash);
    }
  }, 60_000); // twelve migrations on a fresh PGlite, statement by statement: 17 s at load 10, 24 s at load 14
});
