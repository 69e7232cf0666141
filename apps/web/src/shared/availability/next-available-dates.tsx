import { NEXT_FREE_DAYS_SHOWN } from '@hearth/domain/constants';
import { availabilityTexts } from '@/shared/availability/availability-texts.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatMarketDay } from '@/shared/i18n/format.ts';
import { useChefSlots, type SlotsFor } from './use-chef-slots.ts';

addPageTexts(availabilityTexts);

/**
 * "Next available: Tue 1 Dec, Wed 2 Dec, ..." on a chef's or a dish's page (decision 063); nothing for a
 * chef without a schedule (any future time is bookable) or while loading.
 */
export function NextAvailableDates(target: SlotsFor) {
  const { t, i18n } = useTranslation();
  const slots = useChefSlots(target);
  if (!slots.data?.configured) return null;
  const days = slots.data.dates.slice(0, NEXT_FREE_DAYS_SHOWN);
  return (
    <p className="next-available" data-testid="next-available">
      <strong>{t('availability.nextDates')}</strong>{' '}
      {days.length > 0
        ? days.map((day) => formatMarketDay(day, i18n.language)).join(', ')
        : t('availability.noDates')}
    </p>
  );
}
