import { apiPost } from '../api/api-client.ts';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * POST /payments/test/confirm: the built-in test provider charges the card of the form. A decline is an
 * ApiError whose envelope carries model.error {type, message} (see payment-error.ts).
 */
export async function confirmTestPayment(intentId: string, card: TestCard): Promise<void> {
  await apiPost('/payments/test/confirm', { intentId, ...card });
}
