import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ApiError } from '../api/api-client.ts';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import { TextField } from '../ui/text-field.tsx';
import { useConfirmTestPayment } from './confirm-test-payment.ts';
import { PayButton } from './pay-button.tsx';
import { paymentErrorText, providerErrorOf } from './payment-error.ts';
import {
  TEST_CARD_FIELDS,
  type TestCardField,
  testCardFormSchema,
  type TestCardOutput,
  type TestCardValues,
} from './test-card-schema.ts';

interface TestCardFormProps {
  intentId: string;
  amountCents: number;
  onPaid: () => void;
}

/** The server's errors on each card field (a malformed number, expiry or CVC). */
function cardFieldErrors(error: unknown): Partial<Record<TestCardField, string[]>> {
  const fieldErrors = error instanceof ApiError ? (error.envelope.fieldErrors ?? {}) : {};
  const found: Partial<Record<TestCardField, string[]>> = {};
  for (const name of TEST_CARD_FIELDS) {
    const messages = fieldErrors[name];
    if (messages) found[name] = messages;
  }
  return found;
}

/** The built-in test provider's card form (decision 022): POST /payments/test/confirm. */
export function TestCardForm({ intentId, amountCents, onPaid }: TestCardFormProps) {
  const { t } = useTranslation();
  const confirmTestPayment = useConfirmTestPayment();
  const form = useForm<TestCardValues, unknown, TestCardOutput>({
    resolver: zodResolver(testCardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { field, setServerErrors } = useServerFieldErrors(form);
  const { isSubmitting } = form.formState;

  async function pay(values: TestCardOutput) {
    setFailure(null);
    setServerErrors({});
    try {
      await confirmTestPayment(intentId, values);
    } catch (error) {
      setFailure(paymentErrorText(t, providerErrorOf(error)));
      setServerErrors(cardFieldErrors(error));
      return;
    }
    onPaid();
  }

  return (
    <form className="form test-card-form" noValidate onSubmit={form.handleSubmit(pay)}>
      <p className="notice notice--info test-card-form__hint" id="test-card-hint">
        {t('checkout.payment.testCardsHint')}
      </p>
      <TextField
        label={t('checkout.payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        {...field('cardNumber')}
      />
      <div className="form-grid">
        <TextField
          label={t('checkout.payment.expiry')}
          hint={t('checkout.payment.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          {...field('expiry')}
        />
        <TextField
          label={t('checkout.payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          {...field('cvc')}
        />
      </div>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <PayButton amountCents={amountCents} paying={isSubmitting} />
    </form>
  );
}
