import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { AvailabilityView } from '@hearth/domain/availability';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useSaveAvailability } from '../api/availability.ts';
import { RowList } from './row-list.tsx';

type Window = AvailabilityView['windows'][number];
type Exception = AvailabilityView['exceptions'][number];

interface Draft {
  windows: Window[];
  exceptions: Exception[];
  noticeHours: string;
  maxBookingsPerDay: string;
  travelBufferMinutes: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function draftOf(availability: AvailabilityView): Draft {
  return {
    windows: availability.windows,
    exceptions: availability.exceptions,
    noticeHours: String(availability.noticeHours),
    maxBookingsPerDay: String(availability.maxBookingsPerDay),
    travelBufferMinutes: String(availability.travelBufferMinutes),
  };
}

/** A new row's weekday: the first day without hours yet (Monday when every day has some). */
function nextWeekday(windows: readonly Window[]): number {
  return WEEKDAYS.find((day) => !windows.some((w) => w.weekday === day)) ?? 1;
}

/**
 * The chef's whole schedule as one form (decision 063): weekly hours per city, days off and extra days, and
 * the booking rules. The server checks every field; its refusal is shown above the save button.
 */
export function ScheduleForm({ availability, city }: { availability: AvailabilityView; city: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(availability));
  const save = useSaveAvailability();
  const weekdayOptions = WEEKDAYS.map((day) => ({
    value: String(day),
    label: t(`schedule.weekdays.${day}`),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      windows: JSON.stringify(draft.windows),
      exceptions: JSON.stringify(
        draft.exceptions.map((e) => (e.kind === 'off' ? { date: e.date, kind: 'off' } : e)),
      ),
      // The server reads whole numbers and refuses anything else with the field's message.
      noticeHours: Number(draft.noticeHours),
      maxBookingsPerDay: Number(draft.maxBookingsPerDay),
      travelBufferMinutes: Number(draft.travelBufferMinutes),
    });
  }

  const error = save.error instanceof ApiError ? save.error.envelope : null;
  const fieldProblem = error?.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined;

  return (
    <form className="schedule-form" onSubmit={submit} noValidate>
      <section className="form-section" aria-labelledby="schedule-weekly">
        <h2 id="schedule-weekly">{t('schedule.weekly')}</h2>
        <p className="hint">{t('schedule.weeklyHint')}</p>
        {draft.windows.length === 0 && <p>{t('schedule.noHours')}</p>}
        <RowList<Window>
          rows={draft.windows}
          onChange={(windows) => setDraft((d) => ({ ...d, windows }))}
          legend={t('schedule.weekly')}
          newRow={(windows) => ({ weekday: nextWeekday(windows), start: '10:00', end: '18:00', city })}
          addLabel={t('schedule.addHours')}
        >
          {(w, change) => (
            <>
              <SelectField
                label={t('schedule.weekday')}
                options={weekdayOptions}
                value={String(w.weekday)}
                onChange={(e) => change({ weekday: Number(e.target.value) })}
              />
              <HoursFields hours={w} onChange={change} />
            </>
          )}
        </RowList>
      </section>

      <section className="form-section" aria-labelledby="schedule-exceptions">
        <h2 id="schedule-exceptions">{t('schedule.exceptions')}</h2>
        <RowList<Exception>
          rows={draft.exceptions}
          onChange={(exceptions) => setDraft((d) => ({ ...d, exceptions }))}
          legend={t('schedule.exceptions')}
          newRow={() => ({ date: '', kind: 'off', start: null, end: null, city: null })}
          addLabel={t('schedule.addDay')}
        >
          {(e, change) => (
            <>
              <TextField
                label={t('schedule.date')}
                type="date"
                value={e.date}
                onChange={(ev) => change({ date: ev.target.value })}
              />
              <SelectField
                label={t('schedule.kind')}
                options={[
                  { value: 'off', label: t('schedule.kindOff') },
                  { value: 'extra', label: t('schedule.kindExtra') },
                ]}
                value={e.kind}
                onChange={(ev) =>
                  change(
                    ev.target.value === 'off'
                      ? { kind: 'off', start: null, end: null, city: null }
                      : { kind: 'extra', start: '10:00', end: '18:00', city },
                  )
                }
              />
              {e.kind === 'extra' && (
                <HoursFields
                  hours={{ start: e.start ?? '', end: e.end ?? '', city: e.city ?? '' }}
                  onChange={change}
                />
              )}
            </>
          )}
        </RowList>
      </section>

      <section className="form-section" aria-labelledby="schedule-rules">
        <h2 id="schedule-rules">{t('schedule.rules')}</h2>
        <TextField
          label={t('schedule.noticeHours')}
          type="number"
          min={0}
          inputMode="numeric"
          value={draft.noticeHours}
          onChange={(e) => setDraft((d) => ({ ...d, noticeHours: e.target.value }))}
        />
        <TextField
          label={t('schedule.maxBookingsPerDay')}
          type="number"
          min={1}
          inputMode="numeric"
          value={draft.maxBookingsPerDay}
          onChange={(e) => setDraft((d) => ({ ...d, maxBookingsPerDay: e.target.value }))}
        />
        <TextField
          label={t('schedule.travelBufferMinutes')}
          type="number"
          min={0}
          inputMode="numeric"
          value={draft.travelBufferMinutes}
          onChange={(e) => setDraft((d) => ({ ...d, travelBufferMinutes: e.target.value }))}
        />
      </section>

      {error && (
        <p className="notice notice--error" role="alert">
          {translateMessage(t, fieldProblem ?? error.messages[0]?.message ?? MESSAGES.serverError)}
        </p>
      )}
      {save.isSuccess && (
        <p className="notice notice--success" role="status">
          {t('schedule.saved')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('schedule.save')}
      </button>
    </form>
  );
}

interface Hours {
  start: string;
  end: string;
  city: string;
}

/** From, to and city: of a weekly window and of an extra day alike. */
function HoursFields({ hours, onChange }: { hours: Hours; onChange: (change: Partial<Hours>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('schedule.from')}
        type="time"
        step={900}
        value={hours.start}
        onChange={(e) => onChange({ start: e.target.value })}
      />
      <TextField
        label={t('schedule.to')}
        type="time"
        step={900}
        value={hours.end}
        onChange={(e) => onChange({ end: e.target.value })}
      />
      <TextField
        label={t('schedule.city')}
        value={hours.city}
        onChange={(e) => onChange({ city: e.target.value })}
      />
    </>
  );
}
