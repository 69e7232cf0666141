import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { AuthorizedUser } from '@hearth/domain/api';
import type { SavedAddress } from '@hearth/domain/orders';
import { readCart } from '@/shared/cart/cart-storage.ts';
import { cartOrderLines } from '@/shared/cart/cart-totals.ts';
import { useCartItems } from '@/shared/cart/use-cart-items.ts';
import { clearNotices } from '@/shared/notices/notice-store.ts';
import { profileQueryKey } from '@/shared/session/profile-query.ts';
import { hasStoredProfile, writeSession } from '@/shared/session/session-storage.ts';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useCheckoutDetails } from '../api/checkout-details.ts';
import { requestOrderPin } from '../api/order-link.ts';
import { useCheckoutErrors } from '../hooks/use-checkout-errors.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { type CheckoutFailure, checkoutFailure } from '../utils/checkout-failure.ts';
import { rememberVerifiedOrder } from '../utils/checkout-guest.ts';
import {
  CHECKOUT_DEFAULTS,
  CHECKOUT_FIELDS,
  type CheckoutField,
  checkoutFormSchemaFor,
  type CheckoutFormOutput,
  type CheckoutFormValues,
  isCheckoutField,
  toLocalDateTime,
} from '../utils/checkout-form.ts';
import { resumePaymentPath } from '../utils/checkout-paths.ts';
import { AddressFields } from './address-fields.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutBanner, type OtherFieldError } from './checkout-banner.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { OrderDetailsFields } from './order-details-fields.tsx';
import { type AddressChoice, SavedAddresses } from './saved-addresses.tsx';
import { VerifyEmailStep } from './verify-email-step.tsx';

/** The address fields a saved address fills. */
const ADDRESS_FIELDS = ['title', 'formatted_address', 'city', 'state', 'postalCode', 'phone'] as const;

/** The guest's order waiting for the e-mailed pin. */
interface Verification {
  orderId: number;
  email: string;
  notice: string;
}

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
 * The checkout on one page (decisions 023, 055): the delivery address and order details checked by the
 * domain's rules, the summary with the server's fees, and the submit button that turns red with the error
 * count. A signed-in customer's addresses of earlier orders are offered and the newest is filled in; placing
 * the order goes on to the payment. A guest also gives an e-mail: placing the order mails a pin there, the
 * Verify step takes it (signing in to the address's account, or making one) and the payment follows, all on
 * /checkout.
 */
export function CheckoutForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = useCartItems();
  const [guest] = useState(() => !hasStoredProfile());
  const details = useCheckoutDetails(!guest);
  const [verification, setVerification] = useState<Verification | null>(null);
  const placeOrder = usePlaceOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const [minDeliveryDate] = useState(() => toLocalDateTime(new Date()));
  const [banner, setBanner] = useState<Banner | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchemaFor(guest)),
    defaultValues: CHECKOUT_DEFAULTS,
    // The first field in the order of the page takes focus (below), after its error is shown.
    shouldFocusError: false,
  });
  const { field, invalidFields, setServerErrors } = useCheckoutErrors(form);
  const payInCash = useWatch({ control: form.control, name: 'payInCash' });
  const commentary = useWatch({ control: form.control, name: 'commentary' });
  const savedAddress = useWatch({ control: form.control, name: 'savedAddress' });
  const startValue = useWatch({ control: form.control, name: 'serviceDeliveryDate' });
  const city = useWatch({ control: form.control, name: 'city' });
  const addressChoice: AddressChoice | null =
    savedAddress === '' ? null : savedAddress === 'new' ? 'new' : Number(savedAddress);
  const { isSubmitting } = form.formState;

  // A returning customer's newest address (else their profile phone) fills the untouched form once.
  useEffect(() => {
    if (!details.data || form.getValues('savedAddress') !== '') return;
    const { addresses, phone } = details.data;
    const touched = ADDRESS_FIELDS.some((name) => form.getFieldState(name).isDirty);
    const newest = addresses[0];
    if (newest && !touched) {
      for (const name of ADDRESS_FIELDS) form.setValue(name, newest[name]);
      form.setValue('savedAddress', '0');
      return;
    }
    if (phone && !form.getFieldState('phone').isDirty) form.setValue('phone', phone);
    form.setValue('savedAddress', 'new');
  }, [details.data, form]);

  const onStartChange = useCallback(
    (value: string) =>
      form.setValue('serviceDeliveryDate', value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    [form],
  );

  function fillAddress(address: SavedAddress) {
    for (const name of ADDRESS_FIELDS) form.setValue(name, address[name], { shouldDirty: true });
  }

  function chooseAddress(choice: AddressChoice) {
    form.setValue('savedAddress', String(choice));
    const saved = details.data;
    if (!saved) return;
    if (choice === 'new') {
      for (const name of ADDRESS_FIELDS) form.setValue(name, '', { shouldDirty: true });
      form.setValue('phone', saved.phone ?? saved.addresses[0]?.phone ?? '', { shouldDirty: true });
      return;
    }
    const address = saved.addresses[choice];
    if (address) fillAddress(address);
  }

  /** The pin proved the guest's address: signed in now, the order is theirs; the payment is next. */
  function verified(orderId: number, user: AuthorizedUser) {
    writeSession(user);
    // The answers cached before the sign-in were a visitor's: none may outlive it.
    queryClient.removeQueries();
    queryClient.setQueryData(profileQueryKey, user);
    clearNotices();
    rememberVerifiedOrder(orderId);
    void navigate(resumePaymentPath(orderId), { replace: true });
  }

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
    if (result.ok && !guest) {
      void navigate(resumePaymentPath(result.orderId), { replace: true });
      return;
    }
    let failure: CheckoutFailure;
    if (result.ok) {
      const email = values.email ?? '';
      try {
        const notice = await requestOrderPin(result.orderId, email);
        setVerification({ orderId: result.orderId, email, notice });
        return;
      } catch (error) {
        failure = checkoutFailure('checkoutFlow.failedToSendPin', error);
      }
    } else {
      failure = result.failure;
    }
    const known: Partial<Record<CheckoutField, string[]>> = {};
    const others: OtherFieldError[] = [];
    for (const [name, messages] of Object.entries(failure.fieldErrors)) {
      if (isCheckoutField(name)) known[name] = messages;
      else for (const message of messages) others.push({ field: name, message });
    }
    setServerErrors(known);
    setBanner({ failure, others });
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
      <CheckoutSteps current={verification ? 'verify' : 'details'} guest={guest} />
      <div className="checkout-layout">
        {verification && (
          <div className="checkout-form">
            <VerifyEmailStep
              orderId={verification.orderId}
              email={verification.email}
              notice={verification.notice}
              onVerified={(user) => verified(verification.orderId, user)}
              onBack={() => setVerification(null)}
            />
          </div>
        )}
        <form
          ref={formRef}
          className="form checkout-form"
          noValidate
          hidden={verification !== null}
          aria-labelledby="checkout-title"
          onSubmit={form.handleSubmit(onValid, onInvalid)}
        >
          {guest && (
            <section className="card form-section checkout-section" aria-labelledby="checkout-email-title">
              <h2 id="checkout-email-title">{t('checkoutFlow.emailSection')}</h2>
              <TextField
                label={t('forms.fields.email')}
                hint={t('checkoutFlow.emailHint')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
                {...field('email')}
              />
            </section>
          )}
          {details.data && details.data.addresses.length > 0 && addressChoice !== null && (
            <SavedAddresses
              addresses={details.data.addresses}
              choice={addressChoice}
              onChoose={chooseAddress}
            />
          )}
          <AddressFields field={field} />
          <OrderDetailsFields
            field={field}
            register={form.register}
            commentaryLength={commentary.length}
            minDeliveryDate={minDeliveryDate}
            payInCash={payInCash}
            onPayInCashChange={(value) => form.setValue('payInCash', value, { shouldDirty: true })}
            items={items.map((item) => ({ productId: item.productId, productVolume: item.productVolume }))}
            city={city}
            startValue={startValue}
            onStartChange={onStartChange}
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
                  : guest
                    ? t('checkoutFlow.continueToVerify')
                    : t('checkout.placeOrder')}
            </button>
          </div>
        </form>
        <CartSummary items={items} payInCash={payInCash} />
      </div>
    </div>
  );
}
