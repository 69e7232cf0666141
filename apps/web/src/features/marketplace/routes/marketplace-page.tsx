import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useDishes, useMerchants } from '../api/get-merchants.ts';
import { ChefCard } from '../components/chef-card.tsx';
import { DishCard } from '../components/dish-card.tsx';
import { MarketplaceFilters } from '../components/marketplace-filters.tsx';
import '../components/marketplace.css';
import { marketplaceSearchTexts } from '../locales/marketplace-search-texts.ts';
import { clearedFilters, hasFilters, searchFromFilters } from '../utils/filter-state.ts';
import {
  filtersFromSearch,
  type MarketplaceFilters as Filters,
  type MarketplaceTab,
} from '../utils/filters.ts';

/**
 * The cards whose pictures load at once and first: the first, the largest paint of a phone's first screen.
 * The others load when near, which for a desktop's first row is as soon as the page is laid out; asked
 * for at once too, they would share a slow phone's bandwidth with the first.
 */
const FIRST_SCREEN_CARDS = 1;

addPageTexts(marketplaceSearchTexts);

/** Loads the next page when the sentinel nears the viewport (after a failed page only the button retries). */
function useLoadMore(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
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
  return sentinel;
}

/**
 * /mp: the approved chefs or their dishes (tabs), searched, filtered and sorted, everything in the address
 * (decision 053); 20 a page, more on "Show more" or on scroll; card-shaped placeholders while loading.
 */
export function MarketplacePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const onDishes = filters.tab === 'dishes';
  const merchants = useMerchants(filters, !onDishes);
  const dishes = useDishes(filters, onDishes);
  const list = onDishes ? dishes : merchants;
  // A failed first page (or refresh) shows an empty list with a note.
  const failed = list.isError && !list.isFetchNextPageError;
  const loading = list.isPending;
  const chefs = failed ? [] : (merchants.data?.pages.flatMap((page) => page.merchants) ?? []);
  const dishCards = failed ? [] : (dishes.data?.pages.flatMap((page) => page.dishes) ?? []);
  const shown = onDishes ? dishCards.length : chefs.length;
  const total = failed ? 0 : (list.data?.pages[0]?.total ?? 0);
  const sentinel = useLoadMore(list);

  function applyFilters(next: Filters) {
    setSearch(searchFromFilters(next), { replace: true });
  }

  const tabLink = (tab: MarketplaceTab) => `?${searchFromFilters({ ...filters, tab }).toString()}`;

  return (
    <div className="page marketplace">
      <header className="marketplace__head">
        <h1>{t('marketplace.title')}</h1>
        <p className="lead">{t('marketplace.lead')}</p>
      </header>

      <nav className="mp-tabs" aria-label={t('marketplaceSearch.tabs')}>
        {(['chefs', 'dishes'] as const).map((tab) => (
          <Link
            key={tab}
            to={tabLink(tab)}
            replace
            className="button button--secondary"
            aria-current={filters.tab === tab ? 'page' : undefined}
          >
            {t(tab === 'chefs' ? 'marketplaceSearch.chefsTab' : 'marketplaceSearch.dishesTab')}
          </Link>
        ))}
      </nav>

      <MarketplaceFilters
        filters={filters}
        onChange={applyFilters}
        rateRange={merchants.data?.pages[0]?.rateRange}
      />

      <p className="marketplace__count" role="status">
        {loading
          ? t('common.loading')
          : onDishes
            ? t('marketplaceSearch.dishesFound', { count: total })
            : t('marketplace.found', { count: total })}
      </p>

      {failed && (
        <div className="notice notice--error" role="alert">
          <span>{t(onDishes ? 'marketplaceSearch.dishesLoadFailed' : 'marketplace.loadFailed')}</span>
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}

      {loading && <Skeleton shape="cards" count={6} className="chef-grid mp-skeleton" />}

      {!loading && !failed && shown === 0 && (
        <section className="card empty-state" aria-labelledby="mp-empty-title">
          <h2 id="mp-empty-title">
            {t(onDishes ? 'marketplaceSearch.noDishesTitle' : 'marketplace.emptyTitle')}
          </h2>
          <p className="muted">
            {onDishes
              ? t(
                  hasFilters(filters)
                    ? 'marketplaceSearch.noDishesFiltered'
                    : 'marketplaceSearch.noDishesAll',
                )
              : t(hasFilters(filters) ? 'marketplace.emptyFiltered' : 'marketplace.emptyAll')}
          </p>
          {hasFilters(filters) && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => applyFilters(clearedFilters(filters))}
            >
              {t('marketplace.resetFilters')}
            </button>
          )}
        </section>
      )}

      {!onDishes && chefs.length > 0 && (
        <ul className="chef-grid" aria-label={t('marketplace.chefs')}>
          {chefs.map((chef, index) => (
            <ChefCard key={chef.userId} chef={chef} inFirstScreen={index < FIRST_SCREEN_CARDS} />
          ))}
        </ul>
      )}

      {onDishes && dishCards.length > 0 && (
        <ul className="chef-grid" aria-label={t('marketplaceSearch.dishes')}>
          {dishCards.map((dish, index) => (
            <DishCard key={dish.id} dish={dish} inFirstScreen={index < FIRST_SCREEN_CARDS} />
          ))}
        </ul>
      )}

      {list.isFetchNextPageError && (
        <p className="notice notice--error" role="alert">
          {t(onDishes ? 'marketplaceSearch.moreDishesFailed' : 'marketplace.moreFailed')}
        </p>
      )}

      {list.hasNextPage && !failed && (
        <div ref={sentinel} className="marketplace__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('common.loading') : t('marketplace.showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
