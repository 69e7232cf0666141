import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { changeLanguage, initI18n, loadAccountTexts } from '../i18n/i18n.ts';
import { currentLanguage } from '../i18n/translator.ts';
import { addPageTexts } from '../i18n/page-texts.ts';
import { clearNotices } from '../notices/notice-store.ts';
import { FEATURE_PAGE_TEXTS } from './feature-page-texts.ts';

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

await initI18n('en');
await loadAccountTexts();
for (const texts of FEATURE_PAGE_TEXTS) addPageTexts(texts);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  clearNotices();
  if (currentLanguage() !== 'en') await changeLanguage('en');
});
