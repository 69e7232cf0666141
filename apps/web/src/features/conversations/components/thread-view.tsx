import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ConversationView } from '@hearth/domain/conversations';
import { orderNumber } from '@hearth/domain/orders';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { MessageForm } from './message-form.tsx';

interface ThreadViewProps {
  conversation: ConversationView;
  onSend: (body: string) => Promise<unknown>;
  /** Marks the thread read for its party (called when it shows unread messages). */
  onRead: (conversationId: number) => Promise<unknown>;
}

/**
 * A thread: who it is with and what about, its messages oldest first, and the box to write one, or why the
 * viewer cannot write now. A message is shown as the text it is (a React text node): markup and links stay
 * the characters that were typed.
 */
export function ThreadView({ conversation, onSend, onRead }: ThreadViewProps) {
  const { t, i18n } = useTranslation();
  const { id, unread, viewer, messages } = conversation;
  // Once per newest message: the view keeps its unread count until it is read again.
  const newest = messages.at(-1)?.id ?? 0;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${id}:${newest}`;
    if (id === null || unread === 0 || viewer === 'operator' || marked.current === key) return;
    marked.current = key;
    void onRead(id).catch(() => undefined);
  }, [id, newest, unread, viewer, onRead]);

  const other = viewer === 'chef' ? conversation.customer : conversation.chef;
  const otherName =
    other.name || t(viewer === 'chef' ? 'conversations.thread.customer' : 'conversations.thread.chef');
  const author = (from: 'customer' | 'chef', mine: boolean) => {
    if (mine) return t('conversations.thread.you');
    const party = from === 'chef' ? conversation.chef : conversation.customer;
    return party.name || t(`conversations.thread.${from}`);
  };

  return (
    <section className="card thread" aria-labelledby="thread-title">
      <header className="thread__head">
        <h1 id="thread-title">{t('conversations.thread.withName', { name: otherName })}</h1>
        <p className="muted">
          {conversation.orderSID ? (
            <>
              {t('conversations.thread.aboutOrder', { number: orderNumber(conversation.orderSID) })} ·{' '}
              <Link to={`/order/${conversation.orderId}`}>{t('conversations.thread.openOrder')}</Link>
            </>
          ) : (
            <>
              {t('conversations.thread.beforeOrdering')}
              {conversation.chef.nickname && viewer !== 'chef' && (
                <>
                  {' · '}
                  <Link to={`/store/${conversation.chef.nickname}`}>
                    {t('conversations.thread.chefPage')}
                  </Link>
                </>
              )}
            </>
          )}
        </p>
      </header>
      {conversation.messages.length === 0 ? (
        <p className="muted">{t('conversations.thread.empty')}</p>
      ) : (
        <ol className="thread__messages" aria-label={t('conversations.thread.title')}>
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={message.mine ? 'thread__message thread__message--mine' : 'thread__message'}
            >
              <p className="thread__meta">
                <strong>{author(message.from, message.mine)}</strong>{' '}
                <time dateTime={isoFromMillis(message.createdAt)}>
                  {formatDateTime(isoFromMillis(message.createdAt), i18n.language)}
                </time>
              </p>
              <p className="thread__body pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {conversation.closedReason ? (
        <p className="notice notice--info" role="status">
          {t(`conversations.thread.closed.${conversation.closedReason}`)}
        </p>
      ) : (
        <MessageForm contactDetailsAllowed={conversation.contactDetailsAllowed} onSend={onSend} />
      )}
    </section>
  );
}
