import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

interface ListStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Loading (the shape of the cards to come), or the reason a list could not be loaded with a retry; nothing once it is there. */
export function ListState({ isPending, error, onRetry }: ListStateProps) {
  const { t } = useTranslation();
  if (error) {
    const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
    return (
      <div className="notice notice--error" role="alert">
        <span>{translateMessage(t, message ?? MESSAGES.serverError)}</span>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return isPending ? <Skeleton shape="cards" count={2} /> : null;
}
