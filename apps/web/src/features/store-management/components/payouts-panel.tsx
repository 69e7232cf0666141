import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { PAYOUT_LIST_FILTERS, type PayoutListFilter } from '@hearth/domain/payouts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { PAYOUT_QUEUE, usePayouts, type PayoutQuery } from '../api/get-payouts.ts';
import { usePayoutBatch } from '../api/make-payout-batch.ts';
import { decisionFailure } from '../utils/decision-errors.ts';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { PayoutCard } from './payout-card.tsx';

const FILTER_LABELS: Record<PayoutListFilter, string> = {
  requested: 'storeManagement.payouts.filters.requested',
  sent: 'storeManagement.payouts.filters.sent',
  rejected: 'storeManagement.payouts.filters.rejected',
  all: 'storeManagement.payouts.filters.all',
};

const EMPTY_TEXTS: Record<PayoutListFilter, string> = {
  requested: 'storeManagement.payouts.emptyQueue',
  sent: 'storeManagement.payouts.empty',
  rejected: 'storeManagement.payouts.empty',
  all: 'storeManagement.payouts.empty',
};

function isFilter(value: string): value is PayoutListFilter {
  return (PAYOUT_LIST_FILTERS as readonly string[]).includes(value);
}

/**
 * The chefs' payouts (decision 041): this week's batch is made here, once; each payout is then sent (by
 * bank with its reference, or by Stripe) or rejected by an operator other than its chef.
 */
export function PayoutsPanel({ onDecided }: { onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<PayoutQuery>(PAYOUT_QUEUE);
  const payouts = usePayouts(query);
  const data = payouts.isPlaceholderData ? undefined : payouts.data;

  // Decisions can empty the last page of the queue: then the page that is now the last one is shown.
  if (data && data.payouts.length === 0 && query.page > 0) {
    const lastPage = Math.max(0, Math.ceil(data.total / data.pageSize) - 1);
    if (lastPage < query.page) setQuery({ ...query, page: lastPage });
  }

  return (
    <div className="withdrawals-panel payouts-panel">
      {payouts.data && <BatchBar list={payouts.data} onMade={onDecided} />}
      <div className="withdrawal-filter">
        <SelectField
          label={t('storeManagement.withdrawals.filterLabel')}
          name="status"
          options={PAYOUT_LIST_FILTERS.map((status) => ({ value: status, label: t(FILTER_LABELS[status]) }))}
          value={query.status}
          onChange={(event) => {
            const value = event.target.value;
            setQuery({ status: isFilter(value) ? value : 'requested', page: 0 });
          }}
        />
      </div>

      <ListState isPending={payouts.isPending} error={payouts.error} onRetry={() => void payouts.refetch()} />
      {payouts.data && (
        <>
          <p className="muted" role="status">
            {t('storeManagement.payouts.total', { count: payouts.data.total })}
          </p>
          {payouts.data.payouts.length === 0 ? (
            <p className="muted">{t(EMPTY_TEXTS[query.status])}</p>
          ) : (
            <ul className="chef-list" aria-busy={payouts.isFetching || undefined}>
              {payouts.data.payouts.map((payout) => (
                <li key={payout.id}>
                  <PayoutCard payout={payout} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={query.page}
            pageSize={payouts.data.pageSize}
            total={payouts.data.total}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}

interface BatchBarProps {
  list: { currentBatch: string; currentBatchMade: boolean; requestedCount: number; requestedCents: number };
  onMade: (text: string) => void;
}

/** The queue in figures, and this week's batch: made already, or the button that makes it. */
function BatchBar({ list, onMade }: BatchBarProps) {
  const { t } = useTranslation();
  const batch = usePayoutBatch();
  const failure = decisionFailure(batch.error).message;

  async function make() {
    try {
      const { model: made } = await batch.mutateAsync({});
      onMade(t('storeManagement.payouts.batchDone', { batch: made.batch, count: made.created }));
    } catch {
      // shown from batch.error
    }
  }

  return (
    <div className="payouts-batch">
      <p>
        {t('storeManagement.payouts.queue', {
          count: list.requestedCount,
          amount: formatEurCents(list.requestedCents),
        })}
      </p>
      <p>
        {t(
          list.currentBatchMade
            ? 'storeManagement.payouts.batchMade'
            : 'storeManagement.payouts.batchNotMade',
          {
            batch: list.currentBatch,
          },
        )}
      </p>
      {failure && (
        <p className="field__error" role="alert">
          {translateMessage(t, failure)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={batch.isPending}
        onClick={() => void make()}
      >
        {t('storeManagement.payouts.makeBatch', { batch: list.currentBatch })}
      </button>
    </div>
  );
}
