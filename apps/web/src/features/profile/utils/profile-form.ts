import { z } from 'zod';
import { centsFromEuroInput, eurosFromCents } from '@hearth/domain/money';
import {
  addressSchema,
  DEFAULT_COUNTRY_PHONE_CODE,
  hourRateCentsSchema,
  merchantInfoSchema,
  nicknameSchema,
  profilePhoneSchema,
  userInfoSchema,
  type MerchantInfo,
  type ProfileAddress,
  type UserInfo,
} from '@hearth/domain/profile';
import { V } from '@hearth/domain/messages';
import type { saveAddress, saveMerchantInfo, saveUserInfo } from '@hearth/domain/contracts/profile';
import type { CallInput } from '@/shared/api/contract-client.ts';

/** What the form holds: texts as typed, the hourly rate in euros, the kitchen types as a list. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  countryPhoneCode: string;
  city: string;
  state: string;
  postalCode: string;
  formatted_address: string;
  telegramNickname: string;
  phoneNumber: string;
  nickname: string;
  about: string;
  hourRate: string;
  kitchenType: string[];
  personalTaxNumber: string;
  govRegistryURL: string;
  allowedInternetAddress: string;
  stripeAccountId: string;
}

export type ProfileField = keyof ProfileFormValues;

/** The chef section's fields, in the order of the form. */
export const CHEF_FIELDS = [
  'phoneNumber',
  'nickname',
  'about',
  'hourRate',
  'kitchenType',
  'personalTaxNumber',
  'govRegistryURL',
  'allowedInternetAddress',
  'stripeAccountId',
] as const satisfies readonly ProfileField[];

/** Every field, in the order of the form (the first one with an error gets the focus). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'countryPhoneCode',
  'city',
  'state',
  'postalCode',
  'formatted_address',
  'telegramNickname',
  ...CHEF_FIELDS,
] as const satisfies readonly ProfileField[];

export function isChefField(name: ProfileField): boolean {
  return (CHEF_FIELDS as readonly string[]).includes(name);
}

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/** Euros typed in the form, checked by the domain's cents rule (positive, whole cents, not above the cap). */
const hourRateEurosSchema = z
  .string({ error: V.positiveNumber })
  .trim()
  .min(1, { error: V.required, abort: true })
  .transform((euros): unknown => centsFromEuroInput(euros))
  .pipe(hourRateCentsSchema);

// The domain's rules, field by field: the client shows what the server enforces
// (docs/architecture.md#the-web-app).
const generalShape = {
  firstName: userInfoSchema.shape.firstName,
  lastName: userInfoSchema.shape.lastName,
  telegramNickname: userInfoSchema.shape.telegramNickname,
  city: userInfoSchema.shape.city,
  countryPhoneCode: addressSchema.shape.countryPhoneCode,
  state: addressSchema.shape.state,
  postalCode: addressSchema.shape.postalCode,
  formatted_address: addressSchema.shape.formatted_address,
};

/** In chef mode phone and profile link are required (the server needs both saved before the chef section). */
const chefShape = {
  phoneNumber: profilePhoneSchema,
  nickname: nicknameSchema,
  about: merchantInfoSchema.shape.about,
  hourRate: hourRateEurosSchema,
  kitchenType: merchantInfoSchema.shape.kitchenType,
  personalTaxNumber: merchantInfoSchema.shape.personalTaxNumber,
  govRegistryURL: merchantInfoSchema.shape.govRegistryURL,
  allowedInternetAddress: merchantInfoSchema.shape.allowedInternetAddress,
  stripeAccountId: merchantInfoSchema.shape.stripeAccountId,
};

const generalSchema = z.object(generalShape);
const chefSchema = z.object({ ...generalShape, ...chefShape });

type ChefOutput = z.output<typeof chefSchema>;
/** The checked values: the chef section's only in chef mode. */
export type ProfileFormOutput = z.output<typeof generalSchema> &
  Partial<Omit<ChefOutput, keyof z.output<typeof generalSchema>>>;

/**
 * The form's schema: the chef fields are checked only in chef mode. The domain's
 * schemas take any input (a server receives anything); the form gives them its strings.
 */
export function profileFormSchema(chefMode: boolean): z.ZodType<ProfileFormOutput, ProfileFormValues> {
  return (chefMode ? chefSchema : generalSchema) as unknown as z.ZodType<
    ProfileFormOutput,
    ProfileFormValues
  >;
}

/**
 * The saved profile as the form's values. An approved chef's changes waiting for review (decision 049) show
 * as asked for: the form holds what the chef last saved, the public page the approved values.
 */
export function toFormValues(
  approvedUser: UserInfo,
  address: ProfileAddress | null,
  approvedMerchant: MerchantInfo | null,
): ProfileFormValues {
  const pending = approvedMerchant?.pendingChange?.changes ?? {};
  const userInfo = { ...approvedUser, ...pick(pending, ['nickname', 'firstName', 'lastName']) };
  const merchantInfo = approvedMerchant && {
    ...approvedMerchant,
    ...pick(pending, ['about', 'hourRate', 'kitchenType']),
  };
  return {
    firstName: userInfo.firstName ?? '',
    lastName: userInfo.lastName ?? '',
    countryPhoneCode: String(
      address?.countryPhoneCode ?? userInfo.country?.phone_code ?? DEFAULT_COUNTRY_PHONE_CODE,
    ),
    city: address?.city ?? userInfo.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    formatted_address: address?.formatted_address ?? '',
    telegramNickname: userInfo.telegramNickname ?? '',
    phoneNumber: userInfo.phoneNumber ?? '',
    nickname: userInfo.nickname ?? '',
    about: merchantInfo?.about ?? '',
    hourRate: merchantInfo ? eurosFromCents(merchantInfo.hourRate) : '',
    kitchenType: merchantInfo ? [...merchantInfo.kitchenType] : [],
    personalTaxNumber: merchantInfo?.personalTaxNumber ?? '',
    govRegistryURL: merchantInfo?.govRegistryURL ?? '',
    allowedInternetAddress: merchantInfo?.allowedInternetAddress ?? '',
    stripeAccountId: merchantInfo?.stripeAccountId ?? '',
  };
}

/** The given keys of an object that it has. */
function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]])) as Partial<
    Pick<T, K>
  >;
}

const text = (value: string | null | undefined) => value ?? '';

/** POST /secure/user-info: '' clears a field; phone and profile link only in chef mode (else unchanged). */
export function userInfoBody(values: ProfileFormOutput, chefMode: boolean): CallInput<typeof saveUserInfo> {
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    telegramNickname: text(values.telegramNickname),
    city: text(values.city),
    ...(chefMode ? { nickname: text(values.nickname), phoneNumber: text(values.phoneNumber) } : {}),
  };
}

/** POST /secure/address. */
export function addressBody(values: ProfileFormOutput): CallInput<typeof saveAddress> {
  return {
    countryPhoneCode: values.countryPhoneCode,
    city: text(values.city),
    state: text(values.state),
    postalCode: text(values.postalCode),
    formatted_address: text(values.formatted_address),
  };
}

/**
 * POST /secure/merchant-info: the hourly rate in cents, the kitchen types comma-separated. Only in chef mode,
 * whose form requires the rate.
 */
export function merchantInfoBody(values: ProfileFormOutput): CallInput<typeof saveMerchantInfo> {
  if (values.hourRate === undefined) throw new Error('The chef section is sent only in chef mode.');
  return {
    hourRate: values.hourRate,
    kitchenType: (values.kitchenType ?? []).join(','),
    about: text(values.about),
    personalTaxNumber: text(values.personalTaxNumber),
    govRegistryURL: text(values.govRegistryURL),
    allowedInternetAddress: text(values.allowedInternetAddress),
    stripeAccountId: text(values.stripeAccountId),
  };
}
