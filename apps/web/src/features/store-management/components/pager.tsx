import { useTranslation } from '@/shared/i18n/use-translation.tsx';

interface PagerProps {
  /** Zero-based, as the API counts. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next for a paged list; nothing when it fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('storeManagement.pages')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span>{t('common.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
