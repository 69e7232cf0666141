import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../shared/i18n/translate-message.ts';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../utils/checkout-form.ts';

type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;

/**
 * The error line under each field: the client's rule first, then the server's answer until the field is
 * edited. `invalidFields` (in the order of the form) counts the errors on the submit button.
 */
export function useCheckoutErrors(form: CheckoutForm) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string[]>>>({});
  const { errors } = form.formState;

  function errorOf(name: CheckoutField): string | undefined {
    const client = errors[name]?.message;
    if (typeof client === 'string' && client) return translateFieldError(t, name, client);
    const server = serverErrors[name]?.[0];
    return server ? translateFieldError(t, name, server) : undefined;
  }

  /** register() plus the error line; an edit drops the server's stale error on the field. */
  function field(name: CheckoutField) {
    return {
      ...form.register(name, {
        onChange: () =>
          setServerErrors((current) => {
            if (!current[name]) return current;
            const next = { ...current };
            delete next[name];
            return next;
          }),
      }),
      error: errorOf(name),
    };
  }

  const invalidFields = CHECKOUT_FIELDS.filter((name) => errorOf(name) !== undefined);
  return { field, invalidFields, setServerErrors };
}

export type CheckoutFieldBinding = ReturnType<typeof useCheckoutErrors>['field'];
