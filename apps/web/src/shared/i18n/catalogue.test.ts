import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, V } from '@hearth/domain/messages';
import { catalogueKeyDiff, catalogueKeys, lookup, mergeCatalogues } from './catalogue-keys.ts';
import { FEATURE_PAGE_TEXTS } from '../testing/feature-page-texts.ts';
import { enAccount } from './locales/en-account.ts';
import { en as mainEn } from './locales/en.ts';
import { ltAccount } from './locales/lt-account.ts';
import { lt as mainLt } from './locales/lt.ts';

/**
 * The main catalogue with the account texts and every page's own texts (page-texts.ts), as a visit that
 * opened every page has it.
 */
const en = mergeCatalogues(mainEn, enAccount, ...FEATURE_PAGE_TEXTS.map((texts) => texts.en));
const lt = mergeCatalogues(mainLt, ltAccount, ...FEATURE_PAGE_TEXTS.map((texts) => texts.lt));

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

describe('the account texts', () => {
  /** The folders of the public pages and of what every page shows (the header, the footer, shared parts). */
  const PUBLIC_SOURCES = [
    'app/layout',
    'shared/ui',
    'features/home',
    'features/marketplace',
    'features/store',
    'features/catalogue',
    'features/about',
    'features/assistant',
  ];

  /**
   * The account texts' keys as the sources would write them: a namespace of their own (`profile`, so any
   * `'profile.…'`), or, inside one the main catalogue has too, its own parts, down to single texts where both
   * share a namespace (`pages.auth.invalidCredentials` beside the main `pages.auth.loggedOut`).
   */
  type Tree = { [name: string]: string | Tree };
  const accountKeys = (
    account: Tree,
    main: Tree | undefined,
    prefix = '',
  ): { key: string; leaf: boolean }[] =>
    Object.entries(account).flatMap(([name, texts]) => {
      const key = `${prefix}${name}`;
      const shared = main?.[name];
      if (typeof texts === 'string') return [{ key, leaf: true }];
      return typeof shared === 'object' ? accountKeys(texts, shared, `${key}.`) : [{ key, leaf: false }];
    });
  const accountNamespaces = accountKeys(enAccount as Tree, mainEn as unknown as Tree);

  /** Shared parts that only pages behind an account use. */
  const ACCOUNT_ONLY = new Set(['shared/ui/new-password-fields.tsx']);

  it('are not used by the public pages, which render without them', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = PUBLIC_SOURCES.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file))
        .filter((file) => !ACCOUNT_ONLY.has(file)),
    );
    expect(sources.length).toBeGreaterThan(20);
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const { key, leaf } of accountNamespaces)
        expect(text, `${file} uses ${key}${leaf ? '' : '.*'}`).not.toMatch(
          new RegExp(`['"\`]${key.replaceAll('.', '\\.')}${leaf ? '[\'"`]' : '\\.'}`),
        );
    }
  });
});
