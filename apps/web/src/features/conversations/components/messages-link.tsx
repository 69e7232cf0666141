import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { CART_BADGE_CAP } from '@hearth/domain/constants';
import { useUnreadCount } from '../api/use-unread-count.ts';

/** A speech bubble (decorative; the link carries the name). */
function BubbleIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/** The header's messages link for a signed-in user, with the unread count as a badge (above 99: 99+). */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadCount() ?? 0;
  const badge = unread > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(unread);
  return (
    <Link
      to="/messages"
      className="icon-button cart-link"
      aria-label={unread > 0 ? t('nav.messagesWithCount', { count: badge }) : t('nav.messages')}
    >
      <BubbleIcon />
      {unread > 0 && (
        <span className="cart-link__badge" aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
