import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import * as payments from '@hearth/domain/contracts/payments';
import { getConfig } from '@hearth/domain/contracts/site';
import { CART_STORAGE_KEY } from '@/shared/cart/cart-storage.ts';
import { dogeAnswers, GOOD_PIN, paymentConfig } from '@/shared/payments/testing/doge-fixtures.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { fillTestCart, orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { BuyCompletePage } from './buy-complete-page.tsx';
import { CheckoutPage } from './checkout-page.tsx';

/** The resumed payment of order 41 (€13.58 now), with a wallet of `doge` DOGE. */
function serve(doge: number) {
  const order = orderViewFixture();
  return fakeApi(
    ...dogeAnswers(doge, order.onlineAmount, () => order),
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
  );
}

function renderResume() {
  writeSession(authorizedUser(), Date.now());
  return renderRoute(<CheckoutPage />, {
    path: '/checkout',
    initialEntry: '/checkout?orderId=41&resumePayment=true',
    otherRoutes: [
      { path: '/buy-complete', element: <BuyCompletePage /> },
      { path: '/buy', element: <h1>Buy DOGE page</h1> },
    ],
  });
}

describe('paying an order from the DOGE wallet', () => {
  it('shows the balance and the DOGE amount, refuses a wrong pin, then pays and lands on /buy-complete', async () => {
    fillTestCart();
    const api = serve(500);
    const { user, router } = renderResume();
    await user.click(await screen.findByRole('radio', { name: 'DOGE wallet' }));
    expect(screen.getByRole('radio', { name: 'DOGE wallet' })).toHaveAccessibleDescription(
      /a pin sent to your e-mail confirms the payment/,
    );
    expect(await screen.findByText('Your wallet: 500 DOGE')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/Pay €13.58 from your DOGE wallet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me the pin' }));
    expect(await screen.findByText('€13.58 = 135.8 DOGE')).toBeInTheDocument();
    expect(api.callsOf(payments.requestDogePayment)).toEqual([{ orderId: 41, purpose: 'order' }]);
    expect(
      screen.getByText('We e-mailed you a code to confirm the payment from your DOGE wallet'),
    ).toBeInTheDocument();

    const pin = screen.getByLabelText('PIN');
    await user.type(pin, '654321');
    await user.click(screen.getByRole('button', { name: 'Pay 135.8 DOGE' }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription('Wrong or expired pin'));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();

    await user.clear(pin);
    await user.type(pin, GOOD_PIN);
    await user.click(screen.getByRole('button', { name: 'Pay 135.8 DOGE' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?orderId=41&orderNumber=a1b2c3d4');
    expect(api.callsOf(orders.confirmDogePayment)).toEqual([
      { intentId: 'di_41', pin: '654321' },
      { intentId: 'di_41', pin: GOOD_PIN },
    ]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('checks the pin before sending it', async () => {
    const api = serve(500);
    const { user } = renderResume();
    await user.click(await screen.findByRole('radio', { name: 'DOGE wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Send me the pin' }));
    await user.type(await screen.findByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay 135.8 DOGE' }));
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.path === '/secure/doge-payment-confirm')).toBe(false);
  });

  it('says the wallet is short, with the way to buy DOGE', async () => {
    const api = serve(10);
    const { user } = renderResume();
    await user.click(await screen.findByRole('radio', { name: 'DOGE wallet' }));
    expect(await screen.findByText('Your wallet: 10 DOGE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the pin' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough DOGE in your wallet');
    await user.click(within(alert).getByRole('link', { name: 'Buy DOGE' }));
    expect(await screen.findByRole('heading', { name: 'Buy DOGE page' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/secure/doge-payment-confirm')).toBe(false);
  });
});
