import { z } from 'zod';
import { KITCHEN_TYPES, type KitchenType } from './constants.ts';
import { V } from './messages.ts';
import { normalizePhoneInput, phoneSchema } from './validation.ts';

/**
 * The rules of the profile / store form (accounts.md screen 1 and section 5), used by the web form and the
 * server routes alike. The API speaks cents for the hourly rate; the form shows euros.
 */

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 50;
export const NAME_MAX = 100;
export const CITY_MAX = 100;
export const ABOUT_MAX = 2000;
export const ABOUT_ROWS = 4;
export const TAX_NUMBER_MAX = 50;
export const URL_MAX = 500;
export const ADDRESS_FIELD_MAX = 200;
export const POSTAL_CODE_MAX = 20;
export const KITCHEN_TYPES_MAX = 3;
/** 1,000 EUR per hour: anything above is a typing mistake. */
export const HOUR_RATE_MAX_CENTS = 100_000;
export const REASON_MAX = 1000;

/** Only Lithuania is offered in the profile (accounts.md section 3). */
export const COUNTRIES = [{ phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' }] as const;
export const DEFAULT_COUNTRY_PHONE_CODE = 370;

/** Chef application states. Only `approved` makes legalInfo.valid true. */
export const MERCHANT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const MODERATION_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A nickname is a profile link (/store/{nickname}): URL-safe letters, digits, dot, dash, underscore. */
export const NICKNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * The nickname derived from first and last name in chef mode (accounts.md section 4): letters and digits
 * only, lower-case, diacritics dropped (Rūta Kazlauskienė -> rutakazlauskiene), at most 50 characters.
 */
export function deriveNickname(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, NICKNAME_MAX);
}

/** Kitchen types arrive as a list or as a comma-separated string (DESIGN.md section 2). */
export function parseKitchenTypes(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function isKitchenType(value: string): value is KitchenType {
  return (KITCHEN_TYPES as readonly string[]).includes(value);
}

/** An optional text: trimmed, '' means cleared (stored as null). */
const optionalText = (max: number) =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(max, V.tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const nicknameSchema = z
  .string({ error: V.profileLinkRequired })
  .trim()
  .min(1, V.profileLinkRequired)
  .min(NICKNAME_MIN, V.profileLinkMinLength)
  .max(NICKNAME_MAX, V.profileLinkMaxLength)
  .regex(NICKNAME_PATTERN, V.profileLinkFormat);

export const urlSchema = z
  .string({ error: V.url })
  .trim()
  .max(URL_MAX, V.tooLong)
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), V.url);

/** Telegram usernames: 5 to 32 letters, digits or underscores; a leading @ is dropped. */
export const telegramNicknameSchema = z
  .string({ error: V.telegramNickname })
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, V.telegramNickname));

/** Whole cents, above 0 (accounts.md section 5: positive number). */
export const hourRateCentsSchema = z.coerce
  .number({ error: V.positiveNumber })
  .refine((v) => Number.isFinite(v) && v > 0, V.positiveNumber)
  .refine((v) => Number.isInteger(v), V.invalid)
  .refine((v) => v <= HOUR_RATE_MAX_CENTS, V.tooHigh);

export const kitchenTypesSchema = z.preprocess(
  parseKitchenTypes,
  z
    .array(z.string())
    .min(1, V.kitchenTypeRequired)
    .max(KITCHEN_TYPES_MAX, V.kitchenTypeMax)
    .refine((list) => list.every(isKitchenType), V.selectValidKitchenType)
    .transform((list) => [...new Set(list)] as KitchenType[]),
);

const optionalOr = <S extends z.ZodType>(schema: S) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/**
 * POST /secure/user-info. Every field optional: a missing field is left as it is, '' clears it. Fields the
 * client may not set (id, role, valid, email) are not in the schema, so they are dropped.
 */
export const userInfoSchema = z.object({
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  nickname: optionalOr(nicknameSchema),
  phoneNumber: optionalOr(z.string({ error: V.phone }).transform(normalizeOrKeep).pipe(phoneSchema)),
  telegramNickname: optionalOr(telegramNicknameSchema),
  city: optionalText(CITY_MAX),
});
export type UserInfoInput = z.output<typeof userInfoSchema>;

/** The form strips non-digits; the server accepts what the form would send and nothing else. */
function normalizeOrKeep(value: string): string {
  const digits = normalizePhoneInput(value);
  return /^[\d\s()+-]*$/.test(value) ? digits : value;
}

/** POST /secure/merchant-info: the chef section. Saving it submits the application for moderation. */
export const merchantInfoSchema = z.object({
  hourRate: hourRateCentsSchema,
  kitchenType: kitchenTypesSchema,
  about: optionalText(ABOUT_MAX),
  personalTaxNumber: optionalText(TAX_NUMBER_MAX),
  govRegistryURL: optionalOr(urlSchema),
  allowedInternetAddress: optionalOr(urlSchema),
});
export type MerchantInfoInput = z.output<typeof merchantInfoSchema>;

/** POST /secure/address: the profile address. Only Lithuania (370) is offered. */
export const addressSchema = z.object({
  countryPhoneCode: z.coerce
    .number({ error: V.country })
    .refine((code) => COUNTRIES.some((c) => c.phone_code === code), V.country)
    .optional()
    .default(DEFAULT_COUNTRY_PHONE_CODE),
  city: optionalText(CITY_MAX),
  state: optionalText(ADDRESS_FIELD_MAX),
  postalCode: optionalText(POSTAL_CODE_MAX),
  formatted_address: optionalText(ADDRESS_FIELD_MAX),
});
export type AddressInput = z.output<typeof addressSchema>;

/** POST /check-name: name -> model.nameAvailability. */
export const checkNameSchema = z.object({ name: nicknameSchema });

/** POST /operator/chef-decision. Reject and suspend need a reason; every decision is audited. */
export const moderationDecisionSchema = z
  .object({
    userId: z.coerce.number({ error: V.invalid }).int(V.invalid).positive(V.invalid),
    action: z.enum(MODERATION_ACTIONS, { error: V.invalid }),
    reason: optionalText(REASON_MAX),
  })
  .refine((d) => (d.action !== 'reject' && d.action !== 'suspend') || Boolean(d.reason), {
    message: V.reasonRequired,
    path: ['reason'],
  });
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;
