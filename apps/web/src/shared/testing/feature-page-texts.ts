import type { PageTexts } from '../i18n/page-texts.ts';

/**
 * Every page's own texts (features/<feature>/locales/<name>-texts.ts), for the tests: in the app a page adds
 * its texts as its module loads, but a component test renders parts of a page without loading it.
 */
export const FEATURE_PAGE_TEXTS: PageTexts[] = Object.values(
  import.meta.glob<Record<string, PageTexts>>('../../features/*/locales/*-texts.ts', { eager: true }),
).flatMap((module) => Object.values(module));
