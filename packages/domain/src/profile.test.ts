import { describe, expect, it } from 'vitest';
import { KITCHEN_TYPES } from './constants.ts';
import {
  idSchema,
  isKitchenType,
  MERCHANT_STATUSES,
  pageSchema,
  parseKitchenTypes,
  REASON_MAX,
  urlSchema,
} from './fields.ts';
import {
  addressSchema,
  auditLogQuerySchema,
  availableActions,
  canModerate,
  chefListQuerySchema,
  checkNameSchema,
  deriveNickname,
  HOUR_RATE_MAX_CENTS,
  hourRateCentsSchema,
  kitchenTypesSchema,
  merchantInfoSchema,
  MODERATION_ACTIONS,
  moderationDecisionSchema,
  nextMerchantStatus,
  nicknameSchema,
  profilePhoneSchema,
  statusAfterChefSave,
  storeProductsSchema,
  telegramNicknameSchema,
  userInfoSchema,
} from './profile.ts';
import { toFieldErrors, V } from './validation.ts';
import type { z } from 'zod';

/** The field errors of a failed parse ({} when it passes), as the server sends them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
}

/** The messages of a single-value schema; [] when the value passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return errorsOf(schema, value)._ ?? [];
}

describe('nickname (profile link)', () => {
  it.each(['ana', 'rutakazlauskiene', 'Chef_Ana-2', 'a.b', 'x'.repeat(50), '007'])('accepts %j', (v) => {
    expect(nicknameSchema.parse(v)).toBe(v);
  });
  it('trims it', () => {
    expect(nicknameSchema.parse('  ana  ')).toBe('ana');
  });
  it.each([
    ['', V.profileLinkRequired],
    ['   ', V.profileLinkRequired],
    [undefined, V.profileLinkRequired],
    [null, V.profileLinkRequired],
    ['ab', V.profileLinkMinLength],
    [' ab ', V.profileLinkMinLength],
    ['x'.repeat(51), V.profileLinkMaxLength],
    ['ana maria', V.profileLinkFormat],
    ['rūta', V.profileLinkFormat],
    ['ana/../x', V.profileLinkFormat],
    ['...', V.profileLinkFormat],
    ['-ana', V.profileLinkFormat],
    ['ana.', V.profileLinkFormat],
    ['ana?x=1', V.profileLinkFormat],
    ['<b>ana</b>', V.profileLinkFormat],
    [['ana', 'bob'], V.invalid],
    [42, V.invalid],
    ['countries', V.nameNotAvailable],
    ['Products', V.nameNotAvailable],
  ])('refuses %j with one message: %s', (value, message) => {
    expect(messagesOf(nicknameSchema, value)).toEqual([message]);
  });
});

describe('deriveNickname', () => {
  it.each([
    ['Rūta', 'Kazlauskienė', 'rutakazlauskiene'],
    ['Ana Marija', "O'Neil", 'anamarijaoneil'],
    ['Žydrūnas', 'Čepulis 2', 'zydrunascepulis2'],
    ['', '', ''],
  ])('%s %s -> %s', (first, last, nickname) => {
    expect(deriveNickname(first, last)).toBe(nickname);
  });
  it('cuts to 50 characters, so the result fits the rule', () => {
    const nickname = deriveNickname('a'.repeat(40), 'b'.repeat(40));
    expect(nickname).toHaveLength(50);
    expect(nicknameSchema.safeParse(nickname).success).toBe(true);
  });
});

describe('phone (profile form)', () => {
  it.each([
    ['37061234567', '37061234567'],
    ['+370 (612) 34-567', '37061234567'],
    ['1234567', '1234567'],
    ['123456789012345', '123456789012345'],
  ])('accepts %j as %j', (value, digits) => {
    expect(profilePhoneSchema.parse(value)).toBe(digits);
  });
  it.each([
    ['123456', 'six digits'],
    ['1234567890123456', 'sixteen digits: refused, never cut'],
    ['0612345678', 'starts with 0'],
    ['3706l234567', 'a letter'],
    ['phone', 'no digits'],
    ['370#61234567', 'another sign'],
  ])('refuses %j (%s)', (value) => {
    expect(messagesOf(profilePhoneSchema, value)).toEqual([V.phone]);
  });
});

describe('URL', () => {
  it.each(['http://registry.lt', 'https://www.registrucentras.lt/p/123?x=1', 'HTTPS://A.LT'])(
    'accepts %j',
    (v) => {
      expect(urlSchema.safeParse(v).success).toBe(true);
    },
  );
  it.each([
    'registry.lt',
    'ftp://registry.lt',
    'javascript:alert(1)',
    'http://',
    'https:// spaced.lt',
    'http:/one-slash.lt',
    'mailto:a@b.lt',
  ])('refuses %j', (v) => {
    expect(messagesOf(urlSchema, v)).toEqual([V.url]);
  });
  it('refuses a too long address', () => {
    expect(messagesOf(urlSchema, `https://a.lt/${'x'.repeat(500)}`)).toEqual([V.tooLong]);
  });
});

describe('telegram nickname', () => {
  it.each([
    ['ana_chef', 'ana_chef'],
    ['@AnaChef', 'AnaChef'],
    [' anach ', 'anach'],
    [`a${'b'.repeat(31)}`, `a${'b'.repeat(31)}`],
  ])('accepts %j as %j', (value, stored) => {
    expect(telegramNicknameSchema.parse(value)).toBe(stored);
  });
  it.each(['anna', '1anachef', 'ana-chef', 'ana chef', `a${'b'.repeat(32)}`, '@', '@@anachef'])(
    'refuses %j',
    (value) => {
      expect(messagesOf(telegramNicknameSchema, value)).toEqual([V.telegramNickname]);
    },
  );
});

describe('hour rate (cents)', () => {
  it.each([
    [1, 1],
    ['1200', 1200],
    [' 950 ', 950],
    [HOUR_RATE_MAX_CENTS, HOUR_RATE_MAX_CENTS],
  ])('accepts %j as %d cents', (value, cents) => {
    expect(hourRateCentsSchema.parse(value)).toBe(cents);
  });
  it.each([
    [0, V.positiveNumber],
    ['0', V.positiveNumber],
    [-500, V.positiveNumber],
    ['-1.5', V.positiveNumber],
    ['12.5', V.invalid],
    [0.5, V.invalid],
    [HOUR_RATE_MAX_CENTS + 1, V.tooHigh],
    ['99999999', V.tooHigh],
    ['abc', V.positiveNumber],
    ['0x10', V.positiveNumber],
    ['1e3', V.positiveNumber],
    [['500'], V.positiveNumber],
    [true, V.positiveNumber],
    [Number.NaN, V.positiveNumber],
    [Number.POSITIVE_INFINITY, V.positiveNumber],
  ])('refuses %j with %s', (value, message) => {
    expect(messagesOf(hourRateCentsSchema, value)).toEqual([message]);
  });
  it.each([undefined, '', '  '])('a missing value (%j) is required', (value) => {
    expect(messagesOf(hourRateCentsSchema, value)).toEqual([V.positiveNumber]);
    // The server turns a message on a missing field into `required`; the form shows it as required too.
  });
});

describe('kitchen types', () => {
  it('parses a comma-separated string or a list', () => {
    expect(parseKitchenTypes('grill, vegan,,pizza ')).toEqual(['grill', 'vegan', 'pizza']);
    expect(parseKitchenTypes(['grill', ' vegan ', 3, ''])).toEqual(['grill', 'vegan']);
    expect(parseKitchenTypes(undefined)).toEqual([]);
    expect(parseKitchenTypes({ a: 1 })).toEqual([]);
  });
  it('knows the spec list (with its spelling "backery")', () => {
    expect(KITCHEN_TYPES.every(isKitchenType)).toBe(true);
    expect(isKitchenType('backery')).toBe(true);
    expect(isKitchenType('bakery')).toBe(false);
  });
  it.each([
    ['grill', ['grill']],
    ['grill,vegan,pizza', ['grill', 'vegan', 'pizza']],
    [
      ['french', 'asian'],
      ['french', 'asian'],
    ],
    ['grill,grill,vegan,vegan', ['grill', 'vegan']],
  ])('accepts %j', (value, list) => {
    expect(kitchenTypesSchema.parse(value)).toEqual(list);
  });
  it.each([
    ['', V.kitchenTypeRequired],
    [undefined, V.kitchenTypeRequired],
    [[], V.kitchenTypeRequired],
    [' , ', V.kitchenTypeRequired],
    ['grill,vegan,pizza,french', V.kitchenTypeMax],
    ['grill,sushi', V.selectValidKitchenType],
    ['Grill', V.selectValidKitchenType],
    ['bakery', V.selectValidKitchenType],
  ])('refuses %j with %s', (value, message) => {
    expect(messagesOf(kitchenTypesSchema, value)).toEqual([message]);
  });
});

describe('user info (POST /secure/user-info)', () => {
  it('keeps missing fields out (unchanged) and turns blanks into null (cleared)', () => {
    expect(
      userInfoSchema.parse({ firstName: ' Ana ', lastName: '', nickname: '  ', city: 'Vilnius' }),
    ).toEqual({
      firstName: 'Ana',
      lastName: null,
      nickname: null,
      city: 'Vilnius',
    });
  });
  it('normalises the phone and the telegram nickname', () => {
    expect(userInfoSchema.parse({ phoneNumber: '+370 612 34567', telegramNickname: '@ana_chef' })).toEqual({
      phoneNumber: '37061234567',
      telegramNickname: 'ana_chef',
    });
  });
  it('drops fields the client may not set', () => {
    const parsed = userInfoSchema.parse({
      id: 7,
      userId: 7,
      role: 'ADMIN',
      valid: true,
      email: 'x@y.lt',
      status: 'approved',
      firstName: 'Ana',
    });
    expect(parsed).toEqual({ firstName: 'Ana' });
  });
  it('reports every bad field with its own message', () => {
    expect(
      errorsOf(userInfoSchema, {
        firstName: 'x'.repeat(101),
        lastName: ['a', 'b'],
        nickname: 'ab',
        phoneNumber: '12',
        telegramNickname: 'ab',
        city: 'Vil\nnius',
      }),
    ).toEqual({
      firstName: [V.tooLong],
      lastName: [V.invalid],
      nickname: [V.profileLinkMinLength],
      phoneNumber: [V.phone],
      telegramNickname: [V.telegramNickname],
      city: [V.invalid],
    });
  });
  it.each(['Ana\u0000', 'Ana\r\nBcc: x@y.lt', 'Ana\u0007', 'Ana\u0085'])(
    'refuses control characters in a name (%j)',
    (firstName) => {
      expect(errorsOf(userInfoSchema, { firstName })).toEqual({ firstName: [V.invalid] });
    },
  );
  it('accepts names in any script, with diacritics', () => {
    expect(userInfoSchema.parse({ firstName: 'Žydrūnė', lastName: "Ó'Brien-Łukasz" })).toEqual({
      firstName: 'Žydrūnė',
      lastName: "Ó'Brien-Łukasz",
    });
  });
});

describe('merchant info (POST /secure/merchant-info)', () => {
  const good = { hourRate: '1200', kitchenType: 'grill,vegan' };
  it('accepts the chef section with the optional fields missing, blank or set', () => {
    expect(merchantInfoSchema.parse(good)).toEqual({ hourRate: 1200, kitchenType: ['grill', 'vegan'] });
    expect(
      merchantInfoSchema.parse({
        ...good,
        about: '  Line one\nLine two  ',
        personalTaxNumber: '',
        govRegistryURL: 'https://registry.lt/1',
        allowedInternetAddress: '',
      }),
    ).toEqual({
      hourRate: 1200,
      kitchenType: ['grill', 'vegan'],
      about: 'Line one\nLine two',
      personalTaxNumber: null,
      govRegistryURL: 'https://registry.lt/1',
      allowedInternetAddress: null,
    });
  });
  it('requires the hour rate and the kitchen types', () => {
    expect(errorsOf(merchantInfoSchema, {})).toEqual({
      hourRate: [V.positiveNumber],
      kitchenType: [V.kitchenTypeRequired],
    });
  });
  it('reports bad URLs and a too long about', () => {
    expect(
      errorsOf(merchantInfoSchema, {
        ...good,
        about: 'x'.repeat(2001),
        govRegistryURL: 'registry.lt',
        allowedInternetAddress: 'javascript:alert(1)',
      }),
    ).toEqual({ about: [V.tooLong], govRegistryURL: [V.url], allowedInternetAddress: [V.url] });
  });
  it('drops status, valid and userId', () => {
    expect(merchantInfoSchema.parse({ ...good, status: 'approved', valid: true, userId: 1 })).toEqual({
      hourRate: 1200,
      kitchenType: ['grill', 'vegan'],
    });
  });
});

describe('address (POST /secure/address)', () => {
  it.each([undefined, '', '370', 370])('country code %j is Lithuania', (countryPhoneCode) => {
    expect(addressSchema.parse({ countryPhoneCode }).countryPhoneCode).toBe(370);
  });
  it.each(['371', 1, 'LT', ['370']])('refuses the country %j', (countryPhoneCode) => {
    expect(errorsOf(addressSchema, { countryPhoneCode })).toEqual({ countryPhoneCode: [V.country] });
  });
  it('trims, clears blanks and limits lengths', () => {
    expect(
      addressSchema.parse({
        city: ' Kaunas ',
        state: '',
        postalCode: 'LT-44280',
        formatted_address: 'Laisvės al. 1',
      }),
    ).toEqual({
      countryPhoneCode: 370,
      city: 'Kaunas',
      state: null,
      postalCode: 'LT-44280',
      formatted_address: 'Laisvės al. 1',
    });
    expect(errorsOf(addressSchema, { postalCode: '1'.repeat(21) })).toEqual({ postalCode: [V.tooLong] });
  });
});

describe('check-name and store page inputs', () => {
  it('checks a name with the nickname rule', () => {
    expect(checkNameSchema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana' });
    expect(errorsOf(checkNameSchema, { name: 'a' })).toEqual({ name: [V.profileLinkMinLength] });
    expect(errorsOf(checkNameSchema, {})).toEqual({ name: [V.profileLinkRequired] });
  });
  it('looks a store up by any non-empty nickname', () => {
    expect(storeProductsSchema.parse({ nickname: ' Ana ' })).toEqual({ nickname: 'Ana' });
    expect(errorsOf(storeProductsSchema, { nickname: '' })).toEqual({ nickname: [V.required] });
    expect(errorsOf(storeProductsSchema, { nickname: ['a'] })).toEqual({ nickname: [V.invalid] });
    expect(errorsOf(storeProductsSchema, { nickname: 'x'.repeat(201) })).toEqual({ nickname: [V.tooLong] });
  });
});

describe('moderation', () => {
  it('allows exactly the transitions of the contract', () => {
    const table = Object.fromEntries(
      MERCHANT_STATUSES.map((status) => [
        status,
        Object.fromEntries(MODERATION_ACTIONS.map((action) => [action, nextMerchantStatus(status, action)])),
      ]),
    );
    expect(table).toEqual({
      pending: { approve: 'approved', reject: 'rejected', suspend: null, reinstate: null },
      approved: { approve: null, reject: null, suspend: 'suspended', reinstate: null },
      rejected: { approve: 'approved', reject: null, suspend: null, reinstate: null },
      suspended: { approve: null, reject: null, suspend: null, reinstate: 'approved' },
    });
    expect(availableActions('pending')).toEqual(['approve', 'reject']);
    expect(availableActions('approved')).toEqual(['suspend']);
  });

  it('submits on the first save and after a rejection, keeps the status otherwise', () => {
    expect(statusAfterChefSave(null)).toEqual({ status: 'pending', submitted: true });
    expect(statusAfterChefSave('rejected')).toEqual({ status: 'pending', submitted: true });
    expect(statusAfterChefSave('pending')).toEqual({ status: 'pending', submitted: false });
    expect(statusAfterChefSave('approved')).toEqual({ status: 'approved', submitted: false });
    expect(statusAfterChefSave('suspended')).toEqual({ status: 'suspended', submitted: false });
  });

  it('lets operators and admins moderate, nobody else', () => {
    expect(canModerate('OPERATOR')).toBe(true);
    expect(canModerate('ADMIN')).toBe(true);
    expect(canModerate('CUSTOMER')).toBe(false);
    expect(canModerate('operator')).toBe(false);
    expect(canModerate(undefined)).toBe(false);
  });

  it.each([
    [
      { userId: '5', action: 'approve' },
      { userId: 5, action: 'approve' },
    ],
    [
      { userId: 5, action: 'approve', reason: 'Looks good' },
      { userId: 5, action: 'approve', reason: 'Looks good' },
    ],
    [
      { userId: '5', action: 'reject', reason: ' No photo ' },
      { userId: 5, action: 'reject', reason: 'No photo' },
    ],
    [
      { userId: '5', action: 'suspend', reason: 'Line one\nline two' },
      { userId: 5, action: 'suspend', reason: 'Line one\nline two' },
    ],
    [
      { userId: '5', action: 'reinstate', reason: '' },
      { userId: 5, action: 'reinstate', reason: null },
    ],
  ])('accepts the decision %j', (input, parsed) => {
    expect(moderationDecisionSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    [{ userId: '5', action: 'reject' }, { reason: [V.reasonRequired] }],
    [{ userId: '5', action: 'suspend', reason: '   ' }, { reason: [V.reasonRequired] }],
    [{ userId: '5', action: 'reject', reason: 'x'.repeat(REASON_MAX + 1) }, { reason: [V.tooLong] }],
    [{ userId: '5', action: 'delete' }, { action: [V.invalid] }],
    [{ userId: 'abc', action: 'approve' }, { userId: [V.invalid] }],
    [{ userId: '0', action: 'approve' }, { userId: [V.invalid] }],
    [{ userId: '1.5', action: 'approve' }, { userId: [V.invalid] }],
    [{ userId: '99999999999', action: 'approve' }, { userId: [V.invalid] }],
    [{ action: 'reject' }, { userId: [V.invalid], reason: [V.reasonRequired] }],
  ])('refuses the decision %j', (input, fieldErrors) => {
    expect(errorsOf(moderationDecisionSchema, input)).toEqual(fieldErrors);
  });

  it('reads ids and pages as whole numbers in range', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(pageSchema.parse(undefined)).toBe(0);
    expect(pageSchema.parse('')).toBe(0);
    expect(pageSchema.parse('3')).toBe(3);
    for (const bad of ['-1', '1.5', 'x', ['1'], '1000001']) {
      expect(messagesOf(pageSchema, bad), String(bad)).toEqual([V.invalid]);
    }
  });

  it('reads the chef list query', () => {
    expect(chefListQuerySchema.parse({})).toEqual({ page: 0 });
    expect(chefListQuerySchema.parse({ q: ' Ana ', status: 'pending', page: '2' })).toEqual({
      q: 'Ana',
      status: 'pending',
      page: 2,
    });
    expect(chefListQuerySchema.parse({ q: '', status: '' })).toEqual({ q: null, page: 0 });
    expect(errorsOf(chefListQuerySchema, { status: 'gone', q: 'x'.repeat(101) })).toEqual({
      status: [V.invalid],
      q: [V.tooLong],
    });
    expect(auditLogQuerySchema.parse({ page: '1' })).toEqual({ page: 1 });
  });
});
