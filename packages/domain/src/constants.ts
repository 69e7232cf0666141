/** Business constants of the specification (accounts.md section 9, marketplace.md section 9). */

export const SESSION_IDLE_MINUTES = 1444;
export const SESSION_MAX_DAYS = 30;

export const PIN_LENGTH = 6;
export const PIN_TTL_MINUTES = 10;
export const PIN_MAX_WRONG_ATTEMPTS = 5;

export const ROLES = ['CUSTOMER', 'OPERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const SIGN_IN_SOURCES = [
  'regular_registration',
  'one_time_pin',
  'regular_login',
  'order_linking',
] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];
export const DEFAULT_SIGN_IN_SOURCE: SignInSource = 'regular_registration';

export const KITCHEN_TYPES = [
  'mediterranean',
  'french',
  'mexican',
  'asian',
  'indian',
  'american',
  'backery',
  'vegan',
  'seafood',
  'grill',
  'street',
  'desserts',
  'georgian',
  'pizza',
] as const;
export type KitchenType = (typeof KITCHEN_TYPES)[number];

/** EUR (and USD) per DOGE on the /buy converter (marketplace.md section 9); the server reads DOGE_EUR_RATE. */
export const DEFAULT_DOGE_EUR_RATE = 0.2;

export const CART_BADGE_CAP = 99;
export const MENU_TYPEAHEAD_RESET_MS = 350;
/** After a successful profile save the form moves on after 6 seconds (accounts.md section 9). */
export const PROFILE_SAVE_REDIRECT_MS = 6000;
/** After a new avatar the page reloads after 1 second (accounts.md section 4). */
export const AVATAR_RELOAD_MS = 1000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isSignInSource(value: unknown): value is SignInSource {
  return typeof value === 'string' && (SIGN_IN_SOURCES as readonly string[]).includes(value);
}
