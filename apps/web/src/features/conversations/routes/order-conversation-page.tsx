import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { orderConversationQuerySchema } from '@hearth/domain/conversations';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import {
  useMarkRead,
  useOrderConversation,
  useSendConversationMessage,
  useSendOrderMessage,
} from '../api/conversation-calls.ts';
import { ThreadState } from '../components/thread-state.tsx';
import { ThreadView } from '../components/thread-view.tsx';
import { conversationTexts } from '../locales/conversation-texts.ts';
import '../components/conversations.css';

addPageTexts(conversationTexts);

/** /order/:orderId/messages: an order's thread between its customer and its chef (operators read it). */
export function OrderConversationPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const parsed = orderConversationQuerySchema.safeParse({ orderId });
  return (
    <RequireLogin>
      <div className="page page--medium">
        <p>
          <Link to="/messages">{t('conversations.thread.back')}</Link>
        </p>
        {parsed.success && /^\d+$/.test(orderId) ? (
          <OrderThread key={parsed.data.orderId} orderId={parsed.data.orderId} />
        ) : (
          <p role="alert">{t('conversations.thread.notFound')}</p>
        )}
      </div>
    </RequireLogin>
  );
}

function OrderThread({ orderId }: { orderId: number }) {
  const query = useOrderConversation(orderId);
  const first = useSendOrderMessage();
  const reply = useSendConversationMessage();
  const markRead = useMarkRead();
  return (
    <ThreadState query={query}>
      {({ conversation }) => (
        <ThreadView
          conversation={conversation}
          onRead={markRead}
          onSend={(body) =>
            conversation.id === null
              ? first.mutateAsync({ orderId, body })
              : reply.mutateAsync({ conversationId: conversation.id, body })
          }
        />
      )}
    </ThreadState>
  );
}
