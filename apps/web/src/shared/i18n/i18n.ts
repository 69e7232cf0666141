import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@hearth/domain/constants';
import { setMoneyLanguage } from '@hearth/domain/money';
import { readItem, writeItem } from '../storage/local-storage.ts';
import type { Messages } from './locales/en.ts';
import { addLoadedPageTexts } from './page-texts.ts';
import { addressLanguage, readPreferredLanguage } from './preferred-language.ts';

/**
 * Each catalogue is a chunk of its own, loaded for the reader's language only (src/early.ts starts it while
 * the app downloads); another loads when the reader switches.
 */
export const catalogueLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  lt: () => import('./locales/lt.ts').then((m) => m.lt),
};

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await catalogueLoaders[language]());
  addLoadedPageTexts(language);
}

/** <html lang> and the amounts on screen follow the page's language. */
function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  if (isLanguage(language)) setMoneyLanguage(language);
}

/** Keeps the reader's choice: in local storage for the app, in a cookie for the server's rendering. */
function rememberLanguage(language: Language): void {
  writeItem(LANGUAGE_STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Starts i18next in the reader's language (preferred-language.ts). */
export async function initI18n(language: Language = readPreferredLanguage()): Promise<void> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', setDocumentLanguage);
    await i18next.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    setDocumentLanguage(DEFAULT_LANGUAGE);
  }
  try {
    await ensureCatalogue(language);
    await i18next.changeLanguage(language);
    // An address in a language (?lang=) is the reader's choice from then on, as the menu's would be: the
    // pages they go on to, and the API's answers, stay in it. A choice kept from before the cookie existed
    // gets its cookie too.
    if (addressLanguage() === language || readItem(LANGUAGE_STORAGE_KEY) === language)
      rememberLanguage(language);
  } catch {
    // The catalogue did not load (offline, a new deployment's chunks): English if it can be had.
    await ensureCatalogue(DEFAULT_LANGUAGE).catch(() => undefined);
  }
}

/** The language dropdown: load, switch, remember under `language`, and set <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
  rememberLanguage(language);
}
