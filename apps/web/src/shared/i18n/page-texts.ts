import type { Language } from '@hearth/domain/constants';
import { addTexts, hasTexts, type Texts } from './translator.ts';

/** One page's texts in every language, under namespaces of their own (as in the main catalogues). */
export type PageTexts = Record<Language, Texts>;

const registered: PageTexts[] = [];

/**
 * Called by a page module as it loads: its texts join each catalogue already loaded, and each one loaded
 * later (addLoadedPageTexts). A page's own texts stay out of the catalogue every first page loads.
 */
export function addPageTexts(texts: PageTexts): void {
  registered.push(texts);
  for (const language of Object.keys(texts) as Language[]) {
    if (hasTexts(language)) addTexts(language, texts[language]);
  }
}

/** After a main catalogue loads: the texts of the pages loaded before it. */
export function addLoadedPageTexts(language: Language): void {
  for (const texts of registered) addTexts(language, texts[language]);
}
