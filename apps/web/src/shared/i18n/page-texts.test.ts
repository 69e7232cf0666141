import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { addPageTexts } from './page-texts.ts';

describe('page texts', () => {
  it('join English at once and Lithuanian when its catalogue loads later, keeping the main texts', async () => {
    expect(i18next.hasResourceBundle('lt', 'translation')).toBe(false);
    addPageTexts({ en: { pageTextsProbe: { hello: 'Hello' } }, lt: { pageTextsProbe: { hello: 'Labas' } } });
    expect(i18next.t('pageTextsProbe.hello')).toBe('Hello');

    await changeLanguage('lt');
    expect(i18next.t('pageTextsProbe.hello')).toBe('Labas');
    expect(i18next.t('nav.logIn')).toBe('Prisijungti');
  });
});
