import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordStateModel,
  pinLoginModel,
  registerConfirmSchema,
  sessionEndSchema,
  sessionsModel,
} from '../accounts.ts';
import { authorizedModel } from '../api.ts';
import { MESSAGES } from '../messages.ts';
import { passwordLoginSchema, pinLoginSchema, pinRequestSchema, registerSchema } from '../validation.ts';
import { defineContract } from './contract.ts';

/**
 * Accounts and sessions (decisions 006 and 043): sign-in by password or pin, registration, password reset,
 * and the signed-in user's profile, password and sessions. The sign-in calls are limited per client address
 * and refuse a bad input with their own message (invalidCredentials, registrationFailed, invalidPin,
 * oneTimePinSendFailed) instead of validationFailed.
 */

const visitors = { resource: 'accounts', roles: ['visitor'] } as const;

/** `/secure/*` paths need a session whatever the contract says; any signed-in user may call these. */
const signedIn = { resource: 'accounts', roles: ['customer'] } as const;

/** What refuses a pin: a wrong or expired one, or one tried too often. */
const PIN_REFUSALS = [MESSAGES.invalidPin, MESSAGES.tooManyPinAttempts];

export const signInWithPassword = defineContract({
  ...visitors,
  name: 'signInWithPassword',
  method: 'POST',
  path: '/pw-login',
  summary:
    'Signs in with an e-mail address and password and starts a session; wrong passwords pause the address.',
  input: { body: passwordLoginSchema, invalid: MESSAGES.invalidCredentials },
  model: authorizedModel,
  errors: [MESSAGES.invalidCredentials, MESSAGES.passwordSignInPaused],
});

export const register = defineContract({
  ...visitors,
  name: 'register',
  method: 'POST',
  path: '/register',
  summary:
    'Registers an e-mail address with a password and mails a pin to confirm it; the answer is the same for a known address.',
  input: { body: registerSchema, invalid: MESSAGES.registrationFailed },
  errors: [MESSAGES.registrationFailed],
});

export const confirmRegistration = defineContract({
  ...visitors,
  name: 'confirmRegistration',
  method: 'POST',
  path: '/register-confirm',
  summary: 'Confirms a registration with its pin and the password chosen, and starts a session.',
  input: { body: registerConfirmSchema, invalid: MESSAGES.invalidPin },
  model: authorizedModel,
  errors: PIN_REFUSALS,
});

export const requestSignInPin = defineContract({
  ...visitors,
  name: 'requestSignInPin',
  method: 'POST',
  path: '/one-time-pin',
  summary:
    'Mails a one-time sign-in pin to an e-mail address; the answer is the same for an unknown address.',
  input: { body: pinRequestSchema, invalid: MESSAGES.oneTimePinSendFailed },
  errors: [MESSAGES.oneTimePinSendFailed],
});

export const signInWithPin = defineContract({
  ...visitors,
  name: 'signInWithPin',
  method: 'POST',
  path: '/pin-login',
  summary: 'Signs in with a mailed pin and starts a session, creating the account of a new address.',
  input: { body: pinLoginSchema, invalid: MESSAGES.invalidPin },
  model: pinLoginModel,
  errors: PIN_REFUSALS,
});

export const requestPasswordReset = defineContract({
  ...visitors,
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/password-reset-request',
  summary: 'Mails a password reset pin to an e-mail address; the answer is the same for an unknown address.',
  input: { body: passwordResetRequestSchema, invalid: MESSAGES.oneTimePinSendFailed },
  errors: [MESSAGES.oneTimePinSendFailed],
});

export const resetPassword = defineContract({
  ...visitors,
  name: 'resetPassword',
  method: 'POST',
  path: '/password-reset',
  summary: 'Sets a new password with a reset pin, ends every session of the account and starts a new one.',
  input: { body: passwordResetSchema, invalid: MESSAGES.invalidPin },
  model: authorizedModel,
  errors: PIN_REFUSALS,
});

export const logout = defineContract({
  ...visitors,
  name: 'logout',
  method: 'POST',
  path: '/logout',
  summary: "Ends the caller's session, if there is one.",
  errors: [],
});

export const getSignedInUser = defineContract({
  ...signedIn,
  name: 'getSignedInUser',
  method: 'GET',
  path: '/secure/profile',
  summary: 'The signed-in user, as the sign-in calls answer it.',
  model: authorizedModel,
  errors: [],
});

export const getPasswordState = defineContract({
  ...signedIn,
  name: 'getPasswordState',
  method: 'GET',
  path: '/secure/password',
  summary: 'Whether the signed-in user has a password and which proof a change of it needs.',
  model: passwordStateModel,
  errors: [],
});

export const requestPasswordPin = defineContract({
  ...signedIn,
  name: 'requestPasswordPin',
  method: 'POST',
  path: '/secure/password-pin',
  summary: "Mails a pin to the signed-in user's own address, the proof for a password change.",
  errors: [],
});

export const changePassword = defineContract({
  ...signedIn,
  name: 'changePassword',
  method: 'POST',
  path: '/secure/password',
  summary: "Sets the signed-in user's password with the proof asked for, and ends the user's other sessions.",
  input: { body: passwordChangeSchema },
  errors: [...PIN_REFUSALS, MESSAGES.currentPasswordWrong, MESSAGES.passwordProofRequired],
});

export const listSessions = defineContract({
  ...signedIn,
  name: 'listSessions',
  method: 'GET',
  path: '/secure/sessions',
  summary: "The signed-in user's live sessions, the most recently used first.",
  model: sessionsModel,
  errors: [],
});

export const endSession = defineContract({
  ...signedIn,
  name: 'endSession',
  method: 'POST',
  path: '/secure/session-end',
  summary: "Ends one of the signed-in user's sessions; ending the current one signs out.",
  input: { body: sessionEndSchema },
  errors: [],
});

export const endOtherSessions = defineContract({
  ...signedIn,
  name: 'endOtherSessions',
  method: 'POST',
  path: '/secure/sessions-end-others',
  summary: 'Ends every session of the signed-in user but the current one.',
  errors: [],
});

export const logoutEverywhere = defineContract({
  ...signedIn,
  name: 'logoutEverywhere',
  method: 'POST',
  path: '/secure/logout-everywhere',
  summary: 'Ends every session of the signed-in user, the current one included.',
  errors: [],
});
