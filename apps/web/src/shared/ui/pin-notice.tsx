import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { Envelope } from '@hearth/domain/api';
import { MESSAGES } from '@hearth/domain/messages';

/**
 * The notice of a pin request's answer: `sent` (the request's own "check your mail"), or pinDelayed when the
 * mail server could not take the mail yet (the pin stays valid and arrives later). Any other answer reads as
 * sent.
 */
export function pinNoticeOf(answer: Envelope<unknown>, sent: string = MESSAGES.oneTimePinSent): string {
  const delayed = answer.messages.some((m) => m.message === MESSAGES.pinDelayed);
  return delayed ? MESSAGES.pinDelayed : sent;
}

export function PinNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  const delayed = message === MESSAGES.pinDelayed;
  return (
    <p className={delayed ? 'notice notice--info' : 'notice notice--success'} role="status">
      {t(message)}
    </p>
  );
}
