import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { SessionView } from '@hearth/domain/accounts';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';

interface SessionCardProps {
  session: SessionView;
  ending: boolean;
  onEnd: () => void;
}

const SERVER_UNKNOWN_DEVICE = 'Unknown device';

/** One signed-in device: what it is, when it signed in and was last used, how, and "End" unless it is this one. */
export function SessionCard({ session, ending, onEnd }: SessionCardProps) {
  const { t, i18n } = useTranslation();
  // The server names a device it cannot tell in English ('Unknown device'): said here in the reader's language.
  const known = session.device?.trim() && session.device !== SERVER_UNKNOWN_DEVICE;
  const device = known ? session.device : t('accountSecurity.sessions.unknownDevice');
  const started = isoFromMillis(session.createdAt * 1000);
  const lastUsed = isoFromMillis(session.lastUsedAt * 1000);
  return (
    <li className="session-card">
      <div className="session-card__head">
        <strong className="session-card__device">{device}</strong>
        {session.current && (
          <span className="session-card__badge">{t('accountSecurity.sessions.thisDevice')}</span>
        )}
      </div>
      <dl className="session-card__facts">
        <div>
          <dt>{t('accountSecurity.sessions.started')}</dt>
          <dd>
            <time dateTime={started}>{formatDateTime(started, i18n.language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('accountSecurity.sessions.lastUsed')}</dt>
          <dd>
            <time dateTime={lastUsed}>{formatDateTime(lastUsed, i18n.language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('accountSecurity.sessions.method')}</dt>
          <dd>{t(`accountSecurity.sessions.methods.${session.method}`, { defaultValue: session.method })}</dd>
        </div>
      </dl>
      {!session.current && (
        <button
          type="button"
          className="button button--ghost session-card__end"
          aria-label={t('accountSecurity.sessions.endLabel', { device })}
          disabled={ending}
          onClick={onEnd}
        >
          {t('accountSecurity.sessions.end')}
        </button>
      )}
    </li>
  );
}
