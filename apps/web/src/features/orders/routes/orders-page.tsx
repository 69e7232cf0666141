import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { Tabs, type TabItem } from '@/shared/ui/tabs.tsx';
import { useOrders } from '../api/get-orders.ts';
import { useSellerOrders } from '../api/get-seller-orders.ts';
import { ordersOfPages } from '../api/order-pages.ts';
import { ChefHome } from '../components/chef-home.tsx';
import { type MoreOrders, OrdersList } from '../components/orders-list.tsx';
import { OutstandingBanner } from '../components/outstanding-banner.tsx';
import { RatePrompt } from '../components/rate-prompt.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { ordersHomeTexts } from '../locales/orders-home-texts.ts';

addPageTexts(ordersHomeTexts);

type Tab = 'buy' | 'sell';

/**
 * /orders, each role's home (decision 056): what the user ordered (Buy) and, for a chef, what was ordered
 * from them (Sell), which a chef lands on, starting with the upcoming bookings and the earnings.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <div className="page">
      <section className="card orders-page" aria-labelledby="orders-title">
        <h1 id="orders-title">{t('ordersPage.title')}</h1>
        {profile ? <Orders /> : <SignInPrompt />}
      </section>
    </div>
  );
}

/** The paging state of one list (a useOrders or useSellerOrders query) for OrdersList. */
function moreOf(
  list: ReturnType<typeof useOrders> | ReturnType<typeof useSellerOrders>,
  total: number,
): MoreOrders {
  return {
    total,
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    failed: list.isFetchNextPageError,
    onShowMore: () => void list.fetchNextPage(),
  };
}

function Orders() {
  const { t } = useTranslation();
  const { isApprovedChef } = useSession();
  const [params, setParams] = useSearchParams();
  const buy = useOrders();
  const sell = useSellerOrders();
  const [announcement, setAnnouncement] = useState('');

  // The lists are drawn from deferred copies of the answers: React then draws them as a transition, a few
  // milliseconds at a time, instead of in one task the phone cannot answer a tap during (the queries'
  // updates are otherwise drawn at once). The skeleton stays until the deferred copies arrive.
  const buyData = useDeferredValue(buy.data);
  const sellData = useDeferredValue(sell.data);

  // A failed "Show more" keeps the pages loaded so far (OrdersList says it failed); only a failed first
  // page is a failure of the whole page.
  if ((buy.error && !buy.data) || (sell.error && !sell.data)) {
    return <LoadFailure onRetry={() => void Promise.all([buy.refetch(), sell.refetch()])} />;
  }
  if (!buyData || !sellData) return <Skeleton shape="cards" count={3} />;

  // Counts, what is owed and the order to rate are of the whole lists: every page carries them.
  const bought = buyData.pages[0]!;
  const sold = sellData.pages[0]!;
  const buyOrders = ordersOfPages(buyData.pages);
  const sellOrders = ordersOfPages(sellData.pages);

  // The Sell tab is an approved chef's, or anyone's with orders to sell; it is then where /orders opens.
  const hasSell = isApprovedChef || sold.total > 0;
  const home: Tab = hasSell ? 'sell' : 'buy';
  const requested = params.get('tab');
  const tab: Tab = hasSell && (requested === 'buy' || requested === 'sell') ? requested : home;
  const tabs: TabItem<Tab>[] = [{ id: 'buy', label: t('ordersPage.tabs.buy', { count: bought.total }) }];
  if (hasSell) tabs.push({ id: 'sell', label: t('ordersPage.tabs.sell', { count: sold.total }) });

  return (
    <>
      <p className="orders-announcement" role="status">
        {announcement}
      </p>
      <OutstandingBanner dues={bought.outstanding} onPaid={setAnnouncement} />
      <Tabs
        tabs={tabs}
        selected={tab}
        label={t('ordersPage.tabs.label')}
        onSelect={(id) => setParams(id === home ? {} : { tab: id }, { replace: true })}
      >
        {tab === 'buy' ? (
          <>
            <RatePrompt awaiting={bought.awaitingReview} />
            <OrdersList
              orders={buyOrders}
              party="customer"
              onDone={setAnnouncement}
              more={moreOf(buy, bought.total)}
            />
          </>
        ) : (
          <>
            <ChefHome showEarnings={isApprovedChef} />
            <OrdersList
              orders={sellOrders}
              party="chef"
              onDone={setAnnouncement}
              more={moreOf(sell, sold.total)}
            />
          </>
        )}
      </Tabs>
    </>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <span>{t('ordersPage.failedToLoadOrders')}</span>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
