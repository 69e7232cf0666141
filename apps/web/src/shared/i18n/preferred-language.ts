import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@hearth/domain/constants';
import { readItem } from '../storage/local-storage.ts';

/**
 * The reader's language: the address's own (`?lang=lt`, the Lithuanian alternate a search engine or a shared
 * link opens) first; then the one chosen in the language menu (local storage `language`) once they have
 * chosen; before that, the first of the browser's languages (navigator.languages, the Accept-Language of
 * the browser) that Hearth speaks, so a Lithuanian browser lands in Lithuanian on the first visit; English
 * when none says.
 */
export function readPreferredLanguage(): Language {
  const fromAddress = addressLanguage();
  if (fromAddress) return fromAddress;
  const stored = readItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language the address asks for (`?lang=`), or undefined. */
export function addressLanguage(
  search: string = typeof location === 'undefined' ? '' : location.search,
): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  return isLanguage(value) ? value : undefined;
}

/** The first of the browser's languages Hearth speaks ("lt-LT" is Lithuanian), or undefined. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language | undefined {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
