import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

/** A section whose data could not be read: the server's reason, and a retry. */
export function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
  return (
    <div className="notice notice--error" role="alert">
      <span>{translateMessage(t, message ?? MESSAGES.serverError)}</span>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
