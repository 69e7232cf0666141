/** The product's business constants (docs/product.md names the rules they serve). */

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
/**
 * The address's own language: `?lang=lt` opens a page in Lithuanian whatever the reader's stored choice (the
 * sitemap's and the pages' Lithuanian alternates are such links); without it, the reader's language.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';
/**
 * The reader's chosen language as a cookie too (the web app keeps it beside local storage), so that a server
 * rendering a page writes it in that language before any script runs.
 */
export const LANGUAGE_COOKIE = 'lang';

/** A page's address in a language: the default language's is the page's own, the others carry `?lang=`. */
export function languagePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${language}`;
}

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

/** EUR (and USD) per DOGE on the /buy converter ; the server reads DOGE_EUR_RATE. */
export const DEFAULT_DOGE_EUR_RATE = 0.2;

/**
 * Rating moderation (docs/product.md#reviews-and-the-rating-rule): an average below 4.5 over the last 5
 * orders disables the chef account, and the decision is made within 3 working days.
 */
export const RATING_MIN_AVERAGE = 4.5;
export const RATING_WINDOW_ORDERS = 5;
export const MODERATION_DECISION_WORKING_DAYS = 3;
/** The fixed information service fee, in DOGE, charged when the merchant is confirmed (docs/product.md). */
export const DOGE_INFORMATION_FEE = 1;
/**
 * The contact address (CONTACT_EMAIL) when none is configured: the footer, information page and assistant
 * show it.
 */
export const DEFAULT_CONTACT_EMAIL = 'hello@hearth.example';

/** Cancellation (the information page): the notice that earns a refund, and the late penalty. */
export const CANCELLATION_NOTICE_HOURS = 24;
export const LATE_CANCELLATION_PENALTY_CENTS = 3000;
/** Refunds reach the card within this many working days (shown to the customer). */
export const REFUND_WORKING_DAYS = 7;

/** POST /ask: longer questions are refused (not cut): a cut question could be answered as another one. */
export const ASK_QUESTION_MAX = 500;

export const CART_BADGE_CAP = 99;
export const MENU_TYPEAHEAD_RESET_MS = 350;
/** After a successful profile save the form moves on after 6 seconds (decision 017). */
export const PROFILE_SAVE_REDIRECT_MS = 6000;

// ---- Catalogue and rating lists that pages without forms need (re-exported by catalogue.ts, reviews.ts) ----

export const MARKETPLACE_PAGE_SIZE = 20;
/** Orders per page of GET /secure/orders and GET /secure/seller-orders (decisions 060 and 086). */
export const ORDERS_PAGE_SIZE = 10;
/** A dish's description on the chef page is cut here. */
export const DESCRIPTION_PREVIEW_CHARS = 60;
/** Units of one dish in an order line. */
export const ORDER_VOLUME_MIN = 1;
export const ORDER_VOLUME_MAX = 100;
/** How long the "added to cart" notice stays (decision 020). */
export const CART_NOTICE_MS = 3000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_ANSWER_MAX = 1000;

/** The cities the marketplace's filter offers (decision 018). */
export const MARKETPLACE_CITIES = ['Vilnius', 'Kaunas'] as const;

/**
 * The marketplace's orders (decision 053): relevance needs a search text (without one the newest come
 * first), price is the cheapest first (a chef's hourly rate, a dish's price), rating the best first.
 */
export const MARKETPLACE_SORTS = ['relevance', 'price', 'rating', 'newest'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
/** The longest search text of the marketplace (longer is refused, not cut). */
export const MARKETPLACE_QUERY_MAX = 100;

/** The 14 allergens of EU Regulation 1169/2011, Annex II. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'halal',
  'kosher',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isSignInSource(value: unknown): value is SignInSource {
  return typeof value === 'string' && (SIGN_IN_SOURCES as readonly string[]).includes(value);
}

/** How long an unpaid order is kept before it is cancelled by itself; the server reads UNPAID_ORDER_TTL_MINUTES. */
export const DEFAULT_UNPAID_ORDER_TTL_MINUTES = 120;
/** How many minutes before the booked start the chef may mark an order delivered; DELIVERY_GRACE_MINUTES. */
export const DEFAULT_DELIVERY_GRACE_MINUTES = 0;

/** How many days ahead from today the checkout, the chef's pages and the assistant look for free starts. */
export const SLOT_DAYS_AHEAD = 28;
/** How many of a chef's next free days a chef's or dish page, or the assistant, names. */
export const NEXT_FREE_DAYS_SHOWN = 5;
