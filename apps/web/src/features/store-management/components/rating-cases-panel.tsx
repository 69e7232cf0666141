import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import {
  RATING_CASE_FILTERS,
  useRatingCases,
  type RatingCaseFilter,
  type RatingCaseListFilter,
} from '../api/get-rating-cases.ts';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { RatingCaseCard } from './rating-case-card.tsx';

const FILTER_LABELS: Record<RatingCaseFilter, string> = {
  open: 'storeManagement.ratingCases.filters.open',
  all: 'storeManagement.ratingCases.filters.all',
};

const EMPTY_TEXTS: Record<RatingCaseFilter, string> = {
  open: 'storeManagement.ratingCases.emptyQueue',
  all: 'storeManagement.ratingCases.empty',
};

function isFilter(value: string): value is RatingCaseFilter {
  return (RATING_CASE_FILTERS as readonly string[]).includes(value);
}

/**
 * Chefs suspended by the rating rule (docs/product.md#reviews-and-the-rating-rule), to decide within 3
 * working days: the open cases by deadline by default, every case on request; paged.
 */
export function RatingCasesPanel({ onDecided }: { onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RatingCaseListFilter>({ status: 'open', page: 0 });
  const cases = useRatingCases(filter);
  const data = cases.isPlaceholderData ? undefined : cases.data;

  // Decisions can empty the last page of the queue: then the page that is now the last one is shown.
  if (data && data.cases.length === 0 && filter.page > 0) {
    const lastPage = Math.max(0, Math.ceil(data.total / data.pageSize) - 1);
    if (lastPage < filter.page) setFilter({ ...filter, page: lastPage });
  }

  return (
    <div className="rating-cases-panel">
      <div className="withdrawal-filter">
        <SelectField
          label={t('storeManagement.ratingCases.filterLabel')}
          name="status"
          options={RATING_CASE_FILTERS.map((status) => ({ value: status, label: t(FILTER_LABELS[status]) }))}
          value={filter.status}
          onChange={(event) => {
            const value = event.target.value;
            setFilter({ status: isFilter(value) ? value : 'open', page: 0 });
          }}
        />
      </div>

      <ListState isPending={cases.isPending} error={cases.error} onRetry={() => void cases.refetch()} />
      {cases.data && (
        <>
          <p className="muted" role="status">
            {t('storeManagement.ratingCases.total', { count: cases.data.total })}
          </p>
          {cases.data.cases.length === 0 ? (
            <p className="muted">{t(EMPTY_TEXTS[filter.status])}</p>
          ) : (
            <ul className="chef-list" aria-busy={cases.isFetching || undefined}>
              {cases.data.cases.map((ratingCase) => (
                <li key={ratingCase.id}>
                  <RatingCaseCard ratingCase={ratingCase} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            pageSize={cases.data.pageSize}
            total={cases.data.total}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
