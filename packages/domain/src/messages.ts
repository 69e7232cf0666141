/**
 * Message keys the server sends in the envelope (accounts.md section 8). The client translates keys that
 * start with `pages.` or `forms.`; any other text is shown as given.
 */
export const MESSAGES = {
  invalidCredentials: 'pages.auth.invalidCredentials',
  emailAlreadyExists: 'forms.validation.emailAlreadyExists',
  registrationFailed: 'pages.auth.registrationFailed',
  oneTimePinSent: 'pages.auth.oneTimePinSent',
  oneTimePinSendFailed: 'pages.auth.oneTimePinSendFailed',
  invalidPin: 'pages.auth.invalidPin',
  tooManyPinAttempts: 'pages.auth.tooManyPinAttempts',
  orderLinkingRequestFailed: 'pages.auth.orderLinkingRequestFailed',
  orderLinkingFailed: 'pages.auth.orderLinkingFailed',
  loggedOut: 'pages.auth.loggedOut',
  unauthorized: 'pages.errors.unauthorized',
  forbidden: 'pages.errors.forbidden',
  crossSiteRefused: 'pages.errors.crossSiteRefused',
  notFound: 'pages.errors.notFound',
  tooLarge: 'pages.errors.tooLarge',
  rateLimited: 'pages.errors.rateLimited',
  validationFailed: 'pages.errors.validationFailed',
  serverError: 'pages.errors.serverError',
  unavailable: 'pages.errors.unavailable',
} as const;

/** Field error words of the spec (accounts.md section 5). */
export const FIELD_ERRORS = {
  required: 'required',
  invalid: 'invalid',
  constraint: 'constraint',
} as const;

/** Message keys of the validation rules (forms.validation.*), used by the zod schemas of validation.ts. */
export const V = {
  required: 'forms.validation.required',
  invalid: 'forms.validation.invalid',
  email: 'forms.validation.email',
  passwordRule: 'forms.validation.password',
  passwordMismatch: 'forms.validation.passwordMismatch',
  phone: 'forms.validation.phone',
  pin: 'forms.validation.pin',
  tooLong: 'forms.validation.maxLength',
  orderIdRequired: 'forms.validation.orderIdRequired',
} as const;

export const SESSION_EXPIRED_TEXT = 'Session expired - redirecting to login';

export function isTranslationKey(message: string): boolean {
  return message.startsWith('pages.') || message.startsWith('forms.');
}
