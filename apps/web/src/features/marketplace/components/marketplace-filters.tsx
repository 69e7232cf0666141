import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { TFunction } from '@/shared/i18n/translator.ts';
import {
  ALLERGENS,
  DIETARY_TAGS,
  KITCHEN_TYPES,
  MARKETPLACE_CITIES,
  MARKETPLACE_QUERY_MAX,
  MARKETPLACE_SORTS,
  type KitchenType,
  type MarketplaceSort,
} from '@hearth/domain/constants';
import type { RateRange } from '@hearth/domain/catalogue';
import { formatEurCents } from '@hearth/domain/money';
import { allergenLabel, dietaryTagLabel } from '@/shared/i18n/dish-labels.ts';
import { kitchenTypeLabel } from '@/shared/ui/kitchen-type-badges.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { clearedFilters, rateSteps, showsClearAll } from '../utils/filter-state.ts';
import type { MarketplaceFilters as Filters } from '../utils/filters.ts';

interface MarketplaceFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The listed chefs' lowest and highest rate (the rate options follow it); undefined while loading. */
  rateRange: RateRange | undefined;
}

/** The label of an order (full keys, as the catalogue test reads them). */
function sortLabel(t: TFunction, sort: MarketplaceSort): string {
  if (sort === 'relevance') return t('marketplaceSearch.sorts.relevance');
  if (sort === 'price') return t('marketplaceSearch.sorts.price');
  if (sort === 'rating') return t('marketplaceSearch.sorts.rating');
  return t('marketplaceSearch.sorts.newest');
}

/** Adds a code to a list or takes it out. */
function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/** How many filters are set besides the search text (the count on the phone's Filters button). */
function setCount(filters: Filters): number {
  return (
    Number(filters.sort !== '') +
    Number(filters.kitchenType !== '') +
    Number(filters.hourRate > 0) +
    Number(filters.city !== '') +
    filters.dietary.length +
    filters.allergenFree.length +
    Number(filters.availableOn !== '')
  );
}

/**
 * The search box, then the sort, category, hourly rate (chefs only), city, diet and allergen filters; on a
 * phone the filters fold behind a Filters button. Clear-all whenever anything is set.
 */
export function MarketplaceFilters({ filters, onChange, rateRange }: MarketplaceFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The diet and allergen lists are long: folded until the reader opens them or one is set.
  const [moreOpen, setMoreOpen] = useState(() => filters.dietary.length + filters.allergenFree.length > 0);
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // Back, a link or Clear all changed the search: the box follows the address.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() });
  }

  const kitchenOptions = [
    { value: '', label: t('marketplace.anyCategory') },
    ...KITCHEN_TYPES.map((type) => ({ value: type, label: kitchenTypeLabel(t, type) })).sort((a, b) =>
      a.label.localeCompare(b.label),
    ),
  ];
  const steps = rateSteps(rateRange);
  if (filters.hourRate > 0 && !steps.includes(filters.hourRate)) {
    steps.push(filters.hourRate);
    steps.sort((a, b) => a - b);
  }
  const rateOptions = [0, ...steps].map((step) => ({
    value: String(step),
    label:
      step === 0 ? t('marketplace.anyRate') : t('marketplace.upToRate', { amount: formatEurCents(step) }),
  }));
  const cityOptions = [
    { value: '', label: t('marketplace.anyCity') },
    ...MARKETPLACE_CITIES.map((city) => ({ value: city, label: city })),
  ];
  const sortOptions = [
    {
      value: '',
      label: filters.q ? t('marketplaceSearch.sorts.relevance') : t('marketplaceSearch.sortDefault'),
    },
    ...MARKETPLACE_SORTS.filter((sort) => sort !== 'relevance' || filters.q !== '')
      .filter((sort) => sort !== (filters.q ? 'relevance' : 'newest'))
      .map((sort) => ({ value: sort, label: sortLabel(t, sort) })),
  ];
  const count = setCount(filters);
  const dietCount = filters.dietary.length + filters.allergenFree.length;

  return (
    // One form with named fields: sent as a GET to /mp (the address the filters are read from) when the
    // reader submits before the app has taken the server's page over; after that each change applies at once.
    <form
      role="search"
      className="mp-search"
      method="get"
      action="/mp"
      onSubmit={submit}
      aria-label={filters.tab === 'dishes' ? t('marketplaceSearch.filterDishes') : t('marketplace.filters')}
    >
      {filters.tab === 'dishes' && <input type="hidden" name="tab" value="dishes" />}
      <div className="mp-search__box">
        <label className="visually-hidden" htmlFor="mp-q">
          {t('marketplaceSearch.searchLabel')}
        </label>
        <input
          id="mp-q"
          type="search"
          name="q"
          className="field__input mp-search__input"
          value={text}
          maxLength={MARKETPLACE_QUERY_MAX}
          placeholder={t('marketplaceSearch.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('marketplaceSearch.searchButton')}
        </button>
        <button
          type="button"
          className="button button--secondary mp-search__toggle"
          aria-expanded={open}
          aria-controls="mp-filters"
          onClick={() => setOpen(!open)}
        >
          {count > 0
            ? t('marketplaceSearch.filtersButtonCount', { count })
            : t('marketplaceSearch.filtersButton')}
        </button>
      </div>
      <div id="mp-filters" className={open ? 'mp-filters is-open' : 'mp-filters'}>
        <SelectField
          label={t('marketplaceSearch.sort')}
          name="sort"
          options={sortOptions}
          value={filters.sort === (filters.q ? 'relevance' : 'newest') ? '' : filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as MarketplaceSort | '' })}
        />
        <SelectField
          label={t('marketplace.category')}
          name="kitchenType"
          options={kitchenOptions}
          value={filters.kitchenType}
          onChange={(event) => onChange({ ...filters, kitchenType: event.target.value as KitchenType | '' })}
        />
        {filters.tab === 'chefs' && (
          <SelectField
            label={t('marketplace.hourRate')}
            name="hourRate"
            options={rateOptions}
            value={String(filters.hourRate)}
            onChange={(event) => onChange({ ...filters, hourRate: Number(event.target.value) })}
          />
        )}
        <SelectField
          label={t('marketplace.city')}
          name="city"
          options={cityOptions}
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
        />
        {filters.tab === 'chefs' && (
          <TextField
            label={t('marketplaceSearch.availableOn')}
            name="availableOn"
            type="date"
            value={filters.availableOn}
            onChange={(event) => onChange({ ...filters, availableOn: event.target.value })}
          />
        )}
        <details
          className="mp-filters__more"
          open={moreOpen}
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        >
          <summary>
            {dietCount > 0
              ? t('marketplaceSearch.dietAndAllergensCount', { count: dietCount })
              : t('marketplaceSearch.dietAndAllergens')}
          </summary>
          <fieldset className="mp-filters__checks">
            <legend>{t('marketplaceSearch.dietary')}</legend>
            {DIETARY_TAGS.map((tag) => (
              <label key={tag} className="mp-check">
                <input
                  type="checkbox"
                  name="dietary"
                  value={tag}
                  checked={filters.dietary.includes(tag)}
                  onChange={(event) =>
                    onChange({ ...filters, dietary: toggled(filters.dietary, tag, event.target.checked) })
                  }
                />
                {dietaryTagLabel(t, tag)}
              </label>
            ))}
          </fieldset>
          <fieldset className="mp-filters__checks">
            <legend>{t('marketplaceSearch.allergenFree')}</legend>
            {ALLERGENS.map((allergen) => (
              <label key={allergen} className="mp-check">
                <input
                  type="checkbox"
                  name="allergenFree"
                  value={allergen}
                  checked={filters.allergenFree.includes(allergen)}
                  onChange={(event) =>
                    onChange({
                      ...filters,
                      allergenFree: toggled(filters.allergenFree, allergen, event.target.checked),
                    })
                  }
                />
                {allergenLabel(t, allergen)}
              </label>
            ))}
          </fieldset>
        </details>
      </div>
      {showsClearAll(filters) && (
        <button
          type="button"
          className="button button--ghost mp-filters__clear"
          onClick={() => onChange(clearedFilters(filters))}
        >
          {t('marketplace.clearAll')}
        </button>
      )}
    </form>
  );
}
