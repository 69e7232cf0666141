import { useQueryClient } from '@tanstack/react-query';
import { confirmTestPayment } from '@hearth/domain/contracts/payments';
import { callApi, invalidateAfter } from '../api/contract-client.ts';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * POST /payments/test/confirm: the built-in test provider charges the card of the form. A decline is an
 * ApiError whose envelope carries model.error {type, message} (see payment-error.ts). Once paid, what the
 * payment changed (the order, its invoice, the wallet of a top-up) is read again, not waited for.
 */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return async (intentId: string, card: TestCard): Promise<void> => {
    await callApi(confirmTestPayment, { intentId, ...card });
    void invalidateAfter(queryClient, confirmTestPayment);
  };
}
