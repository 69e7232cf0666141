import { z } from 'zod';
import { KITCHEN_TYPES, PIN_LENGTH, type KitchenType } from './constants.ts';
import { V } from './messages.ts';

/**
 * The base fields and input helpers several feature files share (decision 050): ids, pages, urls, e-mail,
 * phone and pin, reasons, blank checks, form-text parsing and kitchen types. A feature file imports them
 * from here and never from another feature file, so the domain package has no import cycle. This file
 * imports only constants.ts and messages.ts.
 */

/** Database ids are 32-bit integers: a bigger number names nobody. */
export const ID_MAX = 2_147_483_647;
/** No list is paged this far; a bigger page number is a mistake, not a request. */
export const PAGE_MAX = 100_000;
/** The longest url a form field accepts. */
export const URL_MAX = 500;
/** The longest reason an operator or a chef may give for a decision. */
export const REASON_MAX = 1000;
/** The longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254;
/** The fewest digits of a phone number. */
export const PHONE_MIN_DIGITS = 7;
/** The most digits of a phone number (E.164). */
export const PHONE_MAX_DIGITS = 15;

/** Chef application states (profile moderation and chef change requests). Only `approved` makes legalInfo.valid true. */
export const MERCHANT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
/** One of MERCHANT_STATUSES. */
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

// ---- Helpers for form input (form bodies send everything as text) ----

/** Whether a value is null or a string of blanks only. */
export const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** A missing value is `required`; a value of the wrong kind (a list, an object) is `invalid`. */
export const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? message : V.invalid;

/** Control characters (a NUL; a line break unless `allowLineBreaks`) are never typed into a form. */
export function hasControlCharacters(value: string, allowLineBreaks: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(allowLineBreaks && (char === '\n' || char === '\r' || char === '\t'))) return true;
  }
  return false;
}

/**
 * A number from a form: a JSON number, or a plain decimal string ("1200", "12.5"). Anything else ("0x10",
 * "1e3", a list) stays as it is and fails as not a number. Blank means missing.
 */
export function decimalInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d{1,15}(\.\d{1,15})?$/.test(trimmed) ? Number(trimmed) : value;
}

/** A checkbox: true, 'true', 'on', '1' are true; false, 'false', 'off', '0' and blank are false. */
export function parseBooleanInput(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(text)) return true;
  if (['false', 'off', '0', 'no', ''].includes(text)) return false;
  return value;
}

/** An optional checkbox, read by parseBooleanInput. */
export const optionalBoolean = z.preprocess(parseBooleanInput, z.boolean({ error: V.invalid })).optional();

/** A required text: trimmed, not empty, at most `max` characters, single-line unless `multiline`. */
export const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  z.string({ error: requiredOr(V.required) }).pipe(
    z
      .string()
      .trim()
      .min(1, { error: V.required, abort: true })
      .max(max, { error: V.tooLong, abort: true })
      .refine((v) => !hasControlCharacters(v, options.multiline ?? false), V.invalid),
  );

/** Kitchen types (and other code lists) arrive as a list or as a comma-separated string. */
export function parseKitchenTypes(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Whether a code is one of KITCHEN_TYPES. */
/** One of the kitchen types, as an answer carries it. */
export const kitchenTypeSchema = z.enum(KITCHEN_TYPES);

export function isKitchenType(value: string): value is KitchenType {
  return (KITCHEN_TYPES as readonly string[]).includes(value);
}

// ---- Base field schemas ----

/** A database id sent as digits. */
export const idSchema = z.coerce
  .number({ error: V.invalid })
  .int(V.invalid)
  .positive(V.invalid)
  .max(ID_MAX, V.invalid);

/** ?page=0: blank means the first page. */
export const pageSchema = z.preprocess(
  (v) => (v === undefined || isBlank(v) ? 0 : decimalInput(v)),
  z.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(PAGE_MAX, V.invalid),
);

/** An http(s) url: trimmed, at most URL_MAX characters. */
export const urlSchema = z.string({ error: V.url }).pipe(
  z
    .string()
    .trim()
    .max(URL_MAX, { error: V.tooLong, abort: true })
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v), V.url),
);

/** A required string: trimmed, not empty (the base of the e-mail, phone and pin fields). */
const requiredString = z.string({ error: V.required }).trim().min(1, V.required);

/** An e-mail address: required, at most EMAIL_MAX characters, lower-cased. */
export const emailSchema = requiredString
  .max(EMAIL_MAX, V.tooLong)
  .pipe(z.email({ error: V.email }))
  .transform((email) => email.toLowerCase());

/** A phone number's digits: 7 to 15, the first 1-9. */
export const PHONE_PATTERN = new RegExp(`^[1-9]\\d{${PHONE_MIN_DIGITS - 1},${PHONE_MAX_DIGITS - 1}}$`);

/** Formatting people type into a phone number: blanks, dashes, dots, parentheses and a leading plus. */
const PHONE_FORMATTING = /^\+?[\d\s().-]*$/;

/**
 * The digits of a phone number as typed (+370 (612) 34-567). A value with anything else than digits and
 * formatting is kept as it is, so the rule refuses it.
 */
export function phoneDigits(value: string): string {
  return PHONE_FORMATTING.test(value) ? value.replace(/\D/g, '') : value;
}

/**
 * A phone number as people type it (+370 600 00000, dashes, parentheses), stored as its digits: the
 * formatting is dropped, then 7 to 15 digits, the first 1-9 (see PHONE_PATTERN). Every form and endpoint
 * with a phone uses this one schema, so they all accept and store the same.
 */
export const phoneSchema = z
  .string({ error: requiredOr(V.required) })
  .trim()
  .min(1, { error: V.required, abort: true })
  .transform(phoneDigits)
  .pipe(z.string().regex(PHONE_PATTERN, V.phone));

/** The e-mailed one-time pin: PIN_LENGTH digits. */
export const pinSchema = requiredString.regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), V.pin);

// ---- Base fields of the answers (model.*) ----

/** An amount in whole cents (EUR), never negative: prices, fees, payments, refunds. */
export const centsModel = z.number().int().nonnegative();

// ---- A chef named in a query ----

/** The longest nickname a query may name a chef by: four times the longest profile link (profile.ts). */
export const NICKNAME_QUERY_MAX = 200;

/**
 * A chef's nickname as a public page's query names it (POST /store/products, GET /store/reviews): trimmed,
 * not empty, at most NICKNAME_QUERY_MAX characters. Whether a chef has it is the service's question.
 */
export const nicknameQuerySchema = z
  .string({ error: requiredOr(V.required) })
  .pipe(z.string().trim().min(1, { error: V.required, abort: true }).max(NICKNAME_QUERY_MAX, V.tooLong));

/**
 * What every public view of a chef shows (the chef page, a marketplace card): the names, the shop's name,
 * the text, the city and the pictures. Spread into those answers' schemas.
 */
export const publicChefFields = {
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  storeName: z.string(),
  about: z.string().nullable(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
};

/** The chef an operator's case is about (a change request, a rating case): who, by name, link and e-mail. */
export const caseChefModel = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  email: z.string(),
});
