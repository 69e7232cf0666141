/**
 * Message keys the server sends in the envelope (decision 008). The client translates keys that
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
  /** A pin request's answer when its mail could not be sent yet (the mail server is down): it is retried. */
  pinDelayed: 'pages.auth.pinDelayed',
  orderLinkingRequestFailed: 'pages.auth.orderLinkingRequestFailed',
  orderLinkingFailed: 'pages.auth.orderLinkingFailed',
  loggedOut: 'pages.auth.loggedOut',
  // Verified e-mail, passwords and sessions (docs/decisions/043).
  registrationPinSent: 'pages.auth.registrationPinSent',
  passwordResetPinSent: 'pages.auth.passwordResetPinSent',
  passwordPinSent: 'pages.auth.passwordPinSent',
  passwordChanged: 'pages.auth.passwordChanged',
  currentPasswordWrong: 'pages.auth.currentPasswordWrong',
  passwordSignInPaused: 'pages.auth.passwordSignInPaused',
  passwordProofRequired: 'pages.auth.passwordProofRequired',
  emailNotVerified: 'pages.auth.emailNotVerified',
  sessionEnded: 'pages.auth.sessionEnded',
  otherSessionsEnded: 'pages.auth.otherSessionsEnded',
  unauthorized: 'pages.errors.unauthorized',
  forbidden: 'pages.errors.forbidden',
  crossSiteRefused: 'pages.errors.crossSiteRefused',
  notFound: 'pages.errors.notFound',
  tooLarge: 'pages.errors.tooLarge',
  rateLimited: 'pages.errors.rateLimited',
  validationFailed: 'pages.errors.validationFailed',
  serverError: 'pages.errors.serverError',
  unavailable: 'pages.errors.unavailable',
  profileUpdated: 'pages.profile.updated',
  chefApplicationSubmitted: 'pages.profile.applicationSubmitted',
  // An approved chef's changes to moderated fields wait for an operator (decision 049).
  chefChangesPending: 'pages.profile.changesPending',
  changeRequestDecided: 'pages.moderation.changeRequestDecided',
  changeRequestNotFound: 'pages.moderation.changeRequestNotFound',
  changeRequestClosed: 'pages.moderation.changeRequestClosed',
  avatarUploadFailed: 'pages.store.avatarUploadFailed',
  avatarUpdateFailed: 'pages.store.avatarUpdateFailed',
  avatarUpdatedSuccess: 'pages.store.avatarUpdatedSuccess',
  fileUploaded: 'pages.store.fileUploaded',
  notAnImage: 'pages.store.notAnImage',
  imageTooLarge: 'pages.store.imageTooLarge',
  // Upload limits (decision 048).
  imageTooManyPixels: 'pages.store.imageTooManyPixels',
  uploadRateLimited: 'pages.store.uploadRateLimited',
  uploadQuotaExceeded: 'pages.store.uploadQuotaExceeded',
  imagesBusy: 'pages.store.imagesBusy',
  // The file storage (the disk or the object storage of decision 058) cannot be reached: nothing was saved.
  storageUnavailable: 'pages.store.storageUnavailable',
  moderationDone: 'pages.moderation.decisionSaved',
  moderationNotAllowed: 'pages.moderation.notAllowed',
  moderationInvalidTransition: 'pages.moderation.invalidTransition',
  chefNotFound: 'pages.store.chefNotFound',
  productNotFound: 'pages.product.notFound',
  jpgOnlyError: 'pages.product.jpgOnlyError',
  // A dish is enabled only with a photo (decision 054).
  productNeedsPhoto: 'pages.product.needsPhoto',
  notAChef: 'pages.product.notAChef',
  tooManyImages: 'pages.product.tooManyImages',
  imageAlreadyUsed: 'pages.product.imageAlreadyUsed',
  /** Only a photo of one of the chef's enabled dishes can cover their card. */
  coverNeedsEnabledDish: 'pages.product.coverNeedsEnabledDish',
  // Checkout, orders and payments (decisions 021-023).
  productUnavailable: 'pages.checkout.productUnavailable',
  oneChefPerOrder: 'pages.checkout.oneChefPerOrder',
  orderLocked: 'pages.checkout.orderLocked',
  /** The start asked for is not free for the whole time the order needs (decision 063): nothing written. */
  slotUnavailable: 'pages.checkout.slotUnavailable',
  /** The address is in another city than the one the chef was booked for (decision 068): nothing written. */
  addressCityDiffers: 'pages.checkout.addressCityDiffers',
  /** The chef's calendar feed: an unknown or replaced token. */
  calendarNotFound: 'pages.store.calendarNotFound',
  addressRequired: 'pages.checkout.addressRequired',
  amountMismatch: 'pages.checkout.amountMismatch',
  orderAlreadyPaid: 'pages.checkout.orderAlreadyPaid',
  nothingToPayOnline: 'pages.checkout.nothingToPayOnline',
  paymentNotFound: 'pages.checkout.paymentNotFound',
  paymentFailed: 'pages.checkout.paymentFailed',
  /** The card payment provider failed, timed out or was unreachable (503): nothing was charged; try again. */
  paymentProviderUnavailable: 'pages.checkout.paymentProviderUnavailable',
  webhookSignatureInvalid: 'pages.checkout.webhookSignatureInvalid',
  orderNotFound: 'pages.orders.orderNotFound',
  orderAlreadyLinked: 'pages.auth.orderAlreadyLinked',
  orderActionNotAllowed: 'pages.orders.actionNotAllowed',
  orderUpdated: 'pages.orders.updated',
  /** The order's money (the money model): what may be paid, and the guards of the lifecycle. */
  nothingDue: 'pages.orders.nothingDue',
  penaltyOutstanding: 'pages.orders.penaltyOutstanding',
  deliveryNotYet: 'pages.orders.deliveryNotYet',
  actualTimeInvalid: 'pages.orders.actualTimeInvalid',
  informationFeeShort: 'pages.orders.informationFeeShort',
  dogePaymentPinSent: 'pages.orders.dogePaymentPinSent',
  // The assistant (POST /ask).
  askQuestionRequired: 'pages.assistant.questionRequired',
  askQuestionTooLong: 'pages.assistant.questionTooLong',
  // The wallet (docs/product.md#the-doge-wallet).
  insufficientFunds: 'pages.wallet.insufficientFunds',
  recipientNotFound: 'pages.wallet.recipientNotFound',
  transferToSelf: 'pages.wallet.transferToSelf',
  transferPinSent: 'pages.wallet.transferPinSent',
  noPendingTransfer: 'pages.wallet.noPendingTransfer',
  transferDone: 'pages.wallet.transferDone',
  transactionNotFound: 'pages.wallet.transactionNotFound',
  withdrawalNotFound: 'pages.wallet.withdrawalNotFound',
  withdrawalDecided: 'pages.wallet.withdrawalDecided',
  withdrawalAlreadyDecided: 'pages.wallet.withdrawalAlreadyDecided',
  topUpAmount: 'pages.wallet.topUpAmount',
  // Reviews and rating moderation (decision 028).
  reviewNotAllowed: 'pages.reviews.notAllowed',
  reviewNotDelivered: 'pages.reviews.notDelivered',
  reviewExists: 'pages.reviews.exists',
  reviewSaved: 'pages.reviews.saved',
  reviewNotFound: 'pages.reviews.notFound',
  answerExists: 'pages.reviews.answerExists',
  answerSaved: 'pages.reviews.answerSaved',
  reviewHidden: 'pages.reviews.hidden',
  ratingCaseNotFound: 'pages.reviews.caseNotFound',
  ratingCaseDecided: 'pages.reviews.caseDecided',
  ratingCaseClosed: 'pages.reviews.caseClosed',
  // Conversations (decision 064).
  conversationNotFound: 'pages.conversations.notFound',
  conversationClosed: 'pages.conversations.closed',
  conversationReadOnly: 'pages.conversations.readOnly',
  contactDetailsRefused: 'pages.conversations.contactDetailsRefused',
  threadMessagesLimit: 'pages.conversations.threadLimit',
  askOwnPage: 'pages.conversations.askOwnPage',
  messageSent: 'pages.conversations.sent',
} as const;

/** The field error words the forms show (decision 008). */
export const FIELD_ERRORS = {
  required: 'required',
  invalid: 'invalid',
  constraint: 'constraint',
} as const;

/**
 * Reasons the system writes itself (a chef's status reason, the audit log's "why"). They are stored as
 * keys, so that the chef, in their language, and every operator, in theirs, read them translated; a reason
 * an operator types is stored and shown as typed.
 */
export const SYSTEM_REASONS = {
  /** The rating rule suspended the chef (decision 028): the figures are the rule's constants. */
  ratingRule: 'pages.reasons.ratingRule',
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
  url: 'forms.validation.url',
  positiveNumber: 'forms.validation.positiveNumber',
  tooHigh: 'forms.validation.max',
  profileLinkRequired: 'forms.validation.profileLinkRequired',
  profileLinkMinLength: 'forms.validation.profileLinkMinLength',
  profileLinkMaxLength: 'forms.validation.profileLinkMaxLength',
  profileLinkFormat: 'forms.validation.profileLinkFormat',
  nameNotAvailable: 'forms.validation.nameNotAvailable',
  nameAvailabilityError: 'forms.validation.nameAvailabilityError',
  kitchenTypeRequired: 'forms.validation.kitchenTypeRequired',
  selectValidKitchenType: 'forms.validation.selectValidKitchenType',
  kitchenTypeMax: 'forms.validation.kitchenTypeMax',
  telegramNickname: 'forms.validation.telegramNickname',
  country: 'forms.validation.country',
  reasonRequired: 'forms.validation.reasonRequired',
  deliveryDateRequired: 'forms.validation.deliveryDateRequired',
  deliveryDateTooEarly: 'forms.validation.deliveryDateTooEarly',
  deliveryDateInPast: 'forms.validation.deliveryDateInPast',
  deliveryDateTooLate: 'forms.validation.deliveryDateTooLate',
  addressTitleTooLong: 'forms.validation.addressTitleTooLong',
  quantityMin: 'forms.validation.quantityMin',
  cardNumber: 'forms.validation.cardNumber',
  cardExpiry: 'forms.validation.cardExpiry',
  cardCvc: 'forms.validation.cardCvc',
  dogeAmount: 'forms.validation.dogeAmount',
  dogeAddress: 'forms.validation.dogeAddress',
  dogeTxid: 'forms.validation.dogeTxid',
  notValidEmail: 'forms.validation.notValidEmail',
  ratingRange: 'forms.validation.ratingRange',
} as const;

export const SESSION_EXPIRED_TEXT = 'Session expired - redirecting to login';

export function isTranslationKey(message: string): boolean {
  return message.startsWith('pages.') || message.startsWith('forms.');
}

/**
 * The decline of the built-in test card provider, in Stripe's words (Stripe.js shows its own in the page's
 * language); the client translates this one.
 */
export const TEST_CARD_DECLINE_MESSAGE = 'Your card was declined.';
