import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import * as payments from '@hearth/domain/contracts/payments';
import { getConfig } from '@hearth/domain/contracts/site';
import { MESSAGES } from '@hearth/domain/messages';
import { paymentConfig } from '@/shared/payments/testing/doge-fixtures.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { CheckoutPage } from '../routes/checkout-page.tsx';

// Stripe.js and its React bindings are replaced: the page must load them only for Stripe, pass the intent's
// secret, ask for the accordion layout and confirm with the return URL.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elements: { name: 'elements' },
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: ({ options }: { options: { layout: string } }) => (
    <div data-testid="payment-element" data-layout={options.layout} />
  ),
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

function serve(provider: 'test' | 'stripe') {
  return fakeApi(
    answer(getConfig, () => paymentConfig(provider)),
    answer(orders.getOrder, ({ orderId }) =>
      orderId === 41 ? { order: orderViewFixture() } : refuse(404, MESSAGES.orderNotFound),
    ),
    answer(payments.createPaymentIntent, () => ({
      id: 'pi_41',
      secret: 'pi_41_secret_x',
      amount: 1358,
      provider,
    })),
  );
}

function renderResume() {
  return renderRoute(<CheckoutPage />, {
    path: '/checkout',
    initialEntry: '/checkout?orderId=41&resumePayment=true',
  });
}

beforeEach(() => {
  writeSession(authorizedUser(), Date.now());
  stripe.loadStripe.mockReset().mockResolvedValue({ name: 'stripe' });
  stripe.confirmPayment.mockReset();
});

describe('payment with Stripe', () => {
  it('loads Stripe.js with the publishable key and shows the Payment Element in accordion layout', async () => {
    serve('stripe');
    renderResume();
    const element = await screen.findByTestId('payment-element');
    expect(element).toHaveAttribute('data-layout', 'accordion');
    expect(screen.getByTestId('stripe-elements')).toHaveAttribute('data-client-secret', 'pi_41_secret_x');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('confirms with the /buy-complete return URL and shows a card_error’s message, else the unexpected one', async () => {
    serve('stripe');
    stripe.confirmPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } })
      .mockResolvedValueOnce({ error: { type: 'api_connection_error', message: 'Network down' } });
    const { user } = renderResume();
    await screen.findByTestId('payment-element');

    await user.click(screen.getByRole('button', { name: 'Pay €13.58' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/buy-complete?orderId=41&orderNumber=a1b2c3d4` },
    });

    await user.click(screen.getByRole('button', { name: 'Pay €13.58' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('never loads Stripe.js when the test provider takes the payment', async () => {
    serve('test');
    renderResume();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
