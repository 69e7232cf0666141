import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { BadgeLink } from '@/shared/ui/badge-link.tsx';
import { BubbleIcon } from '@/shared/ui/icons.tsx';
import { useUnreadCount } from '../api/use-unread-count.ts';

/** The header's messages link for a signed-in user, with the unread count as a badge (above 99: 99+). */
export function MessagesLink() {
  const { t } = useTranslation();
  return (
    <BadgeLink
      to="/messages"
      icon={<BubbleIcon />}
      count={useUnreadCount() ?? 0}
      label={t('nav.messages')}
      labelWithCount={(count) => t('nav.messagesWithCount', { count })}
      testId="unread-badge"
    />
  );
}
