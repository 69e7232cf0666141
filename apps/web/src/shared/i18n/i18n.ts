import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@hearth/domain/constants';
import { setMoneyLanguage } from '@hearth/domain/money';
import { readItem, writeItem } from '../storage/local-storage.ts';
import type { AccountMessages } from './locales/en-account.ts';
import type { Messages } from './locales/en.ts';
import { addLoadedPageTexts } from './page-texts.ts';
import { addressLanguage, readPreferredLanguage } from './preferred-language.ts';
import { addTexts, hasTexts, onLanguageChange, currentLanguage, setCurrentLanguage } from './translator.ts';

/**
 * Each catalogue is a chunk of its own, loaded for the reader's language only (src/early.ts starts it while
 * the app downloads); another loads when the reader switches.
 */
export const catalogueLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  lt: () => import('./locales/lt.ts').then((m) => m.lt),
};

/**
 * The texts of the pages behind an account and of the checkout, a chunk of their own per language: the
 * public pages, which most first visits open, do without them.
 */
export const accountTextLoaders: Record<Language, () => Promise<AccountMessages>> = {
  en: () => import('./locales/en-account.ts').then((m) => m.enAccount),
  lt: () => import('./locales/lt-account.ts').then((m) => m.ltAccount),
};

async function ensureCatalogue(language: Language): Promise<void> {
  if (hasTexts(language)) return;
  addTexts(language, await catalogueLoaders[language]());
  addLoadedPageTexts(language);
}

/** The languages whose account texts are loaded, and whether any page has asked for them. */
const accountTextsLoaded = new Set<Language>();
let accountTextsWanted = false;

async function ensureAccountTexts(language: Language): Promise<void> {
  if (!accountTextsWanted || accountTextsLoaded.has(language)) return;
  addTexts(language, await accountTextLoaders[language]());
  accountTextsLoaded.add(language);
}

/**
 * Loads the account texts in the current language (a page that needs them calls this before it renders:
 * app/router.tsx); a language switch then loads them in the new language too.
 */
export async function loadAccountTexts(): Promise<void> {
  accountTextsWanted = true;
  await ensureAccountTexts(currentLanguage());
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

let started = false;

/** Starts the app's texts in the reader's language (preferred-language.ts). */
export async function initI18n(language: Language = readPreferredLanguage()): Promise<void> {
  if (!started) {
    started = true;
    onLanguageChange(() => setDocumentLanguage(currentLanguage()));
    setDocumentLanguage(currentLanguage());
  }
  try {
    await ensureCatalogue(language);
    await ensureAccountTexts(language);
    setCurrentLanguage(language);
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
  await ensureAccountTexts(language);
  setCurrentLanguage(language);
  rememberLanguage(language);
}
