import { t as translateNow } from './translator.ts';
import { describe, expect, it } from 'vitest';
import {
  MODERATION_DECISION_WORKING_DAYS,
  RATING_MIN_AVERAGE,
  RATING_WINDOW_ORDERS,
} from '@hearth/domain/constants';
import {
  MESSAGES,
  SESSION_EXPIRED_TEXT,
  SYSTEM_REASONS,
  TEST_CARD_DECLINE_MESSAGE,
} from '@hearth/domain/messages';
import { en } from './locales/en.ts';
import { lt } from './locales/lt.ts';
import { changeLanguage } from './i18n.ts';
import { translateFieldError, translateMessage } from './translate-message.ts';

const t = translateNow;

describe('translateMessage', () => {
  it('reads a system reason in the reader’s language, with the rule’s own figures', () => {
    expect(translateMessage(t, SYSTEM_REASONS.ratingRule)).toBe(en.pages.reasons.ratingRule);
    const figures = (text: string, decimal: string) => {
      expect(text).toContain(` ${RATING_WINDOW_ORDERS} `);
      expect(text).toContain(String(RATING_MIN_AVERAGE).replace('.', decimal));
      expect(text).toContain(` ${MODERATION_DECISION_WORKING_DAYS} `);
    };
    figures(en.pages.reasons.ratingRule, '.');
    figures(lt.pages.reasons.ratingRule, ',');
  });

  it('translates pages.* and forms.* keys', () => {
    expect(translateMessage(t, MESSAGES.invalidCredentials)).toBe('Wrong e-mail or password');
    expect(translateMessage(t, 'forms.validation.email')).toBe('Enter a valid e-mail address');
  });

  it('shows any other text as given', () => {
    expect(translateMessage(t, 'Chef Ona is on holiday until Monday')).toBe(
      'Chef Ona is on holiday until Monday',
    );
    expect(translateMessage(t, 'nav.orders')).toBe('nav.orders');
  });

  it('shows an unknown key as it came rather than nothing', () => {
    expect(translateMessage(t, 'pages.unknown.thing')).toBe('pages.unknown.thing');
  });

  it('translates the session-expired text too', async () => {
    expect(translateMessage(t, SESSION_EXPIRED_TEXT)).toBe(SESSION_EXPIRED_TEXT);
    await changeLanguage('lt');
    expect(translateMessage(t, SESSION_EXPIRED_TEXT)).toBe(
      'Sesija baigėsi – nukreipiame į prisijungimo puslapį',
    );
    expect(translateMessage(t, MESSAGES.oneTimePinSent)).toBe('PIN kodas išsiųstas, patikrinkite el. paštą');
    // The test card provider's decline, in the reader's language too.
    expect(translateMessage(t, TEST_CARD_DECLINE_MESSAGE)).toBe('Jūsų kortelė atmesta.');
  });
});

describe('translateFieldError', () => {
  it('maps the spec words required and invalid', () => {
    expect(translateFieldError(t, 'pin', 'required')).toBe('This field is required');
    expect(translateFieldError(t, 'pin', 'invalid')).toBe('The value is invalid');
  });

  it('reads "constraint" as "already exists", specific for e-mail, phone and nickname', () => {
    expect(translateFieldError(t, 'identityKey', 'constraint')).toBe(
      'An account with this e-mail already exists',
    );
    expect(translateFieldError(t, 'email', 'constraint')).toBe('An account with this e-mail already exists');
    expect(translateFieldError(t, 'phoneNumber', 'constraint')).toBe('This phone number is already in use');
    expect(translateFieldError(t, 'nickname', 'constraint')).toBe('This profile link is already taken');
    expect(translateFieldError(t, 'taxNumber', 'constraint')).toBe('This value already exists');
  });

  it('passes keys and texts through the message rules', () => {
    expect(translateFieldError(t, 'password', 'forms.validation.password')).toMatch(/at least 8 characters/);
    expect(translateFieldError(t, 'password', 'Too common')).toBe('Too common');
  });
});
