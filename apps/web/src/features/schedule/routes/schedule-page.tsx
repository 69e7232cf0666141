import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useAvailability } from '../api/availability.ts';
import { CalendarFeed } from '../components/calendar-feed.tsx';
import { ScheduleForm } from '../components/schedule-form.tsx';
import { scheduleTexts } from '../locales/schedule-texts.ts';
import '../components/schedule.css';

addPageTexts(scheduleTexts);

/** /schedule: the chef's weekly hours, exceptions, booking rules and calendar feed (decision 063). */
export function SchedulePage() {
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <div className="page schedule-page">
        <section className="card" aria-labelledby="schedule-title">
          <h1 id="schedule-title">{t('schedule.title')}</h1>
          <p className="lead">{t('schedule.lead')}</p>
          <Schedule />
        </section>
      </div>
    </RequireLogin>
  );
}

function Schedule() {
  const { t } = useTranslation();
  const availability = useAvailability();
  if (availability.isPending) return <PageLoading />;
  if (availability.isError) {
    const error = availability.error;
    const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
    return (
      <p className="notice notice--error" role="alert">
        {translateMessage(t, message ?? MESSAGES.serverError)}
      </p>
    );
  }
  const { availability: view } = availability.data;
  return (
    <>
      {!view.configured && (
        <p className="notice" role="note">
          {t('schedule.notSetUp')}
        </p>
      )}
      <ScheduleForm availability={view} city={view.windows[0]?.city ?? 'Vilnius'} />
      <CalendarFeed path={view.calendarPath} />
    </>
  );
}
