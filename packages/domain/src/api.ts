import type { Role } from './constants.ts';

/** Every answer of the API has this shape (decision 008). */
export interface Envelope<M = Record<string, unknown>> {
  success: boolean;
  messages: { message: string }[];
  model?: M;
  fieldErrors?: Record<string, string[]>;
}

/** `model.authorized` of /pw-login, /register, /pin-login, /secure/profile (decision 006). */
export interface AuthorizedUser {
  id: number;
  identityKey: string;
  role: Role;
  identityType: 'email';
  userInfo: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    nickname: string | null;
  };
  legalInfo: { valid: boolean };
}

export interface AuthorizedModel {
  authorized: AuthorizedUser;
}

/** One mail as GET /dev/mailbox answers it in JSON (development only; the e2e tests read pins from `text`). */
export interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  template: string;
  createdAt: string;
  sentAt: string | null;
}
