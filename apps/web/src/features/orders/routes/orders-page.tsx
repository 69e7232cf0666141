import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/use-session.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { Tabs, type TabItem } from '@/shared/ui/tabs.tsx';
import { useOrders } from '../api/get-orders.ts';
import { useSellerOrders } from '../api/get-seller-orders.ts';
import { OrdersList } from '../components/orders-list.tsx';
import { OutstandingBanner } from '../components/outstanding-banner.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

type Tab = 'buy' | 'sell';

/** /orders: what the user ordered (Buy) and, for a chef with orders, what was ordered from them (Sell). */
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

function Orders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const buy = useOrders();
  const sell = useSellerOrders();
  const [announcement, setAnnouncement] = useState('');

  if (buy.error || sell.error) {
    return <LoadFailure onRetry={() => void Promise.all([buy.refetch(), sell.refetch()])} />;
  }
  if (!buy.data || !sell.data) return <PageLoading />;

  // The Sell tab exists only for a user with seller orders.
  const hasSell = sell.data.length > 0;
  const tab: Tab = hasSell && params.get('tab') === 'sell' ? 'sell' : 'buy';
  const tabs: TabItem<Tab>[] = [
    { id: 'buy', label: t('ordersPage.tabs.buy', { count: buy.data.orders.length }) },
  ];
  if (hasSell) tabs.push({ id: 'sell', label: t('ordersPage.tabs.sell', { count: sell.data.length }) });

  return (
    <>
      <p className="orders-announcement" role="status">
        {announcement}
      </p>
      <OutstandingBanner dues={buy.data.outstanding} onPaid={setAnnouncement} />
      <Tabs
        tabs={tabs}
        selected={tab}
        label={t('ordersPage.tabs.label')}
        onSelect={(id) => setParams(id === 'buy' ? {} : { tab: id }, { replace: true })}
      >
        {tab === 'buy' ? (
          <OrdersList orders={buy.data.orders} party="customer" onDone={setAnnouncement} />
        ) : (
          <OrdersList orders={sell.data} party="chef" onDone={setAnnouncement} />
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
