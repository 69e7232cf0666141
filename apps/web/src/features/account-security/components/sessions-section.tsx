import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { SessionView } from '@hearth/domain/accounts';
import { MESSAGES } from '@hearth/domain/messages';
import { errorItemsFrom } from '@/shared/api/form-errors.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useLogoutEverywhere } from '../api/logout-everywhere.ts';
import { LoadFailure } from './load-failure.tsx';
import { SessionCard } from './session-card.tsx';

interface Outcome {
  message: string;
  failed: boolean;
}

/** This device first, then the others by their last use. */
function inOrder(sessions: SessionView[]): SessionView[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt - a.lastUsedAt);
}

/** The signed-in devices, each other one with "End"; all the others at once; and logging out everywhere. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const logoutEverywhere = useLogoutEverywhere();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    setOutcome(null);
    try {
      await action();
      setOutcome({ message: success, failed: false });
    } catch (error) {
      setOutcome({ message: errorItemsFrom(error, MESSAGES.serverError)[0]!.message, failed: true });
    }
  }

  const list = sessions.data ? inOrder(sessions.data) : [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <section className="security-section" aria-labelledby="security-sessions-title">
      <h2 id="security-sessions-title">{t('accountSecurity.sessions.title')}</h2>
      {outcome && (
        <p
          className={outcome.failed ? 'notice notice--error' : 'notice notice--success'}
          role={outcome.failed ? 'alert' : 'status'}
        >
          {translateMessage(t, outcome.message)}
        </p>
      )}
      {sessions.isError && <LoadFailure error={sessions.error} retry={() => void sessions.refetch()} />}
      {sessions.isPending && <p className="muted">{t('common.loading')}</p>}
      {list.length > 0 && (
        <ul className="session-list">
          {list.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              ending={endSession.isPending && endSession.variables === session.id}
              onEnd={() => void run(() => endSession.mutateAsync(session.id), MESSAGES.sessionEnded)}
            />
          ))}
        </ul>
      )}
      <div className="security-actions">
        {hasOthers && (
          <button
            type="button"
            className="button button--ghost"
            disabled={endOthers.isPending}
            onClick={() => void run(() => endOthers.mutateAsync(), MESSAGES.otherSessionsEnded)}
          >
            {t('accountSecurity.sessions.endOthers')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={logoutEverywhere.isPending}
          aria-describedby="security-logout-everywhere-hint"
          onClick={() => logoutEverywhere.mutate()}
        >
          {t('accountSecurity.sessions.logoutEverywhere')}
        </button>
        <p id="security-logout-everywhere-hint" className="muted">
          {t('accountSecurity.sessions.logoutEverywhereHint')}
        </p>
      </div>
    </section>
  );
}
