import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import {
  useWithdrawals,
  WITHDRAWAL_FILTERS,
  type WithdrawalFilter,
  type WithdrawalListFilter,
} from '../api/get-withdrawals.ts';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { WithdrawalCard } from './withdrawal-card.tsx';

const FILTER_LABELS: Record<WithdrawalFilter, string> = {
  requested: 'storeManagement.withdrawals.filters.requested',
  all: 'storeManagement.withdrawals.filters.all',
};

const EMPTY_TEXTS: Record<WithdrawalFilter, string> = {
  requested: 'storeManagement.withdrawals.emptyQueue',
  all: 'storeManagement.withdrawals.empty',
};

function isFilter(value: string): value is WithdrawalFilter {
  return (WITHDRAWAL_FILTERS as readonly string[]).includes(value);
}

/** DOGE withdrawals to send on-chain: the waiting ones by default, every one on request; paged. */
export function WithdrawalsPanel({ onDecided }: { onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<WithdrawalListFilter>({ status: 'requested', page: 0 });
  const withdrawals = useWithdrawals(filter);
  const data = withdrawals.isPlaceholderData ? undefined : withdrawals.data;

  // Decisions can empty the last page of the queue: then the page that is now the last one is shown.
  if (data && data.withdrawals.length === 0 && filter.page > 0) {
    const lastPage = Math.max(0, Math.ceil(data.total / data.pageSize) - 1);
    if (lastPage < filter.page) setFilter({ ...filter, page: lastPage });
  }

  return (
    <div className="withdrawals-panel">
      <div className="withdrawal-filter">
        <SelectField
          label={t('storeManagement.withdrawals.filterLabel')}
          name="status"
          options={WITHDRAWAL_FILTERS.map((status) => ({ value: status, label: t(FILTER_LABELS[status]) }))}
          value={filter.status}
          onChange={(event) => {
            const value = event.target.value;
            setFilter({ status: isFilter(value) ? value : 'requested', page: 0 });
          }}
        />
      </div>

      <ListState
        isPending={withdrawals.isPending}
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
      />
      {withdrawals.data && (
        <>
          <p className="muted" role="status">
            {t('storeManagement.withdrawals.total', { count: withdrawals.data.total })}
          </p>
          {withdrawals.data.withdrawals.length === 0 ? (
            <p className="muted">{t(EMPTY_TEXTS[filter.status])}</p>
          ) : (
            <ul className="chef-list" aria-busy={withdrawals.isFetching || undefined}>
              {withdrawals.data.withdrawals.map((withdrawal) => (
                <li key={withdrawal.id}>
                  <WithdrawalCard withdrawal={withdrawal} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            pageSize={withdrawals.data.pageSize}
            total={withdrawals.data.total}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
