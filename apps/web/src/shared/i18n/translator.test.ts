import { afterEach, describe, expect, it } from 'vitest';
import {
  addTexts,
  currentLanguage,
  onLanguageChange,
  setCurrentLanguage,
  translate,
  translatorFor,
} from './translator.ts';

describe('the translator', () => {
  addTexts('en', {
    probe: {
      hello: 'Hello, {{ name }}',
      orders_one: '{{count}} order',
      orders_other: '{{count}} orders',
      onlyEnglish: 'Only in English',
      plain: 'No plurals: {{count}}',
    },
  });
  addTexts('lt', {
    probe: {
      hello: 'Labas, {{name}}',
      orders_one: '{{count}} užsakymas',
      orders_few: '{{count}} užsakymai',
      orders_many: '{{count}} užsakymo',
      orders_other: '{{count}} užsakymų',
    },
  });

  afterEach(() => setCurrentLanguage('en'));

  it('finds a key by its path and fills its variables', () => {
    expect(translate('en', 'probe.hello', { name: 'Rūta' })).toBe('Hello, Rūta');
    expect(translate('lt', 'probe.hello', { name: 'Rūta' })).toBe('Labas, Rūta');
    expect(translate('en', 'probe.hello')).toBe('Hello, ');
  });

  it("chooses the language's plural form by count", () => {
    expect(translate('en', 'probe.orders', { count: 1 })).toBe('1 order');
    expect(translate('en', 'probe.orders', { count: 5 })).toBe('5 orders');
    expect([1, 2, 10, 21, 0.5].map((count) => translate('lt', 'probe.orders', { count }))).toEqual([
      '1 užsakymas',
      '2 užsakymai',
      '10 užsakymų',
      '21 užsakymas',
      '0.5 užsakymo',
    ]);
    // A count that is not a number is only a variable; a key without plural forms is used as it is.
    expect(translate('en', 'probe.orders_other', { count: '9+' })).toBe('9+ orders');
    expect(translate('en', 'probe.plain', { count: 3 })).toBe('No plurals: 3');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    expect(translate('lt', 'probe.onlyEnglish')).toBe('Only in English');
    expect(translate('xx', 'probe.hello', { name: 'A' })).toBe('Hello, A');
    expect(translate('lt', 'probe.missing', { defaultValue: 'As given' })).toBe('As given');
    expect(translate('lt', 'probe.missing')).toBe('probe.missing');
    expect(translate('en', 'probe')).toBe('probe');
  });

  it('merges added texts without changing what was added', () => {
    const added = { probe: { extra: 'Extra' } };
    addTexts('en', added);
    addTexts('en', { probe: { extra: 'Replaced' } });
    expect(translate('en', 'probe.extra')).toBe('Replaced');
    expect(translate('en', 'probe.hello', { name: 'B' })).toBe('Hello, B');
    expect(added.probe.extra).toBe('Extra');
  });

  it("tells listeners of a language change, and a language's t keeps its language", () => {
    const seen: string[] = [];
    const stop = onLanguageChange(() => seen.push(currentLanguage()));
    setCurrentLanguage('lt');
    setCurrentLanguage('lt');
    stop();
    setCurrentLanguage('en');
    expect(seen).toEqual(['lt']);
    expect(translatorFor('lt')('probe.hello', { name: 'C' })).toBe('Labas, C');
    expect(translatorFor('lt')('probe.hello', { name: 'C', lng: 'en' })).toBe('Hello, C');
  });
});
