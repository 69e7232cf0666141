import type { TFunction } from '@/shared/i18n/translator.ts';
import {
  FIELD_ERRORS,
  isTranslationKey,
  MESSAGES,
  SESSION_EXPIRED_TEXT,
  TEST_CARD_DECLINE_MESSAGE,
  V,
} from '@hearth/domain/messages';

/** Plain texts of the spec that the client still shows in the reader's language. */
const PLAIN_TEXT_KEYS: Record<string, string> = {
  [SESSION_EXPIRED_TEXT]: 'pages.auth.sessionExpired',
  [TEST_CARD_DECLINE_MESSAGE]: 'checkout.payment.cardDeclined',
};

/** "constraint" means "already exists": a specific text for the fields the spec names, else a generic one. */
const CONSTRAINT_KEYS: Record<string, string> = {
  email: MESSAGES.emailAlreadyExists,
  identityKey: MESSAGES.emailAlreadyExists,
  login: MESSAGES.emailAlreadyExists,
  phoneNumber: 'forms.validation.phoneAlreadyExists',
  phone: 'forms.validation.phoneAlreadyExists',
  nickname: 'forms.validation.nicknameAlreadyExists',
};

/** Keys (`pages.*`, `forms.*`) are translated; any other text is shown as given. */
export function translateMessage(t: TFunction, message: string): string {
  const key = isTranslationKey(message) ? message : PLAIN_TEXT_KEYS[message];
  return key ? t(key, { defaultValue: message }) : message;
}

/** A field error word of the server (required, invalid, constraint) or a key or a text. */
export function translateFieldError(t: TFunction, field: string, message: string): string {
  switch (message) {
    case FIELD_ERRORS.required:
      return t(V.required);
    case FIELD_ERRORS.invalid:
      return t(V.invalid);
    case FIELD_ERRORS.constraint:
      return t(CONSTRAINT_KEYS[field] ?? 'forms.validation.constraint');
    default:
      return translateMessage(t, message);
  }
}
