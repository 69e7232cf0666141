import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { askQuestion, type AssistantReply } from '../api/ask-question.ts';
import type { SourceLink } from '../utils/source-link.ts';

/** Who wrote a message (the spec's assistant message entity). */
export const ASSISTANT_USER_ID = 0;
export const USER_USER_ID = 1;

/** An assistant message of the spec (id, userId, title, message) plus the reply's sources. */
export interface ChatMessage {
  id: number;
  userId: typeof ASSISTANT_USER_ID | typeof USER_USER_ID;
  title: string;
  message: string;
  sources: SourceLink[];
}

/** The welcome message has id 0; the conversation counts on from 1. */
const WELCOME_ID = 0;

/**
 * The conversation in component state: the welcome message first, each question appended at once and its
 * reply when it arrives. One question is in flight at a time; a failed one can be asked again (retry).
 */
export function useAssistantChat() {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(WELCOME_ID + 1);

  function append(message: Omit<ChatMessage, 'id'>) {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
  }

  const ask = useMutation({
    mutationFn: askQuestion,
    onSuccess: (reply: AssistantReply) =>
      append({
        userId: ASSISTANT_USER_ID,
        title: t('assistant.name'),
        message: reply.answer,
        sources: reply.sources,
      }),
  });

  /** Sends `text` unless it is blank or a question is still waiting; true when it was sent. */
  function send(text: string): boolean {
    const question = text.trim();
    if (question === '' || ask.isPending) return false;
    append({ userId: USER_USER_ID, title: t('assistant.you'), message: question, sources: [] });
    ask.mutate(question);
    return true;
  }

  function retry() {
    if (ask.variables !== undefined && !ask.isPending) ask.mutate(ask.variables);
  }

  // Built at render, so the welcome follows a change of language.
  const welcome: ChatMessage = {
    id: WELCOME_ID,
    userId: ASSISTANT_USER_ID,
    title: t('assistant.name'),
    message: t('assistant.welcome'),
    sources: [],
  };

  return {
    messages: [welcome, ...messages],
    isWaiting: ask.isPending,
    error: ask.isError ? ask.error : null,
    send,
    retry,
  };
}
