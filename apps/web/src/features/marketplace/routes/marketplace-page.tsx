import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchants } from '../api/get-merchants.ts';
import { ChefCard } from '../components/chef-card.tsx';
import { MarketplaceFilters } from '../components/marketplace-filters.tsx';
import {
  filtersFromSearch,
  hasFilters,
  type MarketplaceFilters as Filters,
  NO_FILTERS,
  searchFromFilters,
} from '../utils/filters.ts';

/** /mp: approved chefs with filters in the address, 20 a page, more on "Show more" or on scroll. */
export function MarketplacePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const merchants = useMerchants(filters);
  // A failed first page (or refresh) shows an empty list with a note.
  const failed = merchants.isError && !merchants.isFetchNextPageError;
  const loading = merchants.isPending;
  const chefs = failed ? [] : (merchants.data?.pages.flatMap((page) => page.merchants) ?? []);
  const total = failed ? 0 : (merchants.data?.pages[0]?.total ?? 0);

  function applyFilters(next: Filters) {
    setSearch(searchFromFilters(next), { replace: true });
  }

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = merchants;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    // After a failed page only the button retries, so a visible sentinel cannot loop.
    if (!target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <div className="page marketplace">
      <header className="marketplace__head">
        <h1>{t('marketplace.title')}</h1>
        <p className="lead">{t('marketplace.lead')}</p>
      </header>

      <MarketplaceFilters filters={filters} onChange={applyFilters} />

      <p className="marketplace__count" role="status">
        {loading ? t('common.loading') : t('marketplace.found', { count: total })}
      </p>

      {failed && (
        <div className="notice notice--error" role="alert">
          <span>{t('marketplace.loadFailed')}</span>
          <button type="button" className="button button--ghost" onClick={() => void merchants.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}

      {!loading && !failed && chefs.length === 0 && (
        <section className="card empty-state" aria-labelledby="mp-empty-title">
          <h2 id="mp-empty-title">{t('marketplace.emptyTitle')}</h2>
          <p className="muted">
            {t(hasFilters(filters) ? 'marketplace.emptyFiltered' : 'marketplace.emptyAll')}
          </p>
          {hasFilters(filters) && (
            <button type="button" className="button button--primary" onClick={() => applyFilters(NO_FILTERS)}>
              {t('marketplace.resetFilters')}
            </button>
          )}
        </section>
      )}

      {chefs.length > 0 && (
        <ul className="chef-grid" aria-label={t('marketplace.chefs')}>
          {chefs.map((chef) => (
            <ChefCard key={chef.userId} chef={chef} />
          ))}
        </ul>
      )}

      {isFetchNextPageError && (
        <p className="notice notice--error" role="alert">
          {t('marketplace.moreFailed')}
        </p>
      )}

      {hasNextPage && !failed && (
        <div ref={sentinel} className="marketplace__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('common.loading') : t('marketplace.showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
