import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { PGlite, types } from './drizzle-pglite-stand-in.ts';

describe("the stand-in for PGlite in Drizzle's driver (the server bundle)", () => {
  it("has PGlite's id for every type Drizzle's session names", () => {
    const session = readFileSync(
      createRequire(import.meta.url).resolve('drizzle-orm/pglite/session'),
      'utf8',
    );
    const named = [...new Set([...session.matchAll(/\btypes\.([A-Z_]+)/g)].map((match) => match[1]!))];
    expect(named.length).toBeGreaterThan(0);
    for (const name of named)
      expect(types[name as keyof typeof types], name).toBe(pgliteTypes[name as never]);
  });

  it('refuses to make a PGlite', () => {
    expect(() => new PGlite()).toThrow(/database thread/);
  });
});
