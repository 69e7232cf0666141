import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { EARNINGS_CSV_PATH, useEarnings } from '../api/get-earnings.ts';
import { EarningsOrders } from '../components/earnings-orders.tsx';
import { EarningsSummary } from '../components/earnings-summary.tsx';
import { PayoutHistory } from '../components/payout-history.tsx';
import '../components/earnings.css';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { earningsTexts } from '../locales/earnings-texts.ts';

addPageTexts(earningsTexts);

/** /earnings: a chef's money (decision 041): the four figures, the orders, the payouts, the CSV. */
export function EarningsPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <div className="page earnings-page">
        <section className="card" aria-labelledby="earnings-title">
          <h1 id="earnings-title">{t('earnings.title')}</h1>
          <p className="lead">{t('earnings.lead')}</p>
          <Earnings />
        </section>
      </div>
    </RequireLogin>
  );
}

function Earnings() {
  const { t } = useTranslation();
  const earnings = useEarnings();
  if (earnings.isPending) return <PageLoading />;
  if (earnings.isError) {
    const error = earnings.error;
    // Not a chef (the server's 403): where to become one, rather than a retry.
    if (error instanceof ApiError && error.status === 403) {
      return (
        <div className="notice notice--error" role="alert">
          <span>{translateMessage(t, error.envelope.messages[0]?.message ?? MESSAGES.forbidden)}</span>
          <Link to="/profile?chefProfile=true">{t('earnings.becomeChef')}</Link>
        </div>
      );
    }
    const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
    return (
      <div className="notice notice--error" role="alert">
        <span>{translateMessage(t, message ?? MESSAGES.serverError)}</span>
        <button type="button" className="button button--ghost" onClick={() => void earnings.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  const { summary, orders, payouts } = earnings.data;
  return (
    <>
      <EarningsSummary summary={summary} />
      <section className="earnings-section" aria-labelledby="earnings-orders-title">
        <div className="earnings-section__head">
          <h2 id="earnings-orders-title">{t('earnings.orders.title')}</h2>
          {/* An attachment: the browser saves the file and stays on this page. */}
          <a className="button button--ghost" href={EARNINGS_CSV_PATH} download>
            {t('earnings.downloadCsv')}
          </a>
        </div>
        <EarningsOrders rows={orders} />
      </section>
      <section className="earnings-section" aria-labelledby="earnings-payouts-title">
        <h2 id="earnings-payouts-title">{t('earnings.payouts.title')}</h2>
        <p className="muted">{t('earnings.payouts.lead')}</p>
        <PayoutHistory payouts={payouts} />
      </section>
    </>
  );
}
