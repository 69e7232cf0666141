import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@hearth/domain/constants';
import { readItem } from '../storage/local-storage.ts';

/**
 * The reader's language: the one chosen in the language menu (local storage `language`) once they have
 * chosen; before that, the first of the browser's languages (navigator.languages, the Accept-Language of
 * the browser) that Hearth speaks, so a Lithuanian browser lands in Lithuanian on the first visit; English
 * when neither says.
 */
export function readPreferredLanguage(): Language {
  const stored = readItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return browserLanguage() ?? DEFAULT_LANGUAGE;
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
