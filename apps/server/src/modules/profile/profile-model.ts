import type { KitchenType } from '@hearth/domain/constants';
import {
  COUNTRIES,
  CURRENCY_UNIT,
  type MerchantInfo,
  type ProfileAddress,
  type PublicMerchant,
  type UserInfo,
} from '@hearth/domain/profile';
import type { ChefRating } from '@hearth/domain/reviews';
import { avatarUrls } from '../files/avatar-urls.ts';
import type { AddressRecord, MerchantRecord, UserRecord } from './profile-repository.ts';

/**
 * Rows to the answers of the contract (model.userInfo, model.merchantInfo, model.address, model.merchant).
 * Pure functions, shared with the moderation module, which shows the same chef the same way.
 */

export function toUserInfo(user: UserRecord, address: AddressRecord | undefined): UserInfo {
  const country = COUNTRIES.find((c) => c.phone_code === address?.countryPhoneCode) ?? COUNTRIES[0];
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    phoneNumber: user.phoneNumber,
    telegramNickname: user.telegramNickname,
    city: user.city,
    country,
    currencyUnit: CURRENCY_UNIT,
    ...avatarUrls(user),
  };
}

export function toMerchantInfo(merchant: MerchantRecord): MerchantInfo {
  return {
    valid: merchant.status === 'approved',
    status: merchant.status,
    statusReason: merchant.statusReason,
    hourRate: merchant.hourRateCents,
    kitchenType: merchant.kitchenTypes as KitchenType[],
    about: merchant.about,
    personalTaxNumber: merchant.personalTaxNumber,
    govRegistryURL: merchant.govRegistryUrl,
    allowedInternetAddress: merchant.allowedInternetAddress,
    stripeAccountId: merchant.stripeAccountId,
    submittedAt: merchant.submittedAt.toISOString(),
    decidedAt: merchant.decidedAt?.toISOString() ?? null,
  };
}

export function toAddress(address: AddressRecord): ProfileAddress {
  return {
    id: address.id,
    countryPhoneCode: address.countryPhoneCode,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    formatted_address: address.formattedAddress,
  };
}

/** The public chef page: no e-mail, phone, tax number or moderation details. */
export function toPublicMerchant(
  user: UserRecord,
  merchant: MerchantRecord,
  rating: ChefRating,
): PublicMerchant {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    storeName: user.nickname ?? '',
    about: merchant.about,
    city: user.city,
    ...avatarUrls(user),
    valid: merchant.status === 'approved',
    merchantInfo: {
      hourRate: merchant.hourRateCents,
      kitchenType: merchant.kitchenTypes as KitchenType[],
      about: merchant.about,
    },
    rating,
  };
}

/** How an e-mail names a person: the full name when known, else the e-mail. */
export function displayName(user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}
