import { useTranslation } from 'react-i18next';
import { HOUR_RATE_FILTER_STEPS, MARKETPLACE_CITIES } from '@hearth/domain/constants';
import { KITCHEN_TYPES, type KitchenType } from '@hearth/domain/constants';
import { formatEurCents } from '@hearth/domain/money';
import { kitchenTypeLabel } from '@/shared/ui/kitchen-type-badges.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { type MarketplaceFilters as Filters, NO_FILTERS, showsClearAll } from '../utils/filters.ts';

interface MarketplaceFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Category (kitchen type), maximum hourly rate and city; clear-all when the category or the rate is set. */
export function MarketplaceFilters({ filters, onChange }: MarketplaceFiltersProps) {
  const { t } = useTranslation();
  const kitchenOptions = [
    { value: '', label: t('marketplace.anyCategory') },
    ...KITCHEN_TYPES.map((type) => ({ value: type, label: kitchenTypeLabel(t, type) })).sort((a, b) =>
      a.label.localeCompare(b.label),
    ),
  ];
  const rateOptions = HOUR_RATE_FILTER_STEPS.map((step) => ({
    value: String(step),
    label:
      step === 0 ? t('marketplace.anyRate') : t('marketplace.upToRate', { amount: formatEurCents(step) }),
  }));
  const cityOptions = [
    { value: '', label: t('marketplace.anyCity') },
    ...MARKETPLACE_CITIES.map((city) => ({ value: city, label: city })),
  ];
  return (
    <div role="search" className="mp-filters" aria-label={t('marketplace.filters')}>
      <SelectField
        label={t('marketplace.category')}
        options={kitchenOptions}
        value={filters.kitchenType}
        onChange={(event) => onChange({ ...filters, kitchenType: event.target.value as KitchenType | '' })}
      />
      <SelectField
        label={t('marketplace.hourRate')}
        options={rateOptions}
        value={String(filters.hourRate)}
        onChange={(event) => onChange({ ...filters, hourRate: Number(event.target.value) })}
      />
      <SelectField
        label={t('marketplace.city')}
        options={cityOptions}
        value={filters.city}
        onChange={(event) => onChange({ ...filters, city: event.target.value })}
      />
      {showsClearAll(filters) && (
        <button
          type="button"
          className="button button--ghost mp-filters__clear"
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('marketplace.clearAll')}
        </button>
      )}
    </div>
  );
}
