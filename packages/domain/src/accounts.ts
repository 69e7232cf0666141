import { z } from 'zod';
import { authorizedUserModel } from './api.ts';
import { V } from './messages.ts';
import { emailSchema, pinSchema } from './fields.ts';
import { PASSWORD_MAX, passwordSchema } from './validation.ts';

/**
 * Verified e-mail, passwords and sessions (docs/decisions/043): the request rules and the answers of the calls
 * the web's account screens use, shared by the server routes and the web forms.
 */

/** A session started by a pin, a reset or a confirmed registration proves the e-mail for this long. */
export const FRESH_PROOF_MINUTES = 10;

/** How a session began. */
export const AUTH_METHODS = ['password', 'pin', 'register', 'reset'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** What a password change needs: the current password, a pin mailed to the user, or nothing (fresh proof). */
export const PASSWORD_PROOFS = ['current-password', 'pin', 'none'] as const;
export type PasswordProof = (typeof PASSWORD_PROOFS)[number];

/** The password as typed at sign-in or confirmation: checked against the stored hash, not the strength rule. */
const typedPassword = z.string({ error: V.required }).min(1, V.required).max(PASSWORD_MAX, V.tooLong);

/** A form sends an empty field for an answer it did not give. */
const emptyIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /register-confirm: the registration's pin and the password chosen at registration. */
export const registerConfirmSchema = z.object({
  identityKey: emailSchema,
  password: typedPassword,
  pin: pinSchema,
});

/** POST /password-reset-request. */
export const passwordResetRequestSchema = z.object({ identityKey: emailSchema });

/** POST /password-reset: the reset pin and the new password (the registration's strength rule). */
export const passwordResetSchema = z.object({
  identityKey: emailSchema,
  pin: pinSchema,
  password: passwordSchema,
});

/** POST /secure/password: the new password and, as GET /secure/password asks, one proof. */
export const passwordChangeSchema = z.object({
  password: passwordSchema,
  currentPassword: z.preprocess(emptyIsAbsent, typedPassword.optional()),
  pin: z.preprocess(emptyIsAbsent, pinSchema.optional()),
});

/** POST /secure/session-end. */
export const sessionEndSchema = z.object({
  sessionId: z.string({ error: V.required }).trim().min(1, V.required).max(64, V.tooLong),
});

/** `model` of POST /pin-login: passwordRemoved when the pin reclaimed an unconfirmed registration. */
export const pinLoginModel = z.object({
  authorized: authorizedUserModel,
  passwordRemoved: z.boolean(),
});
export type PinLoginModel = z.infer<typeof pinLoginModel>;

/** `model` of GET /secure/password. */
export const passwordStateModel = z.object({
  hasPassword: z.boolean(),
  proof: z.enum(PASSWORD_PROOFS),
});
export type PasswordStateModel = z.infer<typeof passwordStateModel>;

/** One row of GET /secure/sessions; times in epoch seconds. */
export const sessionViewModel = z.object({
  /** The session's public id (never its token). */
  id: z.string(),
  /** A short label read from the user agent ("Chrome on Windows"), or "Unknown device". */
  device: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int(),
  method: z.enum(AUTH_METHODS),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewModel>;

/** `model` of GET /secure/sessions: the user's live sessions, the most recently used first. */
export const sessionsModel = z.object({ sessions: z.array(sessionViewModel) });
export type SessionsModel = z.infer<typeof sessionsModel>;
