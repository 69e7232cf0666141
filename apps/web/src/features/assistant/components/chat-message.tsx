import { ASSISTANT_USER_ID, type ChatMessage } from '../hooks/use-assistant-chat.ts';
import { SourceLinks } from './source-links.tsx';

/** One message: who wrote it and the text as plain text (React escapes it; line breaks kept by CSS). */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const from = message.userId === ASSISTANT_USER_ID ? 'assistant' : 'user';
  return (
    <li className={`assistant-message assistant-message--${from}`}>
      <p className="assistant-message__title">{message.title}</p>
      <p className="assistant-message__text">{message.message}</p>
      <SourceLinks sources={message.sources} />
    </li>
  );
}
