import { z } from 'zod';
import { V } from '@hearth/domain/messages';
import { isCardExpiryValid, testCardSchema } from '@hearth/domain/orders';

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const TEST_CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
export type TestCardField = (typeof TEST_CARD_FIELDS)[number];

/** The test provider's card rules (packages/domain), plus an expiry not in the past. */
export const testCardFormSchema = z.object({
  cardNumber: testCardSchema.shape.cardNumber,
  // A blank expiry fails both rules; the form shows the first one, 'required'.
  expiry: testCardSchema.shape.expiry.refine((value) => isCardExpiryValid(value, new Date()), V.cardExpiry),
  cvc: testCardSchema.shape.cvc,
});

export type TestCardOutput = z.output<typeof testCardFormSchema>;
