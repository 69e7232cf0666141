import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ConversationView } from '@hearth/domain/conversations';
import { idSchema } from '@hearth/domain/fields';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { useMarkRead } from '../api/conversation-calls.ts';
import { conversationTexts } from '../locales/conversation-texts.ts';
import { ThreadState } from './thread-state.tsx';
import { ThreadView } from './thread-view.tsx';
import './conversations.css';

addPageTexts(conversationTexts);

/**
 * A thread's page (/messages/:conversationId and /order/:orderId/messages): sign-in, the way back to the
 * inbox, and the thread of the address's id, or "not found" for an id that cannot be one.
 */
export function ThreadPage({ id, children }: { id: string; children: (id: number) => ReactNode }) {
  const { t } = useTranslation();
  const parsed = idSchema.safeParse(id);
  return (
    <RequireLogin>
      <div className="page page--medium">
        <p>
          <Link to="/messages">{t('conversations.thread.back')}</Link>
        </p>
        {parsed.success && /^\d+$/.test(id) ? (
          children(parsed.data)
        ) : (
          <p role="alert">{t('conversations.thread.notFound')}</p>
        )}
      </div>
    </RequireLogin>
  );
}

/** A thread as its query answers it, marked read as it shows unread messages; `onSend` writes in it. */
export function Thread({
  query,
  onSend,
}: {
  query: UseQueryResult<{ conversation: ConversationView }>;
  onSend: (body: string, conversation: ConversationView) => Promise<unknown>;
}) {
  const markRead = useMarkRead();
  return (
    <ThreadState query={query}>
      {({ conversation }) => (
        <ThreadView
          conversation={conversation}
          onRead={markRead}
          onSend={(body) => onSend(body, conversation)}
        />
      )}
    </ThreadState>
  );
}
