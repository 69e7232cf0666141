import { z } from 'zod';
import { emailSchema, PHONE_MAX_DIGITS, pinSchema } from './fields.ts';
import { V } from './messages.ts';

/**
 * Every validation rule of the account forms (decision 006), used by the web forms and the server routes alike.
 * Messages are translation keys (forms.validation.*), so both sides show the same words.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The message keys live in messages.ts, which has no zod: the web app's first page needs them, not zod.
export { V };

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, V.required)
  .max(PASSWORD_MAX, V.tooLong)
  .refine((pw) => isStrongPassword(pw), V.passwordRule);

export function isStrongPassword(pw: string): boolean {
  return pw.length >= PASSWORD_MIN && /[a-z]/.test(pw) && /[A-Z]/.test(pw) && /\d/.test(pw);
}

/** The form strips every non-digit and cuts to 15 digits (decision 017). */
export function normalizePhoneInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** POST /pw-login: identityKey, password, type=email. */
export const passwordLoginSchema = z.object({
  identityKey: emailSchema,
  password: z.string({ error: V.required }).min(1, V.required).max(PASSWORD_MAX, V.tooLong),
  type: z.literal('email', { error: V.invalid }).optional().default('email'),
});

/** POST /register: identityKey, type=email, password. */
export const registerSchema = z.object({
  identityKey: emailSchema,
  password: passwordSchema,
  type: z.literal('email', { error: V.invalid }).optional().default('email'),
});

/** POST /one-time-pin: identityKey. */
export const pinRequestSchema = z.object({ identityKey: emailSchema });

/** POST /pin-login: identityKey, pin. */
export const pinLoginSchema = z.object({ identityKey: emailSchema, pin: pinSchema });

/** The older /login screen sends login and pw (decision 006). */
export const legacyLoginSchema = z.object({ login: emailSchema, pw: pinSchema });

/** Registration form with confirmation (web only; the server checks the password alone). */
export const registerFormSchema = z
  .object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: V.passwordMismatch,
    path: ['confirmPassword'],
  });

/** A new password typed twice (the web's registration steps; the server checks the password alone). */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: V.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Order ids are the database's integer ids, sent as digits. */
export const orderIdSchema = z
  .string({ error: V.orderIdRequired })
  .trim()
  .min(1, { error: V.orderIdRequired, abort: true })
  .regex(/^\d{1,18}$/, V.invalid);

/** POST /store/order-relation-request: orderId, email (decision 021). */
export const orderRelationRequestSchema = z.object({ orderId: orderIdSchema, email: emailSchema });

/** POST /store/relate-order-to-user: orderId, email, pin. */
export const relateOrderSchema = z.object({ orderId: orderIdSchema, email: emailSchema, pin: pinSchema });

/** Flattens zod issues into the envelope's fieldErrors: { field: [message] }. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = (out[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
