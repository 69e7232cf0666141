/**
 * Constants of the catalogue (marketplace.md sections 5 and 9). The zod schemas of the dish wizard belong
 * here too, shared by the wizard and the server.
 */
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 8000;
export const VIDEO_URL_MAX = 500;
export const PREPARATION_DESCRIPTION_MAX = 5000;
export const PREPARATION_MINUTES_MAX = 24 * 60;
export const CALORIES_MAX = 20_000;
export const SERVINGS_MAX = 100;
export const INGREDIENTS_MAX = 50;
export const INGREDIENT_NAME_MAX = 100;
/** 10,000 EUR: a fixed price above it is a typing mistake. */
export const PRICE_MAX_CENTS = 1_000_000;
export const DEFAULT_CURRENCY_ID = 6;
export const DESCRIPTION_PREVIEW_CHARS = 60;
export const CART_NOTICE_MS = 3000;
export const IMAGES_REDIRECT_MS = 2000;
export const MARKETPLACE_PAGE_SIZE = 20;

/** Hourly-rate filter steps in cents (a maximum; 0 means any) and the cities offered (DESIGN.md section 8). */
export const HOUR_RATE_FILTER_STEPS = [0, 50, 100, 200, 300, 400, 500, 1000] as const;
export const MARKETPLACE_CITIES = ['Vilnius', 'Kaunas'] as const;

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
