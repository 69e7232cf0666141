import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** A wallet call that failed for a reason the user can only retry (network, server). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <span>{message}</span>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
