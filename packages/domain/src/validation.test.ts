import { describe, expect, it } from 'vitest';
import { emailSchema, phoneSchema, pinSchema } from './fields.ts';
import {
  isStrongPassword,
  normalizePhoneInput,
  orderRelationRequestSchema,
  passwordConfirmationSchema,
  passwordSchema,
  registerFormSchema,
  toFieldErrors,
  V,
} from './validation.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('e-mail', () => {
  it('accepts a plain address, trims and lower-cases it', () => {
    expect(emailSchema.parse('  Ana.Kaz@Example.LT ')).toBe('ana.kaz@example.lt');
  });
  it.each(['', '   '])('requires a value (%j)', (value) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(V.required);
  });
  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com'])('refuses %j', (value) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(V.email);
  });
  it('refuses a non-string', () => {
    expect(firstMessage(emailSchema.safeParse(42))).toBe(V.required);
  });
  it('refuses an address longer than 254 characters', () => {
    expect(firstMessage(emailSchema.safeParse(`${'a'.repeat(250)}@x.lt`))).toBe(V.tooLong);
  });
});

describe('password', () => {
  it.each(['Abcdefg1', 'Zz345678', 'lower UPPER 9'])('accepts %j', (pw) => {
    expect(passwordSchema.safeParse(pw).success).toBe(true);
  });
  it.each([
    ['Abcdef1', 'seven characters'],
    ['abcdefg1', 'no uppercase'],
    ['ABCDEFG1', 'no lowercase'],
    ['Abcdefgh', 'no digit'],
  ])('refuses %j (%s)', (pw) => {
    expect(isStrongPassword(pw)).toBe(false);
    expect(firstMessage(passwordSchema.safeParse(pw))).toBe(V.passwordRule);
  });
  it('requires a value', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(V.required);
  });
  it('the registration form requires the confirmation to match', () => {
    const result = registerFormSchema.safeParse({
      email: 'a@b.lt',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual({ confirmPassword: [V.passwordMismatch] });
  });
});

describe('phone', () => {
  it('strips every non-digit and cuts to 15 digits', () => {
    expect(normalizePhoneInput('+370 (612) 34-567')).toBe('37061234567');
    expect(normalizePhoneInput('1234567890123456789')).toBe('123456789012345');
  });
  it.each([
    ['1234567', '1234567'],
    ['370612345678901', '370612345678901'],
    ['9000000', '9000000'],
    ['+370 600 00000', '37060000000'],
    ['+370 (612) 34-567', '37061234567'],
    ['+37061234567', '37061234567'],
    [' 370.612.34567 ', '37061234567'],
  ])('accepts %j as %j', (phone, digits) => {
    expect(phoneSchema.parse(phone)).toBe(digits);
  });
  it.each([
    ['123456', 'six digits'],
    ['1234567890123456', 'sixteen digits'],
    ['0612345678', 'starts with 0'],
    ['37061a2345', 'a letter'],
    ['370+61234567', 'a plus sign inside'],
    ['370#61234567', 'another sign'],
    ['+', 'formatting only'],
  ])('refuses %j (%s)', (phone) => {
    expect(firstMessage(phoneSchema.safeParse(phone))).toBe(V.phone);
  });
});

describe('pin', () => {
  it('accepts six digits only', () => {
    expect(pinSchema.safeParse('012345').success).toBe(true);
    expect(firstMessage(pinSchema.safeParse('12345'))).toBe(V.pin);
    expect(firstMessage(pinSchema.safeParse('1234567'))).toBe(V.pin);
    expect(firstMessage(pinSchema.safeParse('12345a'))).toBe(V.pin);
  });
});

describe('password confirmation', () => {
  it('accepts a strong password typed twice', () => {
    expect(
      passwordConfirmationSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success,
    ).toBe(true);
  });
  it('reports a mismatch on confirmPassword', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg' });
    expect(toFieldErrors(result.error!)).toEqual({ confirmPassword: [V.passwordMismatch] });
  });
});

describe('order linking', () => {
  it('requires the order id', () => {
    const result = orderRelationRequestSchema.safeParse({ orderId: ' ', email: 'a@b.lt' });
    expect(toFieldErrors(result.error!)).toEqual({ orderId: [V.orderIdRequired] });
  });
  it('accepts digits only as the order id', () => {
    expect(orderRelationRequestSchema.safeParse({ orderId: '42', email: 'a@b.lt' }).success).toBe(true);
    expect(firstMessage(orderRelationRequestSchema.safeParse({ orderId: '4x', email: 'a@b.lt' }))).toBe(
      V.invalid,
    );
  });
});
