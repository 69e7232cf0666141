import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ApiError } from '@/shared/api/api-client.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

/** A thread's query while it loads or when it failed (not found, or another error with a retry); else its page. */
export function ThreadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="card" role="alert">
        <p>{t(notFound ? 'conversations.thread.notFound' : 'conversations.thread.loadFailed')}</p>
        {notFound ? (
          <Link to="/messages">{t('conversations.thread.back')}</Link>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </button>
        )}
      </section>
    );
  }
  if (query.data === undefined) return <Skeleton shape="page" count={4} className="card" />;
  return children(query.data);
}
