import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

/** What a failed step says besides its field errors (insufficient funds, no pending transfer...), announced. */
export function FailureAlert({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      {messages.length === 1 ? (
        <span>{translateMessage(t, messages[0]!)}</span>
      ) : (
        <ul className="wallet-alert__list">
          {messages.map((message) => (
            <li key={message}>{translateMessage(t, message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
