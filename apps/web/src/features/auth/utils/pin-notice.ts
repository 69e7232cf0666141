import { MESSAGES } from '@hearth/domain/messages';

/** The notice after a pin request: `sent`, or pinDelayed when its mail waits for the mail server. */
export function pinNoticeFrom(messages: readonly string[], sent: string = MESSAGES.oneTimePinSent): string {
  return messages.includes(MESSAGES.pinDelayed) ? MESSAGES.pinDelayed : sent;
}
