import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Runs in the quick tier only (vitest.quick.config.ts): proves its guard is in place, so that a listed file
// that opens a database fails there rather than passing unnoticed.
describe('the quick tier opens no database', () => {
  it('refuses PGlite', () => {
    expect(() => new PGlite()).toThrow(/quick tier/);
  });

  it('refuses PostgreSQL', () => {
    expect(() => new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/none' })).toThrow(/quick tier/);
  });
});
