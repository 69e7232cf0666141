import i18next from 'i18next';
import type { Language } from '@hearth/domain/constants';

/** One page's texts in every language, under namespaces of their own (as in the main catalogues). */
export type PageTexts = Record<Language, Record<string, unknown>>;

const registered: PageTexts[] = [];

function add(language: Language, texts: PageTexts): void {
  i18next.addResourceBundle(language, 'translation', texts[language], true, true);
}

/**
 * Called by a page module as it loads: its texts join each catalogue already loaded, and each one loaded
 * later (addLoadedPageTexts). A page's own texts stay out of the catalogue every first page loads.
 */
export function addPageTexts(texts: PageTexts): void {
  registered.push(texts);
  for (const language of Object.keys(texts) as Language[]) {
    if (i18next.hasResourceBundle(language, 'translation')) add(language, texts);
  }
}

/** After a main catalogue loads: the texts of the pages loaded before it. */
export function addLoadedPageTexts(language: Language): void {
  for (const texts of registered) add(language, texts);
}
