import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MERCHANT_STATUSES, type MerchantStatus } from '@hearth/domain/fields';
import { CHEFS_PAGE_SIZE, SEARCH_MAX } from '@hearth/domain/profile';
import { MERCHANT_STATUS_LABELS } from '@/shared/ui/merchant-status-badge.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useChefs, type ChefListFilter } from '../api/get-chefs.ts';
import { ChefCard } from './chef-card.tsx';
import { ChefDetails } from './chef-details.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

function isStatus(value: string): value is MerchantStatus {
  return (MERCHANT_STATUSES as readonly string[]).includes(value);
}

/** Every chef with a profile: search (name, e-mail, profile link), status filter, suspend and reinstate. */
export function ChefsPanel({ onDecided }: { onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ChefListFilter>({ q: '', status: '', page: 0 });
  const [query, setQuery] = useState('');
  const chefs = useChefs(filter);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: query, page: 0 }));
  }

  const statusOptions = [
    { value: '', label: t('storeManagement.chefs.allStatuses') },
    ...MERCHANT_STATUSES.map((status) => ({ value: status, label: t(MERCHANT_STATUS_LABELS[status]) })),
  ];

  return (
    <div className="chefs-panel">
      <form className="chef-filter" role="search" onSubmit={search}>
        <TextField
          label={t('storeManagement.chefs.searchLabel')}
          type="search"
          name="q"
          maxLength={SEARCH_MAX}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          label={t('storeManagement.chefs.statusFilter')}
          name="status"
          options={statusOptions}
          value={filter.status}
          onChange={(event) => {
            const value = event.target.value;
            setFilter((current) => ({ ...current, status: isStatus(value) ? value : '', page: 0 }));
          }}
        />
        <button type="submit" className="button button--secondary">
          {t('storeManagement.chefs.search')}
        </button>
      </form>

      <ListState isPending={chefs.isPending} error={chefs.error} onRetry={() => void chefs.refetch()} />
      {chefs.data && (
        <>
          <p className="muted" role="status">
            {t('storeManagement.chefs.total', { count: chefs.data.total })}
          </p>
          {chefs.data.chefs.length === 0 ? (
            <p className="muted">{t('storeManagement.chefs.empty')}</p>
          ) : (
            <ul className="chef-list" aria-busy={chefs.isFetching || undefined}>
              {chefs.data.chefs.map((chef) => (
                <li key={chef.userId}>
                  <ChefCard chef={chef} onDecided={onDecided} picture="thumbnail">
                    <details className="chef-card__more">
                      <summary>{t('storeManagement.chefs.details')}</summary>
                      <ChefDetails chef={chef} />
                    </details>
                    {chef.merchantInfo?.statusReason && (
                      <p className="chef-card__reason">
                        {t('storeManagement.fields.reason')}:{' '}
                        {translateMessage(t, chef.merchantInfo.statusReason)}
                      </p>
                    )}
                  </ChefCard>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            pageSize={CHEFS_PAGE_SIZE}
            total={chefs.data.total}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
