import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import * as payments from '@hearth/domain/contracts/payments';
import { getConfig } from '@hearth/domain/contracts/site';
import { MESSAGES } from '@hearth/domain/messages';
import { TEST_CARD_DECLINE_MESSAGE } from '@hearth/domain/orders';
import { CART_STORAGE_KEY, readCart } from '@/shared/cart/cart-storage.ts';
import { paymentConfig } from '@/shared/payments/testing/doge-fixtures.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { fillTestCart, orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { authorizedUser, fail, renderRoute } from '@/shared/testing/test-utils.tsx';
import { BuyCompletePage } from './buy-complete-page.tsx';
import { CheckoutPage } from './checkout-page.tsx';

/** What the server answers to the test card. */
type ConfirmAnswer = Parameters<typeof answer<typeof payments.confirmTestPayment>>[1];

/** GET /config, GET /secure/order of order 41, the intent; `confirm` answers the card. */
function serve(confirm: ConfirmAnswer = () => undefined, order = orderViewFixture()) {
  return fakeApi(
    answer(getConfig, () => paymentConfig('test')),
    answer(orders.getOrder, ({ orderId }) =>
      orderId === 41 ? { order } : refuse(404, MESSAGES.orderNotFound),
    ),
    answer(payments.createPaymentIntent, () => ({
      id: 'ti_41',
      secret: 'ti_41_secret',
      amount: order.onlineAmount,
      provider: 'test' as const,
    })),
    answer(payments.confirmTestPayment, confirm),
  );
}

function renderResume(query = '?orderId=41&resumePayment=true') {
  return renderRoute(<CheckoutPage />, {
    path: '/checkout',
    initialEntry: `/checkout${query}`,
    otherRoutes: [
      { path: '/buy-complete', element: <BuyCompletePage /> },
      { path: '/signin', element: <p>sign-in page</p> },
      { path: '/mp', element: <p>marketplace page</p> },
    ],
  });
}

async function payWith(user: ReturnType<typeof renderResume>['user'], cardNumber: string) {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '08/29');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay €13.58' }));
}

/**
 * The test provider declines every card: 402 with the decline message and model.error. A fake's refusal
 * carries no model, so the fake's answer to the card (its input parsed and kept for callsOf) is replaced.
 */
function declineCards(
  api: ReturnType<typeof serve>,
  type: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  const faked = api.fetchMock;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await faked(input, init);
    if (String(input) !== payments.confirmTestPayment.path) return response;
    const body = { ...fail([message], fieldErrors), model: { error: { type, message } } };
    return new Response(JSON.stringify(body), {
      status: 402,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

describe('resuming the payment of an order', () => {
  it('shows the order’s summary and pays its online amount', async () => {
    writeSession(authorizedUser(), Date.now());
    const api = serve();
    renderResume();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(screen.getByText('Order number a1b2c3d4')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Cepelinai with meat × 2');
    expect(summary).toHaveTextContent('Kibinai × 3');
    const money = within(summary).getByTestId('money-summary');
    expect(money.querySelector('[data-money="payNow"]')).toHaveTextContent('Pay now online€13.58');
    expect(money.querySelector('[data-money="payAtVisit"]')).toHaveTextContent(
      'Pay the chef in cash at the visit€49.50',
    );
    expect(await screen.findByText('To pay now: €13.58')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 1358, orderId: 41, purpose: 'order' },
    ]);
  });

  it('goes to the order-linking sign-in without a session (401)', async () => {
    fakeApi(answer(orders.getOrder, () => refuse(401, MESSAGES.unauthorized)));
    const { router } = renderResume();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=order_linking&orderId=41');
  });

  it('says "Order not found" for an order that is not the viewer’s, and "Order ID is required" without one', async () => {
    fakeApi(answer(orders.getOrder, () => refuse(404, MESSAGES.orderNotFound)));
    const first = renderResume();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    first.unmount();

    renderResume('?resumePayment=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Order ID is required' })).toBeInTheDocument();
  });

  it('does not redirect an empty cart to the marketplace when resuming', async () => {
    writeSession(authorizedUser(), Date.now());
    serve();
    renderResume();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(screen.queryByText('marketplace page')).not.toBeInTheDocument();
  });

  it('says so instead of asking for a card when the order is already paid', async () => {
    writeSession(authorizedUser(), Date.now());
    const api = serve(undefined, {
      ...orderViewFixture(),
      payments: [
        {
          id: 1,
          provider: 'test',
          purpose: 'order',
          amountKoinu: null,
          amount: 1358,
          refundedAmount: 0,
          currency: 'EUR',
          paidTimestamp: Date.now(),
        },
      ],
    });
    renderResume();
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/secure/stripe-intent')).toBe(false);
  });
});

describe('the test card form', () => {
  it('checks the card fields before sending anything', async () => {
    writeSession(authorizedUser(), Date.now());
    const api = serve();
    const { user } = renderResume();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date'), '01/20');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay €13.58' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter a valid card number');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid expiry date'),
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the 3 or 4 digit security code');
    expect(api.calls.some((call) => call.path === '/payments/test/confirm')).toBe(false);
  });

  it('shows the provider’s decline message for a card_error and keeps the cart', async () => {
    writeSession(authorizedUser(), Date.now());
    fillTestCart();
    const api = serve();
    declineCards(api, 'card_error', TEST_CARD_DECLINE_MESSAGE);
    const { user } = renderResume();
    await payWith(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(api.callsOf(payments.confirmTestPayment)).toEqual([
      { intentId: 'ti_41', cardNumber: '4000000000000002', expiry: '08/29', cvc: '123' },
    ]);
    const sent = api.calls.find((call) => call.path === '/payments/test/confirm');
    expect(sent!.body!.get('cardNumber')).toBe('4000000000000002');
    expect(readCart()).toHaveLength(2);
  });

  it('shows the provider’s message for a validation_error, with its field errors', async () => {
    writeSession(authorizedUser(), Date.now());
    declineCards(serve(), 'validation_error', 'Your card’s expiration date is invalid.', {
      expiry: ['forms.validation.cardExpiry'],
    });
    const { user } = renderResume();
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card’s expiration date is invalid.');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid expiry date'),
    );
  });

  it('says "An unexpected error occurred" for any other failure', async () => {
    writeSession(authorizedUser(), Date.now());
    serve(() => refuse(500, MESSAGES.serverError));
    const { user } = renderResume();
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('says the card payment service cannot be reached when the intent fails (503), and tries again', async () => {
    writeSession(authorizedUser(), Date.now());
    const order = orderViewFixture();
    let intentCalls = 0;
    fakeApi(
      answer(getConfig, () => paymentConfig('test')),
      answer(orders.getOrder, () => ({ order })),
      answer(payments.createPaymentIntent, () => {
        intentCalls += 1;
        if (intentCalls === 1) return refuse(503, MESSAGES.paymentProviderUnavailable);
        return { id: 'ti_41', secret: 'ti_41_secret', amount: order.onlineAmount, provider: 'test' as const };
      }),
    );
    const { user } = renderResume();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The card payment service cannot be reached right now; nothing was charged.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(intentCalls).toBe(2);
  });

  it('after a success clears the cart and lands on /buy-complete with the order number', async () => {
    writeSession(authorizedUser(), Date.now());
    fillTestCart();
    serve();
    const { user, router } = renderResume();
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?orderId=41&orderNumber=a1b2c3d4');
    expect(router.state.location.state).toEqual({ orderId: 41, orderNumber: 'a1b2c3d4' });
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
