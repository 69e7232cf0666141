import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { conversationQuerySchema } from '@hearth/domain/conversations';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { useConversation, useMarkRead, useSendConversationMessage } from '../api/conversation-calls.ts';
import { ThreadState } from '../components/thread-state.tsx';
import { ThreadView } from '../components/thread-view.tsx';
import { conversationTexts } from '../locales/conversation-texts.ts';
import '../components/conversations.css';

addPageTexts(conversationTexts);

/** /messages/:conversationId: a thread of the signed-in user's (or, for an operator, any thread, read only). */
export function ConversationPage() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const parsed = conversationQuerySchema.safeParse({ conversationId });
  return (
    <RequireLogin>
      <div className="page page--medium">
        <p>
          <Link to="/messages">{t('conversations.thread.back')}</Link>
        </p>
        {parsed.success && /^\d+$/.test(conversationId) ? (
          <Thread key={parsed.data.conversationId} conversationId={parsed.data.conversationId} />
        ) : (
          <p role="alert">{t('conversations.thread.notFound')}</p>
        )}
      </div>
    </RequireLogin>
  );
}

function Thread({ conversationId }: { conversationId: number }) {
  const query = useConversation(conversationId);
  const send = useSendConversationMessage();
  const markRead = useMarkRead();
  return (
    <ThreadState query={query}>
      {({ conversation }) => (
        <ThreadView
          conversation={conversation}
          onRead={markRead}
          onSend={(body) => send.mutateAsync({ conversationId, body })}
        />
      )}
    </ThreadState>
  );
}
