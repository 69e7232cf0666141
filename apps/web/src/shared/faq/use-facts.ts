import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { isLanguage } from '@hearth/domain/constants';
import { factsFrom, type Facts } from '@hearth/domain/knowledge-base';
import { useConfig } from '../api/get-config.ts';

export interface FactsState {
  /** Undefined until GET /config answers. */
  facts: Facts | undefined;
  failed: boolean;
  retry: () => void;
}

/**
 * The figures of the FAQ and the information page, from the same GET /config the checkout prices with, so
 * that a page never shows a fee other than the one charged.
 */
export function useFacts(): FactsState {
  const config = useConfig();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const facts = useMemo(
    () => (config.data ? factsFrom(config.data, language) : undefined),
    [config.data, language],
  );
  return { facts, failed: config.isError && !config.data, retry: () => void config.refetch() };
}
