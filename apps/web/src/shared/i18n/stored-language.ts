import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@hearth/domain/constants';
import { readItem } from '../storage/local-storage.ts';

/** The language chosen in the dropdown (local storage `language`), English when none or unknown. */
export function readStoredLanguage(): Language {
  const stored = readItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
