import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { addPageTexts } from './page-texts.ts';
import { hasTexts, t } from './translator.ts';

describe('page texts', () => {
  it('join English at once and Lithuanian when its catalogue loads later, keeping the main texts', async () => {
    expect(hasTexts('lt')).toBe(false);
    addPageTexts({ en: { pageTextsProbe: { hello: 'Hello' } }, lt: { pageTextsProbe: { hello: 'Labas' } } });
    expect(t('pageTextsProbe.hello')).toBe('Hello');

    await changeLanguage('lt');
    expect(t('pageTextsProbe.hello')).toBe('Labas');
    expect(t('nav.logIn')).toBe('Prisijungti');
  });
});
