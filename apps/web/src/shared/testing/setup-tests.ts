import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { clearNotices } from '../notices/notice-store.ts';

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

await initI18n('en');

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  clearNotices();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
