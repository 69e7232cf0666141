import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';

/** Why the call failed, in the reader's language: the question's own field error first, else the message. */
function reasonOf(t: Parameters<typeof translateMessage>[0], error: unknown): string {
  if (!(error instanceof ApiError)) return translateMessage(t, MESSAGES.serverError);
  const fieldError = error.envelope.fieldErrors?.q?.[0];
  if (fieldError) return translateFieldError(t, 'q', fieldError);
  return translateMessage(t, error.envelope.messages[0]?.message ?? MESSAGES.serverError);
}

interface ChatFailureProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed question, shown in the chat with a Retry that asks it again (the spec leaves this open). */
export function ChatFailure({ error, onRetry }: ChatFailureProps) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error assistant-failure" role="alert">
      <span>
        {t('assistant.failed')} {reasonOf(t, error)}
      </span>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('assistant.retry')}
      </button>
    </div>
  );
}
