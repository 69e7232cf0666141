import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { catalogueKeyDiff, catalogueKeys, lookup } from './catalogue-keys.ts';
import { FEATURE_PAGE_TEXTS } from '../testing/feature-page-texts.ts';
import { en as mainEn } from './locales/en.ts';
import { lt as mainLt } from './locales/lt.ts';

/** The main catalogue with every page's own texts (page-texts.ts), as a visit that opened every page has it. */
const en = Object.assign({}, mainEn, ...FEATURE_PAGE_TEXTS.map((texts) => texts.en)) as object;
const lt = Object.assign({}, mainLt, ...FEATURE_PAGE_TEXTS.map((texts) => texts.lt)) as object;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogue key comparison', () => {
  it('reports a key missing on either side, at any depth', () => {
    const a = { pages: { auth: { one: 'x', two: 'y' } }, top: 'z' };
    const b = { pages: { auth: { one: 'x' } }, extra: { deep: 'w' } };
    expect(catalogueKeyDiff(a, b)).toEqual({
      missingInA: ['extra.deep'],
      missingInB: ['pages.auth.two', 'top'],
    });
  });
});

describe('en and lt catalogues', () => {
  it('hold the page texts', () => {
    expect(FEATURE_PAGE_TEXTS.length).toBeGreaterThanOrEqual(2);
    for (const texts of FEATURE_PAGE_TEXTS) {
      for (const namespace of Object.keys(texts.en)) expect(Object.keys(en)).toContain(namespace);
    }
  });

  it('have exactly the same keys', () => {
    expect(catalogueKeyDiff(en, lt)).toEqual({ missingInA: [], missingInB: [] });
  });

  it('have a non-empty text for every key', () => {
    for (const catalogue of [en, lt]) {
      for (const key of catalogueKeys(catalogue)) {
        const value = lookup(catalogue, key);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of catalogueKeys(en)) {
      expect(placeholders(String(lookup(lt, key))), key).toEqual(placeholders(String(lookup(en, key))));
    }
  });

  it('translate every key the server and the domain schemas send', () => {
    const keys = [...Object.values(MESSAGES), ...Object.values(V), 'forms.validation.constraint'];
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });

  it('are really Lithuanian (written with its letters)', () => {
    const texts = catalogueKeys(lt).map((key) => String(lookup(lt, key)));
    expect(texts.filter((text) => /[ąčęėįšųūž]/i.test(text)).length).toBeGreaterThan(texts.length / 3);
  });
});

describe('keys used in the source code', () => {
  // Every quoted dotted string that starts with a catalogue namespace is a key: catches typos in t('...')
  // and in key maps alike.
  const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  const namespaces = Object.keys(en).join('|');
  const keyPattern = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');

  it('finds source files to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('exist in the catalogues', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file.includes('/locales/')) continue;
      for (const match of text.matchAll(keyPattern)) {
        const key = match[1]!;
        if (typeof lookup(en, key) !== 'string') missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
