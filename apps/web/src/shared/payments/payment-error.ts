import type { TFunction } from '@/shared/i18n/translator.ts';
import { ApiError } from '../api/api-client.ts';
import { translateMessage } from '../i18n/translate-message.ts';

/** The provider's error: Stripe's `error` of confirmPayment, or model.error of POST /payments/test/confirm. */
export interface ProviderError {
  type?: unknown;
  message?: unknown;
}

/** model.error of a refused test payment, else null. */
export function providerErrorOf(error: unknown): ProviderError | null {
  if (!(error instanceof ApiError)) return null;
  const model = error.envelope.model as { error?: unknown } | null | undefined;
  const providerError = model?.error;
  return typeof providerError === 'object' && providerError !== null ? providerError : null;
}

/**
 * A card_error or validation_error shows the provider's message (or paymentError);
 * any other error shows unexpectedError ('An unexpected error occurred').
 */
export function paymentErrorText(t: TFunction, error: ProviderError | null | undefined): string {
  if (error?.type === 'card_error' || error?.type === 'validation_error') {
    const message = typeof error.message === 'string' ? error.message.trim() : '';
    return message ? translateMessage(t, message) : t('checkout.payment.paymentError');
  }
  return t('checkout.payment.unexpectedError');
}
