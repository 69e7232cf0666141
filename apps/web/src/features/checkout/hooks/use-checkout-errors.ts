import type { UseFormReturn } from 'react-hook-form';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors.ts';
import { CHECKOUT_FIELDS, type CheckoutFormOutput, type CheckoutFormValues } from '../utils/checkout-form.ts';

type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;

/**
 * The error line under each checkout field (the shared client-then-server rule), and `invalidFields`: the
 * fields with an error, in the order of the form, which the submit button counts.
 */
export function useCheckoutErrors(form: CheckoutForm) {
  const { field, errorOf, setServerErrors } = useServerFieldErrors(form);
  const invalidFields = CHECKOUT_FIELDS.filter((name) => errorOf(name) !== undefined);
  return { field, invalidFields, setServerErrors };
}

export type CheckoutFieldBinding = ReturnType<typeof useCheckoutErrors>['field'];
