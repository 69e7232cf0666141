import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import {
  CHANGE_REQUEST_FILTERS,
  useChangeRequests,
  type ChangeRequestFilter,
} from '../api/get-change-requests.ts';
import { ChangeRequestCard } from './change-request-card.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';

/** Approved chefs' profile changes waiting for review (decision 049), oldest first; every request on request. */
export function ChangeRequestsPanel({ onDecided }: { onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{ status: ChangeRequestFilter; page: number }>({
    status: 'open',
    page: 0,
  });
  const requests = useChangeRequests(filter);
  const list = requests.data;
  return (
    <div className="change-requests-panel">
      <div className="withdrawal-filter">
        <SelectField
          label={t('storeManagement.changeRequests.filterLabel')}
          name="status"
          options={CHANGE_REQUEST_FILTERS.map((status) => ({
            value: status,
            label: t(`storeManagement.changeRequests.filters.${status}`),
          }))}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value === 'all' ? 'all' : 'open', page: 0 })}
        />
      </div>
      <ListState
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
      {list && (
        <>
          <p className="muted" role="status">
            {t('storeManagement.changeRequests.total', { count: list.total })}
          </p>
          {list.changeRequests.length === 0 ? (
            <p className="muted">
              {t(
                filter.status === 'open'
                  ? 'storeManagement.changeRequests.emptyQueue'
                  : 'storeManagement.changeRequests.empty',
              )}
            </p>
          ) : (
            <ul className="chef-list" aria-busy={requests.isFetching || undefined}>
              {list.changeRequests.map((request) => (
                <li key={request.id}>
                  <ChangeRequestCard request={request} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
