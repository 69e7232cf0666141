import { createContext, type ReactNode, useContext } from 'react';
import i18next from 'i18next';
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

/** Fallback outside the provider (a component rendered alone in a test): the global instance, as it is. */
function globalTranslation(): Translation {
  const t = i18next.t.bind(i18next) as Translation['t'];
  return Object.assign([t, i18next, true] as [Translation['t'], Translation['i18n'], boolean], {
    t,
    i18n: i18next,
    ready: true,
  }) as unknown as Translation;
}

/** The page's `t` and i18next instance (use this, not react-i18next's hook). */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? globalTranslation();
}
