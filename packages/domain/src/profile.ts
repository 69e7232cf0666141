import { z } from 'zod';
import { type KitchenType, type Role } from './constants.ts';
import { V } from './messages.ts';
import { pendingChefChangeModel } from './chef-changes.ts';
import {
  decimalInput,
  hasControlCharacters,
  idSchema,
  isBlank,
  isKitchenType,
  kitchenTypeSchema,
  pageSchema,
  parseKitchenTypes,
  phoneSchema,
  publicChefFields,
  REASON_MAX,
  requiredOr,
  urlSchema,
  type MerchantStatus,
  MERCHANT_STATUSES,
} from './fields.ts';
import { chefRatingModel } from './reviews.ts';

/**
 * The rules of the profile / store form (/profile; decisions 016 and 017) and of chef moderation, used by
 * the web form and the server routes alike. The API speaks cents for the hourly rate; the form shows euros.
 */

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 50;
export const NAME_MAX = 100;
export const CITY_MAX = 100;
export const ABOUT_MAX = 2000;
export const ABOUT_ROWS = 4;
export const TAX_NUMBER_MAX = 50;
export const STRIPE_ACCOUNT_MAX = 69;
export const ADDRESS_FIELD_MAX = 200;
export const POSTAL_CODE_MAX = 20;
export const KITCHEN_TYPES_MAX = 3;
/** 1,000 EUR per hour: anything above is a typing mistake. */
export const HOUR_RATE_MAX_CENTS = 100_000;
/** The operator's search box of /operator/chefs. */
export const SEARCH_MAX = 100;
/** Page sizes of the operator lists (/operator/chefs, /operator/audit-log). */
export const CHEFS_PAGE_SIZE = 50;
export const AUDIT_LOG_PAGE_SIZE = 50;

/** Only Lithuania is offered in the profile (decision 017). */
export const COUNTRIES = [{ phone_code: 370, country_name: 'Lithuania', country_tag: 'LT' }] as const;
export const DEFAULT_COUNTRY_PHONE_CODE = 370;
export const CURRENCY_UNIT = 'EUR';

export const MODERATION_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The roles that moderate chefs and may open /operator/* and /store-management. */
export const MODERATOR_ROLES = ['OPERATOR', 'ADMIN'] as const satisfies readonly Role[];

export function canModerate(role: string | null | undefined): boolean {
  return (MODERATOR_ROLES as readonly string[]).includes(role ?? '');
}

/** Which statuses each decision applies to and the status it leads to (the contract's transitions). */
export const MODERATION_TRANSITIONS: Record<
  ModerationAction,
  { from: readonly MerchantStatus[]; to: MerchantStatus }
> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/** Decisions that must say why: the chef reads the reason. */
export const REASON_REQUIRED_ACTIONS: readonly ModerationAction[] = ['reject', 'suspend'];

/** The status a decision leads to, or null when it does not apply to the current status. */
export function nextMerchantStatus(status: MerchantStatus, action: ModerationAction): MerchantStatus | null {
  const transition = MODERATION_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The decisions an operator can take on a chef in this status (the buttons to show). */
export function availableActions(status: MerchantStatus): ModerationAction[] {
  return MODERATION_ACTIONS.filter((action) => nextMerchantStatus(status, action) !== null);
}

/**
 * What saving the chef section does to the application: a first save or a save after a rejection submits it
 * (pending, operators told); a pending, approved or suspended profile keeps its status.
 */
export function statusAfterChefSave(current: MerchantStatus | null): {
  status: MerchantStatus;
  submitted: boolean;
} {
  if (current === null || current === 'rejected') return { status: 'pending', submitted: true };
  return { status: current, submitted: false };
}

/**
 * A nickname is a profile link (/store/{nickname}): URL-safe letters, digits, dot, dash, underscore, starting
 * and ending with a letter or digit (so no link is `.`, `..` or `-x-`).
 */
export const NICKNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/**
 * The nickname derived from first and last name in chef mode (decision 017): letters and digits
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

/** An optional text, single-line unless `multiline`: trimmed; '' (or blanks) means cleared, stored as null. */
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: V.invalid })
    .pipe(
      z
        .string()
        .trim()
        .max(max, V.tooLong)
        .refine((v) => !hasControlCharacters(v, options.multiline ?? false), V.invalid),
    )
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// zod runs length checks even on a value of the wrong type (a list has a length too): the type is checked
// first, in a pipe of its own, so a list gets one message.

export const nicknameSchema = z.string({ error: requiredOr(V.profileLinkRequired) }).pipe(
  z
    .string()
    .trim()
    .min(1, { error: V.profileLinkRequired, abort: true })
    .min(NICKNAME_MIN, { error: V.profileLinkMinLength, abort: true })
    .max(NICKNAME_MAX, { error: V.profileLinkMaxLength, abort: true })
    .regex(NICKNAME_PATTERN, V.profileLinkFormat)
    .refine((name) => !isReservedNickname(name), V.nameNotAvailable),
);

/**
 * Names the chef page /store/{nickname} cannot have, because the API answers GET /store/{name} itself (or
 * will, with the catalogue and checkout calls, decision 018).
 */
export const RESERVED_NICKNAMES = [
  'countries',
  'product',
  'products',
  'product-details',
  'merchants',
  'order',
  'add-order-address',
  'calculate-fees',
  'order-relation-request',
  'relate-order-to-user',
] as const;

export function isReservedNickname(name: string): boolean {
  return (RESERVED_NICKNAMES as readonly string[]).includes(name.toLowerCase());
}

/** Telegram usernames: 5 to 32 letters, digits or underscores, starting with a letter; a leading @ is dropped. */
export const telegramNicknameSchema = z
  .string({ error: V.telegramNickname })
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, V.telegramNickname));

/** A Stripe connected account id: acct_ and letters or digits (Stripe's are 16 after the prefix). */
export const STRIPE_ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{1,64}$/;
export const STRIPE_ACCOUNT_MESSAGE = 'forms.validation.stripeAccount';

/** The chef's Stripe connected account, where payouts go as transfers when the platform uses Stripe. */
export const stripeAccountIdSchema = z
  .string({ error: STRIPE_ACCOUNT_MESSAGE })
  .pipe(
    z
      .string()
      .trim()
      .max(STRIPE_ACCOUNT_MAX, { error: V.tooLong, abort: true })
      .regex(STRIPE_ACCOUNT_PATTERN, STRIPE_ACCOUNT_MESSAGE),
  );

/** Whole cents, above 0 (a positive number), at most HOUR_RATE_MAX_CENTS. */
export const hourRateCentsSchema = z.preprocess(
  decimalInput,
  z
    .number({ error: V.positiveNumber })
    .refine((v) => v > 0, { error: V.positiveNumber, abort: true })
    .refine((v) => Number.isInteger(v), { error: V.invalid, abort: true })
    .refine((v) => v <= HOUR_RATE_MAX_CENTS, V.tooHigh),
);

/** Required, at most 3, each from the list; a type sent twice counts once. */
export const kitchenTypesSchema = z.preprocess(
  (value) => [...new Set(parseKitchenTypes(value))],
  z
    .array(z.string())
    .min(1, { error: V.kitchenTypeRequired, abort: true })
    .max(KITCHEN_TYPES_MAX, { error: V.kitchenTypeMax, abort: true })
    .refine((list) => list.every(isKitchenType), V.selectValidKitchenType)
    .transform((list) => list as KitchenType[]),
);

/** An optional field with a rule of its own: missing = unchanged, '' (or blanks) or null = cleared. */
const optionalOr = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable()).optional();

/** The profile's phone: the one phone rule (formatting dropped, then 7 to 15 digits, first 1-9). */
export const profilePhoneSchema = phoneSchema;

/**
 * POST /secure/user-info. Every field optional: a missing field is left as it is, '' clears it. Fields the
 * client may not set (id, role, valid, email) are not in the schema, so they are dropped.
 */
export const userInfoSchema = z.object({
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  nickname: optionalOr(nicknameSchema),
  phoneNumber: optionalOr(profilePhoneSchema),
  telegramNickname: optionalOr(telegramNicknameSchema),
  city: optionalText(CITY_MAX),
});
export type UserInfoInput = z.output<typeof userInfoSchema>;

/**
 * POST /secure/merchant-info: the chef section. Saving it submits the application for moderation. Hour rate
 * and kitchen types are required; a missing optional field is left as it is, '' clears it.
 */
export const merchantInfoSchema = z.object({
  hourRate: hourRateCentsSchema,
  kitchenType: kitchenTypesSchema,
  about: optionalText(ABOUT_MAX, { multiline: true }),
  personalTaxNumber: optionalText(TAX_NUMBER_MAX),
  govRegistryURL: optionalOr(urlSchema),
  allowedInternetAddress: optionalOr(urlSchema),
  stripeAccountId: optionalOr(stripeAccountIdSchema),
});
export type MerchantInfoInput = z.output<typeof merchantInfoSchema>;

/** POST /secure/address: the profile address. Only Lithuania (370) is offered; blank means 370. */
export const addressSchema = z.object({
  countryPhoneCode: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? DEFAULT_COUNTRY_PHONE_CODE : decimalInput(v)),
    z.number({ error: V.country }).refine((code) => COUNTRIES.some((c) => c.phone_code === code), V.country),
  ),
  city: optionalText(CITY_MAX),
  state: optionalText(ADDRESS_FIELD_MAX),
  postalCode: optionalText(POSTAL_CODE_MAX),
  formatted_address: optionalText(ADDRESS_FIELD_MAX),
});
export type AddressInput = z.output<typeof addressSchema>;

/** POST /check-name: name -> model.nameAvailability. */
export const checkNameSchema = z.object({ name: nicknameSchema });

/** POST /store/products: the public chef page by nickname (any case). */
export const storeProductsSchema = z.object({
  nickname: z.string({ error: requiredOr(V.required) }).pipe(
    z
      .string()
      .trim()
      .min(1, { error: V.required, abort: true })
      .max(NICKNAME_MAX * 4, V.tooLong),
  ),
});

/** POST /operator/chef-decision. Reject and suspend need a reason; every decision is audited. */
export const moderationDecisionSchema = z
  .object({
    userId: idSchema,
    action: z.enum(MODERATION_ACTIONS, { error: V.invalid }),
    reason: optionalText(REASON_MAX, { multiline: true }),
  })
  .refine((d) => !REASON_REQUIRED_ACTIONS.includes(d.action) || Boolean(d.reason), {
    message: V.reasonRequired,
    path: ['reason'],
    // Also when userId is bad, so the form shows both; not when action or reason themselves are bad.
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === 'action' || i.path?.[0] === 'reason'),
  });
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** GET /operator/chefs?q=&status=&page=0. */
export const chefListQuerySchema = z.object({
  q: optionalText(SEARCH_MAX),
  status: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(MERCHANT_STATUSES, { error: V.invalid }).optional(),
  ),
  page: pageSchema,
});
export type ChefListQuery = z.output<typeof chefListQuerySchema>;

/** GET /operator/audit-log?page=0. */
export const auditLogQuerySchema = z.object({ page: pageSchema });

// ---- The answers (model.*) of the profile and moderation calls ----

/** One country the profile offers (model.countries of /store/countries, model.userInfo.country). */
export const countryModel = z.object({
  phone_code: z.number().int(),
  country_name: z.string(),
  country_tag: z.string(),
});
export type Country = z.infer<typeof countryModel>;

/** model.userInfo of GET and POST /secure/user-info. */
export const userInfoModel = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  telegramNickname: z.string().nullable(),
  city: z.string().nullable(),
  country: countryModel,
  currencyUnit: z.literal(CURRENCY_UNIT),
  avatarUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoModel>;

/** model.merchantInfo (= model.legalInfo) of /secure/merchant-info; hourRate in cents, dates ISO. */
export const merchantInfoModel = z.object({
  valid: z.boolean(),
  status: z.enum(MERCHANT_STATUSES),
  statusReason: z.string().nullable(),
  hourRate: z.number().int(),
  kitchenType: z.array(kitchenTypeSchema),
  about: z.string().nullable(),
  personalTaxNumber: z.string().nullable(),
  govRegistryURL: z.string().nullable(),
  allowedInternetAddress: z.string().nullable(),
  /** The Stripe connected account (acct_...) payouts are transferred to, when Stripe is set up. */
  stripeAccountId: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /**
   * Changes of an approved chef waiting for an operator (decision 049); the fields above stay the approved
   * ones until then. Absent where the answer does not tell it.
   */
  pendingChange: pendingChefChangeModel.nullable().optional(),
});
export type MerchantInfo = z.infer<typeof merchantInfoModel>;

/** One item of model.address of /secure/address. */
export const profileAddressModel = z.object({
  id: z.number().int(),
  countryPhoneCode: z.number().int(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  formatted_address: z.string().nullable(),
});
export type ProfileAddress = z.infer<typeof profileAddressModel>;

/** model.nameAvailability of /check-name. */
export const nameAvailabilityModel = z.object({
  name: z.string(),
  available: z.boolean(),
});
export type NameAvailability = z.infer<typeof nameAvailabilityModel>;

/** A chef as the operator sees one (model.applications, model.chefs, model.chef). */
export const moderatedChefModel = userInfoModel.omit({ id: true, country: true, currencyUnit: true }).extend({
  userId: z.number().int(),
  address: profileAddressModel.nullable(),
  merchantInfo: merchantInfoModel,
  status: z.enum(MERCHANT_STATUSES),
  submittedAt: z.string(),
});
export type ModeratedChef = z.infer<typeof moderatedChefModel>;

/** model.merchant of POST /store/products: the public chef page. */
export const publicMerchantModel = z.object({
  ...publicChefFields,
  valid: z.boolean(),
  merchantInfo: z.object({
    hourRate: z.number().int(),
    kitchenType: z.array(kitchenTypeSchema),
    about: z.string().nullable(),
  }),
  /** The chef's rating (visible reviews), decision 028. */
  rating: chefRatingModel,
});
export type PublicMerchant = z.infer<typeof publicMerchantModel>;

/** One item of model.entries of /operator/audit-log. */
export const auditLogEntryModel = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  target: z.object({ id: z.number().int(), email: z.string(), nickname: z.string().nullable() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntryModel>;
