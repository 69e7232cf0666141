import { z } from 'zod';
import { ROLES } from './constants.ts';

/** Every answer of the API has this shape (decision 008). */
export interface Envelope<M = Record<string, unknown>> {
  success: boolean;
  messages: { message: string }[];
  model?: M;
  fieldErrors?: Record<string, string[]>;
}

/** The envelope as a schema, around a model (the API reference documents every answer with it). */
export function envelopeModel<M extends z.ZodType>(model?: M) {
  return z.object({
    success: z.boolean(),
    messages: z.array(z.object({ message: z.string() })),
    ...(model ? { model: model.optional() } : {}),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  });
}

/** `model.authorized` of /pw-login, /register, /pin-login, /secure/profile (decision 006). */
export const authorizedUserModel = z.object({
  id: z.number().int(),
  identityKey: z.string(),
  role: z.enum(ROLES),
  identityType: z.literal('email'),
  userInfo: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nickname: z.string().nullable(),
    /** The user's picture in the header (GET /repository/users/{id}/thumbnail.jpg?v=), null without one. */
    thumbnailUrl: z.string().nullable(),
  }),
  legalInfo: z.object({ valid: z.boolean() }),
});
export type AuthorizedUser = z.infer<typeof authorizedUserModel>;

export const authorizedModel = z.object({ authorized: authorizedUserModel });
export type AuthorizedModel = z.infer<typeof authorizedModel>;

/** One mail as GET /dev/mailbox answers it in JSON (development only; the e2e tests read pins from `text`). */
export const devMailModel = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.string(),
  template: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type DevMail = z.infer<typeof devMailModel>;
