import { z } from 'zod';
import { chefCoverModel, storeProductModel } from '../catalogue.ts';
import { MESSAGES } from '../messages.ts';
import {
  addressSchema,
  checkNameSchema,
  countryModel,
  merchantInfoModel,
  merchantInfoSchema,
  nameAvailabilityModel,
  profileAddressModel,
  publicMerchantModel,
  storeProductsSchema,
  userInfoModel,
  userInfoSchema,
} from '../profile.ts';
import { defineContract } from './contract.ts';

/**
 * The user's own profile / store form (/profile; decisions 016 and 017), the nickname check, the countries
 * and the public chef page. The writes change only the signed-in user's rows: ids come from the session.
 */

const profile = { resource: 'profile' } as const;

export const getUserInfo = defineContract({
  ...profile,
  name: 'getUserInfo',
  method: 'GET',
  path: '/secure/user-info',
  summary: "The signed-in user's personal data, country and avatar addresses.",
  roles: ['customer'],
  model: z.object({ userInfo: userInfoModel }),
  errors: [],
});

/**
 * A missing field is left as it is, '' clears it. Nickname, phone and Telegram must be nobody else's (409
 * with the fields). An approved chef's name and link changes wait for an operator (decision 049), said so.
 */
export const saveUserInfo = defineContract({
  ...profile,
  name: 'saveUserInfo',
  method: 'POST',
  path: '/secure/user-info',
  summary:
    "Saves the signed-in user's personal data; an approved chef's name and link changes wait for review.",
  roles: ['customer'],
  input: { body: userInfoSchema },
  model: z.object({ userInfo: userInfoModel }),
  errors: [],
  // A chef's name and city show on the marketplace and the dish pages; a change may wait for an operator.
  changes: ['catalogue', 'moderation'],
});

// merchantInfo and legalInfo are the same object: the spec's client reads either.
const merchantInfoAnswer = z.object({
  merchantInfo: merchantInfoModel.nullable(),
  legalInfo: merchantInfoModel.nullable(),
});

export const getMerchantInfo = defineContract({
  ...profile,
  name: 'getMerchantInfo',
  method: 'GET',
  path: '/secure/merchant-info',
  summary: "The signed-in user's chef section and its moderation status; null for a user who never applied.",
  roles: ['customer'],
  model: merchantInfoAnswer,
  errors: [],
});

/**
 * Any signed-in user may apply (it is how a customer becomes a chef), with a proved address (docs/decisions/043).
 * The first save, or a save after a rejection, submits the application; an approved chef's changes to the
 * moderated fields wait for an operator (decision 049).
 */
export const saveMerchantInfo = defineContract({
  ...profile,
  name: 'saveMerchantInfo',
  method: 'POST',
  path: '/secure/merchant-info',
  summary:
    "Saves the signed-in user's chef section: applies to be a chef, or changes an existing chef profile.",
  roles: ['customer'],
  verified: true,
  input: { body: merchantInfoSchema },
  model: z.object({ merchantInfo: merchantInfoModel, legalInfo: merchantInfoModel }),
  errors: [],
  // The rate and kitchens show on the marketplace and price time-based dishes; applications and changes
  // wait in the operators' queues.
  changes: ['catalogue', 'moderation'],
});

export const getAddress = defineContract({
  ...profile,
  name: 'getAddress',
  method: 'GET',
  path: '/secure/address',
  summary: "The signed-in user's address, as a list of at most one.",
  roles: ['customer'],
  model: z.object({ address: z.array(profileAddressModel) }),
  errors: [],
});

export const saveAddress = defineContract({
  ...profile,
  name: 'saveAddress',
  method: 'POST',
  path: '/secure/address',
  summary: "Creates or changes the signed-in user's one address and answers the list, as the GET does.",
  roles: ['customer'],
  input: { body: addressSchema },
  model: z.object({ address: z.array(profileAddressModel) }),
  errors: [],
});

/** A visitor may ask too; the signed-in user's own nickname counts as free. */
export const checkName = defineContract({
  ...profile,
  name: 'checkName',
  method: 'POST',
  path: '/check-name',
  summary: 'Whether a nickname (a chef page link) is free, in any case.',
  roles: ['visitor'],
  /** A question sent as a form: it only reads. */
  effect: 'read',
  input: { body: checkNameSchema },
  model: z.object({ nameAvailability: nameAvailabilityModel }),
  errors: [],
});

export const listCountries = defineContract({
  ...profile,
  name: 'listCountries',
  method: 'GET',
  path: '/store/countries',
  summary: 'The countries the profile offers (only Lithuania).',
  roles: ['visitor'],
  model: z.object({ countries: z.array(countryModel) }),
  errors: [],
});

/**
 * Anyone sees an approved chef; the chef and the operators see the page in any status (and the inactive
 * dishes); everyone else gets "chef not found", as for an unknown nickname.
 */
export const getStore = defineContract({
  ...profile,
  name: 'getStore',
  method: 'POST',
  path: '/store/products',
  /** A page read sent as a form: it only reads. */
  effect: 'read',
  summary: "A chef's public page by nickname (any case): the chef, the rating and the dishes, newest first.",
  roles: ['visitor'],
  input: { body: storeProductsSchema },
  /** `cover`: which dish photo covers the chef's marketplace card, so the chef's own page can mark it. */
  model: z.object({
    merchant: publicMerchantModel,
    products: z.array(storeProductModel),
    cover: chefCoverModel,
  }),
  errors: [MESSAGES.chefNotFound],
});
