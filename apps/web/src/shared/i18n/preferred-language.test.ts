import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@hearth/domain/constants';
import { addressLanguage, browserLanguage, readPreferredLanguage } from './preferred-language.ts';

describe('the reader’s language', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes the first of the browser’s languages Hearth speaks', () => {
    expect(browserLanguage(['lt-LT', 'en-US'])).toBe('lt');
    expect(browserLanguage(['de-DE', 'LT', 'en'])).toBe('lt');
    expect(browserLanguage(['en-GB', 'lt'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });

  it('lets the choice in the language menu win over the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readPreferredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'lt');
    expect(readPreferredLanguage()).toBe('lt');
  });

  it('falls back to the browser, then English, when nothing valid was chosen', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(readPreferredLanguage()).toBe(browserLanguage() ?? 'en');
  });

  it('lets the address’s language (?lang=) win over the stored choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/mp?q=sakotis&lang=lt');
    expect(readPreferredLanguage()).toBe('lt');
    expect(addressLanguage('?lang=xx')).toBeUndefined();
    expect(addressLanguage('?lang=en')).toBe('en');
    expect(addressLanguage('')).toBeUndefined();
  });
});
