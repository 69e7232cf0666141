import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { Facts } from '@hearth/domain/knowledge-base';
import { PageLoading } from '../ui/page-loading.tsx';
import { useFacts } from './use-facts.ts';

/**
 * Shows `children` with the figures once GET /config has answered: a spinner before, and a retry when it
 * failed. No figure is shown from a guess, so a page never names a fee other than the one charged.
 */
export function FactsGate({ children }: { children: (facts: Facts) => ReactNode }) {
  const { t } = useTranslation();
  const { facts, failed, retry } = useFacts();
  if (facts) return children(facts);
  if (!failed) return <PageLoading />;
  return (
    <div className="notice notice--error" role="alert">
      <span>{t('about.loadFailed')}</span>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
