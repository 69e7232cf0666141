import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ConversationSummary } from '@hearth/domain/conversations';
import { orderNumber } from '@hearth/domain/orders';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { useConversations } from '../api/conversation-calls.ts';
import { ThreadState } from '../components/thread-state.tsx';
import { conversationTexts } from '../locales/conversation-texts.ts';
import '../components/conversations.css';

addPageTexts(conversationTexts);

/** /messages: the signed-in user's threads (as a customer and as a chef), the latest message first. */
export function InboxPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <div className="page page--medium">
        <section className="card" aria-labelledby="inbox-title">
          <h1 id="inbox-title">{t('conversations.inbox.title')}</h1>
          <p className="lead">{t('conversations.inbox.lead')}</p>
          <Inbox />
        </section>
      </div>
    </RequireLogin>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useConversations(page);
  return (
    <ThreadState query={query}>
      {({ conversations, pageSize, total }) =>
        conversations.length === 0 ? (
          <p className="muted">{t('conversations.inbox.empty')}</p>
        ) : (
          <>
            <ul className="inbox__list">
              {conversations.map((c) => (
                <InboxItem key={c.id} conversation={c} />
              ))}
            </ul>
            {total > pageSize && (
              <p>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  {t('conversations.inbox.previous')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={(page + 1) * pageSize >= total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('conversations.inbox.next')}
                </button>
              </p>
            )}
          </>
        )
      }
    </ThreadState>
  );
}

function InboxItem({ conversation: c }: { conversation: ConversationSummary }) {
  const { t, i18n } = useTranslation();
  const name =
    c.with.name ||
    t(
      c.kind === 'order' || c.with.nickname === null
        ? 'conversations.thread.customer'
        : 'conversations.thread.chef',
    );
  return (
    <li className={c.unread > 0 ? 'inbox__item inbox__item--unread' : 'inbox__item'}>
      <Link to={`/messages/${c.id}`}>
        <span className="inbox__name">{name}</span>
        {' · '}
        <span className="muted">
          {c.orderSID
            ? t('conversations.inbox.order', { number: orderNumber(c.orderSID) })
            : t('conversations.inbox.question')}
        </span>
        {c.unread > 0 && <strong> · {t('conversations.inbox.unread', { count: c.unread })}</strong>}
        <span className="muted"> · {formatDateTime(isoFromMillis(c.lastMessageAt), i18n.language)}</span>
        <p className="inbox__preview">{c.preview}</p>
      </Link>
    </li>
  );
}
