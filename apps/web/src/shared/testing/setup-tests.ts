import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { addPageTexts } from '../i18n/page-texts.ts';
import { clearNotices } from '../notices/notice-store.ts';
import { FEATURE_PAGE_TEXTS } from './feature-page-texts.ts';

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

await initI18n('en');
for (const texts of FEATURE_PAGE_TEXTS) addPageTexts(texts);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  clearNotices();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
