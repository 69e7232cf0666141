import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ChatInput } from '../components/chat-input.tsx';
import { ChatLog } from '../components/chat-log.tsx';
import { useAssistantChat } from '../hooks/use-assistant-chat.ts';

/** /assistant: the chat with Hearth's assistant. */
export function AssistantPage() {
  const { t } = useTranslation();
  const chat = useAssistantChat();
  return (
    <div className="page page--medium">
      <section className="card assistant" aria-labelledby="assistant-title">
        <div className="assistant__head">
          <h1 id="assistant-title">{t('assistant.title')}</h1>
          <CloseButton />
        </div>
        <p className="lead">{t('assistant.lead')}</p>
        <ChatLog
          messages={chat.messages}
          isWaiting={chat.isWaiting}
          error={chat.error}
          onRetry={chat.retry}
        />
        <ChatInput onSend={chat.send} isWaiting={chat.isWaiting} />
      </section>
    </div>
  );
}

/** Close: back where the reader came from, else the home page. */
function CloseButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry of this visit: there is nothing in the app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}
    >
      {t('assistant.close')}
    </button>
  );
}
