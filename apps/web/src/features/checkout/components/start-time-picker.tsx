import { availabilityTexts } from '@/shared/availability/availability-texts.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useChefSlots } from '@/shared/availability/use-chef-slots.ts';
import {
  formatMarketDay,
  formatTime,
  marketDay,
  namesMarketZone,
  toMarketDateTimeLocal,
} from '@/shared/i18n/format.ts';
import { SelectField } from '@/shared/ui/select-field.tsx';
import type { OrderLine } from '../api/calculate-fees.ts';

interface StartTimePickerProps {
  items: readonly OrderLine[];
  /** The form's value: a datetime-local value of Vilnius's clock, '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown instead when the chef has no schedule (any future start is taken). */
  fallback: React.ReactNode;
}

addPageTexts(availabilityTexts);

/**
 * The booked start of a chef with a schedule (decision 063): a day, then a free start time of that day, both
 * from the server's free starts for this cart's dishes, in Vilnius time.
 */
export function StartTimePicker({ items, value, onChange, error, fallback }: StartTimePickerProps) {
  const { t, i18n } = useTranslation();
  const slots = useChefSlots({ items });
  const [day, setDay] = useState(() => (value ? value.slice(0, 10) : ''));
  if (slots.isPending) return <p className="hint">{t('availability.loading')}</p>;
  if (!slots.data?.configured) return <>{fallback}</>;
  const { starts, dates } = slots.data;
  if (dates.length === 0) {
    return (
      <p className="notice notice--error" role="alert">
        {t('availability.noFreeTime')}
      </p>
    );
  }
  const times = starts.filter((s) => marketDay(new Date(s * 1000)) === day);
  const chosen = times.find((s) => toMarketDateTimeLocal(new Date(s * 1000)) === value);
  return (
    <div className="start-time-picker">
      <SelectField
        label={t('availability.day')}
        options={[
          { value: '', label: t('availability.chooseDay') },
          ...dates.map((d) => ({ value: d, label: formatMarketDay(d, i18n.language) })),
        ]}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          onChange('');
        }}
      />
      <SelectField
        label={t('availability.startTime')}
        hint={namesMarketZone() ? t('checkoutFlow.deliveryDateVilnius') : t('availability.startHint')}
        options={[
          { value: '', label: t('availability.chooseTime') },
          ...times.map((s) => ({
            value: toMarketDateTimeLocal(new Date(s * 1000)),
            label: formatTime(new Date(s * 1000).toISOString(), i18n.language),
          })),
        ]}
        value={chosen === undefined ? '' : value}
        disabled={day === ''}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
