import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';

/** A step of placing the order that failed: the checkout's own headline, and what the server said. */
export interface CheckoutFailure {
  /** An i18n key of the checkout section: failedToCreateOrder, failedToCalculateFees... */
  message: string;
  /** The server's message when it says more than the headline (a dish no longer available...). */
  detail?: string;
  /** The server's field errors, shown under their fields. */
  fieldErrors: Record<string, string[]>;
}

/** Server messages that add nothing to the headline: the fields show what is wrong, or nothing can be said. */
const SAYS_NOTHING_MORE = new Set<string>([MESSAGES.validationFailed, MESSAGES.serverError]);

export function checkoutFailure(message: string, error?: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return { message, fieldErrors: {} };
  const detail = error.envelope.messages.map((m) => m.message).find((m) => !SAYS_NOTHING_MORE.has(m));
  return { message, detail, fieldErrors: error.envelope.fieldErrors ?? {} };
}

/** The order is gone, someone else's or frozen by a payment: a retry must start a new order. */
export function orderCannotContinue(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}
