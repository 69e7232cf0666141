import { describe, expect, it } from 'vitest';
import { catalogueKeyDiff, catalogueKeys, lookup } from '../../../shared/i18n/catalogue-keys.ts';
import { accountSecurityTexts } from './account-security-texts.ts';

const { en, lt } = accountSecurityTexts;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the security page’s texts', () => {
  it('have the same keys, non-empty, with the same placeholders in English and Lithuanian', () => {
    expect(catalogueKeyDiff(en, lt)).toEqual({ missingInA: [], missingInB: [] });
    for (const key of catalogueKeys(en)) {
      expect(String(lookup(lt, key)).trim(), key).not.toBe('');
      expect(placeholders(String(lookup(lt, key))), key).toEqual(placeholders(String(lookup(en, key))));
    }
  });

  it('hold every accountSecurity key the source uses', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/['"`](accountSecurity\.[A-Za-z0-9_.]+)['"`]/g)) {
        if (typeof lookup(en, match[1]!) !== 'string') missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
