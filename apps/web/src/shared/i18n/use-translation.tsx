import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation as useReactI18next, type UseTranslationResponse } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

const TranslationContext = createContext<Translation | null>(null);

/**
 * Asks react-i18next once, at the app's root, for the page's `t` and i18next instance and hands them to every
 * component below. react-i18next's own hook copies the i18next instance for each component that calls it
 * (about 200 on a marketplace page), which the server's renderer and the browser's hydration paid for on
 * every page; with one call, a language switch still re-renders every component (the value changes).
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useReactI18next();
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The page's `t` and i18next instance (use this, not react-i18next's hook). Only below a TranslationProvider:
 * the app, the server's renderer and the tests' render helpers (shared/testing/test-utils.tsx) put one at
 * their root, so a component outside one is a mistake, said at once.
 */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a <TranslationProvider> above it');
  return translation;
}
