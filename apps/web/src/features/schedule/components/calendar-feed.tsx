import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { AvailabilityView } from '@hearth/domain/availability';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useRenewCalendarFeed } from '../api/availability.ts';

/** The secret address of the chef's calendar feed, and a button that makes a new one (decision 063). */
export function CalendarFeed({ path }: { path: AvailabilityView['calendarPath'] }) {
  const { t } = useTranslation();
  const renew = useRenewCalendarFeed();
  const current = renew.data?.model.availability.calendarPath ?? path;
  return (
    <section className="card form-section" aria-labelledby="schedule-calendar">
      <h2 id="schedule-calendar">{t('schedule.calendar')}</h2>
      <p className="hint">{t('schedule.calendarHint')}</p>
      {current ? (
        <TextField
          label={t('schedule.calendarAddress')}
          readOnly
          value={`${window.location.origin}${current}`}
          onFocus={(e) => e.target.select()}
        />
      ) : (
        <p>{t('schedule.calendarNone')}</p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={renew.isPending}
        onClick={() => renew.mutate({})}
      >
        {current ? t('schedule.calendarRenew') : t('schedule.calendarCreate')}
      </button>
    </section>
  );
}
