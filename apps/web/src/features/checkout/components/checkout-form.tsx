import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readCart } from '@/shared/cart/cart-storage.ts';
import { cartOrderLines } from '@/shared/cart/cart-totals.ts';
import { useCartItems } from '@/shared/cart/use-cart-items.ts';
import { hasStoredProfile } from '@/shared/session/session-storage.ts';
import { useCheckoutErrors } from '../hooks/use-checkout-errors.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import type { CheckoutFailure } from '../utils/checkout-failure.ts';
import {
  CHECKOUT_DEFAULTS,
  CHECKOUT_FIELDS,
  type CheckoutField,
  checkoutFormSchema,
  type CheckoutFormOutput,
  type CheckoutFormValues,
  isCheckoutField,
  toLocalDateTime,
} from '../utils/checkout-form.ts';
import { orderLinkingPath, resumePaymentPath } from '../utils/checkout-paths.ts';
import { AddressFields } from './address-fields.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutBanner, type OtherFieldError } from './checkout-banner.tsx';
import { OrderDetailsFields } from './order-details-fields.tsx';

interface Banner {
  failure: CheckoutFailure;
  others: OtherFieldError[];
}

/** A request to focus a field after the render that shows its error; `n` repeats the same field. */
interface FocusRequest {
  field: CheckoutField;
  n: number;
}

/**
 * The checkout form: the delivery address and order details checked by the
 * domain's rules, the summary with the server's fees, and the submit button that turns red with the error
 * count. Placing the order then goes to the payment with a stored profile, else to order linking.
 */
export function CheckoutForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useCartItems();
  const placeOrder = usePlaceOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const [minDeliveryDate] = useState(() => toLocalDateTime(new Date()));
  const [banner, setBanner] = useState<Banner | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: CHECKOUT_DEFAULTS,
    // The first field in the order of the page takes focus (below), after its error is shown.
    shouldFocusError: false,
  });
  const { field, invalidFields, setServerErrors } = useCheckoutErrors(form);
  const payInCash = useWatch({ control: form.control, name: 'payInCash' });
  const commentary = useWatch({ control: form.control, name: 'commentary' });
  const { isSubmitting } = form.formState;

  // After the render that shows the errors, so the field is announced with its error (aria-describedby).
  useEffect(() => {
    if (!focusRequest) return;
    const element = formRef.current?.elements.namedItem(focusRequest.field);
    if (!(element instanceof HTMLElement)) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [focusRequest]);

  function focusFirst(fields: Iterable<string>) {
    const wrong = new Set(fields);
    const first = CHECKOUT_FIELDS.find((name) => wrong.has(name));
    if (first) setFocusRequest((previous) => ({ field: first, n: (previous?.n ?? 0) + 1 }));
  }

  async function onValid(values: CheckoutFormOutput) {
    setBanner(null);
    setServerErrors({});
    const result = await placeOrder(cartOrderLines(readCart()), values);
    if (result.ok) {
      if (hasStoredProfile()) void navigate(resumePaymentPath(result.orderId), { replace: true });
      else void navigate(orderLinkingPath(result.orderId));
      return;
    }
    const known: Partial<Record<CheckoutField, string[]>> = {};
    const others: OtherFieldError[] = [];
    for (const [name, messages] of Object.entries(result.failure.fieldErrors)) {
      if (isCheckoutField(name)) known[name] = messages;
      else for (const message of messages) others.push({ field: name, message });
    }
    setServerErrors(known);
    setBanner({ failure: result.failure, others });
    focusFirst(Object.keys(known));
  }

  function onInvalid(errors: FieldErrors<CheckoutFormValues>) {
    setBanner(null);
    focusFirst(Object.keys(errors));
  }

  const errorCount = invalidFields.length;
  return (
    <div className="page checkout-page">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <div className="checkout-layout">
        <form
          ref={formRef}
          className="form checkout-form"
          noValidate
          aria-labelledby="checkout-title"
          onSubmit={form.handleSubmit(onValid, onInvalid)}
        >
          <AddressFields field={field} />
          <OrderDetailsFields
            field={field}
            register={form.register}
            commentaryLength={commentary.length}
            minDeliveryDate={minDeliveryDate}
            payInCash={payInCash}
            onPayInCashChange={(value) => form.setValue('payInCash', value, { shouldDirty: true })}
          />
          {banner && <CheckoutBanner failure={banner.failure} others={banner.others} />}
          <div className="form__actions">
            <button
              type="submit"
              className={`button button--large ${errorCount > 0 ? 'button--danger' : 'button--primary'}`}
              disabled={isSubmitting}
            >
              {isSubmitting
                ? t('checkout.placing')
                : errorCount > 0
                  ? t('checkout.errorCount', { count: errorCount })
                  : t('checkout.placeOrder')}
            </button>
          </div>
        </form>
        <CartSummary items={items} payInCash={payInCash} />
      </div>
    </div>
  );
}
