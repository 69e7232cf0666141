import { z } from 'zod';
import {
  DEFAULT_SIGN_IN_SOURCE,
  isSignInSource,
  type Role,
  type SignInSource,
} from '@hearth/domain/constants';
import { emailSchema, pinSchema } from '@hearth/domain/fields';
import { passwordConfirmationSchema, passwordLoginSchema } from '@hearth/domain/validation';
import { RETURN_TO_PARAM } from '@/shared/session/return-to.ts';

export function parseSignInSource(value: string | null): SignInSource {
  return isSignInSource(value) ? value : DEFAULT_SIGN_IN_SOURCE;
}

/** Texts of the sign-in page by source: i18n keys. */
export interface SourceTexts {
  title: string;
  lead: string;
  emailSubmit: string;
  secretSubmit: string;
}

export function sourceTexts(source: SignInSource, chefProfile: boolean): SourceTexts {
  switch (source) {
    case 'regular_registration':
      return {
        title: chefProfile ? 'signIn.titles.chefRegistration' : 'signIn.titles.registration',
        lead: chefProfile ? 'signIn.leads.chefRegistration' : 'signIn.leads.registration',
        emailSubmit: 'common.continue',
        secretSubmit: 'signIn.register',
      };
    case 'regular_login':
      return {
        title: 'signIn.titles.login',
        lead: 'signIn.leads.login',
        emailSubmit: 'common.continue',
        secretSubmit: 'signIn.logIn',
      };
    case 'one_time_pin':
      return {
        title: 'signIn.titles.pin',
        lead: 'signIn.leads.pin',
        emailSubmit: 'signIn.sendPin',
        secretSubmit: 'signIn.logIn',
      };
    case 'order_linking':
      return {
        title: 'signIn.titles.orderLinking',
        lead: 'signIn.leads.orderLinking',
        emailSubmit: 'signIn.sendPin',
        secretSubmit: 'signIn.linkOrder',
      };
  }
}

/** The address of another sign-in mode, keeping the chef intent and the page to come back to. */
export function signInPath(
  source: SignInSource,
  chefProfile: boolean,
  returnTo: string | null = null,
): string {
  const params = new URLSearchParams({ source });
  if (chefProfile) params.set('chefProfile', 'true');
  if (returnTo) params.set(RETURN_TO_PARAM, returnTo);
  return `/signin?${params.toString()}`;
}

/**
 * Post-login redirect (docs/product.md#roles): back to the page that asked for the login (a checked
 * `returnTo`), else chef mode, else by role.
 */
export function postLoginPath(options: {
  role: Role | string;
  chefProfile: boolean;
  freshRegistration: boolean;
  returnTo?: string | null;
}) {
  if (options.returnTo) return options.returnTo;
  if (options.chefProfile) {
    return options.freshRegistration
      ? '/profile?chefProfile=true&source=regular_registration'
      : '/profile?chefProfile=true';
  }
  return options.role === 'OPERATOR' ? '/store-management' : '/profile';
}

/** The steps of a registration (decision 043): the address and a password, then the mailed code. */
export const REGISTRATION_STEPS = ['signIn.steps.account', 'signIn.steps.confirm'] as const;

/** The steps of a password reset: the address, then the mailed code with the new password. */
export const PASSWORD_RESET_STEPS = ['passwordReset.steps.email', 'passwordReset.steps.newPassword'] as const;

export const PASSWORD_RESET_PATH = '/password-reset';

/** The reset page, with the address typed so far and the page to come back to after it. */
export function passwordResetPath(email: string, returnTo: string | null): string {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  if (returnTo) params.set(RETURN_TO_PARAM, returnTo);
  const query = params.toString();
  return query ? `${PASSWORD_RESET_PATH}?${query}` : PASSWORD_RESET_PATH;
}

export function checkoutResumePath(orderId: string): string {
  return `/checkout?${new URLSearchParams({ orderId, resumePayment: 'true' }).toString()}`;
}

/** Form schemas of the steps, composed from the domain's field rules. */
export const emailStepSchema = z.object({ email: emailSchema });
export const pinStepSchema = z.object({ pin: pinSchema });
/** Logging in checks only presence: the strength rule is for new passwords. */
export const passwordStepSchema = z.object({
  password: passwordLoginSchema.shape.password,
  confirmPassword: z.string().optional(),
});
export const newPasswordStepSchema = passwordConfirmationSchema;
/** A reset's second step: the mailed code and the new password typed twice. */
export const resetStepSchema = pinStepSchema.and(passwordConfirmationSchema);
