import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@hearth/domain/constants';
import { currentLanguage, onLanguageChange, type TFunction, translatorFor } from './translator.ts';

/** What a component gets: the `t` of the page's language, and that language. */
export interface Translation {
  t: TFunction;
  i18n: { language: Language };
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * Hands the page's `t` and language to every component below. In the browser it follows the app's current
 * language (translator.ts), and a switch re-renders every component (the value changes); the server's
 * renderer gives each page its own `language`, which never changes during the render.
 */
export function TranslationProvider({ language, children }: { language?: Language; children: ReactNode }) {
  const current = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const shown = language ?? current;
  const translation = useMemo(() => ({ t: translatorFor(shown), i18n: { language: shown } }), [shown]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The page's `t` and language. Only below a TranslationProvider: the app, the server's renderer and the
 * tests' render helpers (shared/testing/test-utils.tsx) put one at their root, so a component outside one is
 * a mistake, said at once.
 */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a <TranslationProvider> above it');
  return translation;
}
