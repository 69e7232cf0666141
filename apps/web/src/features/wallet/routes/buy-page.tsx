import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { getWallet } from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { formatEurCents } from '@hearth/domain/money';
import { DEFAULT_DOGE_EUR_RATE, formatDoge } from '@hearth/domain/wallet';
import { apiQueryKey } from '@/shared/api/contract-client.ts';
import { useConfig } from '@/shared/api/get-config.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { Balance } from '../components/balance.tsx';
import { type ConverterValues, DogeConverter, EMPTY_CONVERTER } from '../components/doge-converter.tsx';
import { TopUpPayment } from '../components/top-up-payment.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { checkTopUp } from '../utils/converter.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { walletTexts } from '../locales/wallet-texts.ts';

addPageTexts(walletTexts);

/** How long the balance is read again after Stripe's return, while its webhook credits the wallet. */
const CREDIT_WAIT_MS = 30_000;
const CREDIT_POLL_MS = 3_000;

/** Stripe's redirect_status values after its payment page. */
const RECEIVED = new Set(['succeeded', 'processing']);
const FAILED = new Set(['failed', 'requires_payment_method']);

/** A card top-up of `cents` EUR that credits `koinu` at the rate (what the server credits for them). */
interface Purchase {
  cents: number;
  koinu: number;
}

/**
 * /buy (docs/product.md#the-doge-wallet): DOGE and USD or EUR at the fixed rate both ways; Buy pays the
 * EUR amount by card with order id 0 (a wallet top-up). The server credits the wallet from the payment event,
 * so the balance shown afterwards is read back from GET /secure/wallet.
 */
export function BuyPage() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('buyDoge.title')} className="wallet-buy">
      <BuyDoge />
    </WalletPage>
  );
}

function BuyDoge() {
  const config = useConfig();
  const [params] = useSearchParams();
  if (config.isPending) return <PageLoading />;
  const returnStatus = params.get('topUp') === 'done' ? (params.get('redirect_status') ?? '') : null;
  return <TopUp rate={config.data?.dogeEurRate ?? DEFAULT_DOGE_EUR_RATE} returnStatus={returnStatus} />;
}

function TopUp({ rate, returnStatus }: { rate: number; returnStatus: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ConverterValues>(EMPTY_CONVERTER);
  const [problem, setProblem] = useState<string | undefined>();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [paid, setPaid] = useState<Purchase | null>(null);
  const fiatRef = useRef<HTMLInputElement>(null);
  const awaitingCredit = useForAWhile(returnStatus !== null && RECEIVED.has(returnStatus), CREDIT_WAIT_MS);
  const wallet = useWallet({ refetchInterval: awaitingCredit ? CREDIT_POLL_MS : false });
  const check = checkTopUp(values.fiat, rate);

  function buy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPaid(null);
    if (!check.ok) {
      setProblem(check.problem === 'limits' ? t(MESSAGES.topUpAmount) : t('buyDoge.errors.amount'));
      fiatRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setPurchase({ cents: check.cents, koinu: check.koinu });
  }

  function onPaid(done: Purchase) {
    setPaid(done);
    setPurchase(null);
    setValues(EMPTY_CONVERTER);
    // The test provider's confirmation has credited the wallet already: read the new balance.
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(getWallet) });
  }

  return (
    <div className="wallet-buy__body">
      <ReturnNotice status={returnStatus} />
      {paid && (
        <p className="notice notice--success" role="status">
          {t('buyDoge.paid', { amount: formatDoge(paid.koinu) })}
        </p>
      )}
      {wallet.data && <Balance balance={wallet.data.balance} label={t('buyDoge.balance')} />}
      <p className="muted">{t('buyDoge.rate', { rate: formatRate(rate), currency: values.currency })}</p>
      <form className="form" noValidate onSubmit={buy}>
        <DogeConverter
          rate={rate}
          values={values}
          onChange={(next) => {
            setValues(next);
            setProblem(undefined);
          }}
          disabled={purchase !== null}
          fiatError={problem}
          fiatRef={fiatRef}
        />
        {check.ok && (
          <p className="wallet-buy__summary">
            {t('buyDoge.summary', { amount: formatEurCents(check.cents), doge: formatDoge(check.koinu) })}
          </p>
        )}
        {purchase === null && (
          <div className="form__actions">
            {values.currency !== 'EUR' && <p className="wallet-buy__note">{t('buyDoge.chargedInEur')}</p>}
            <button type="submit" className="button button--primary button--large">
              {t('buyDoge.buy')}
            </button>
          </div>
        )}
      </form>
      {purchase && (
        <TopUpPayment
          amountCents={purchase.cents}
          onPaid={() => onPaid(purchase)}
          onCancel={() => setPurchase(null)}
        />
      )}
    </div>
  );
}

/** What Stripe's return to /buy?topUp=done says: received (the credit follows its webhook), or failed. */
function ReturnNotice({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (status !== null && RECEIVED.has(status)) {
    return (
      <p className="notice notice--success" role="status">
        {t('buyDoge.returned.received')}
      </p>
    );
  }
  if (status !== null && FAILED.has(status)) {
    return (
      <p className="notice notice--error" role="alert">
        {t('buyDoge.returned.failed')}
      </p>
    );
  }
  return null;
}

/** `active`, until `ms` have passed since it became so. */
function useForAWhile(active: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setExpired(true), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active && !expired;
}

/** 0.2 -> "0.20": a rate in the money style, with up to 8 decimals when it has them. */
function formatRate(rate: number): string {
  return rate.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 8 });
}
