import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { dismissNotice, useNotices } from '@/shared/notices/notice-store.ts';
import { CloseIcon } from '@/shared/ui/icons.tsx';

/** Page-wide notices: errors are alerts, the rest polite status messages. */
export function NoticeArea() {
  const { t } = useTranslation();
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="container notice-area">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{translateMessage(t, notice.message)}</span>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('common.dismiss')}
            onClick={() => dismissNotice(notice.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
