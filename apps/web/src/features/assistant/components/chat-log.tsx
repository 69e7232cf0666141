import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ChatMessage } from '../hooks/use-assistant-chat.ts';
import { ChatFailure } from './chat-failure.tsx';
import { ChatMessageItem } from './chat-message.tsx';

interface ChatLogProps {
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The conversation as a live log (new messages are announced), kept scrolled to the latest one. */
export function ChatLog({ messages, isWaiting, error, onRetry }: ChatLogProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const hasError = error !== null && error !== undefined;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isWaiting, hasError]);

  return (
    // Focusable, so that keyboard users can scroll back through a long conversation.
    <div
      ref={logRef}
      className="assistant-log"
      role="log"
      aria-live="polite"
      aria-label={t('assistant.logLabel')}
      tabIndex={0}
    >
      <ol className="assistant-log__messages">
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
      </ol>
      {isWaiting && (
        <p className="assistant-typing">
          <span className="assistant-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('assistant.typing', { name: t('assistant.name') })}
        </p>
      )}
      {hasError && <ChatFailure error={error} onRetry={onRetry} />}
    </div>
  );
}
