import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as payments from '@hearth/domain/contracts/payments';
import * as site from '@hearth/domain/contracts/site';
import * as wallet from '@hearth/domain/contracts/wallet';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { walletFixture } from '../testing/wallet-fixtures.ts';
import { BuyPage } from './buy-page.tsx';
import { siteConfig } from '@/shared/testing/site-config.ts';

// Stripe.js stands in for the Stripe case: the top-up must come back to /buy?topUp=done.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), elements: { name: 'elements' } }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn().mockResolvedValue({ name: 'stripe' }) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

/** The test provider by default; the wallet holds `balance` DOGE until the card is accepted, then 50 more. */
function serve({ provider = 'test', balance = 0 }: { provider?: 'test' | 'stripe'; balance?: number } = {}) {
  let paid = false;
  return fakeApi(
    answer(site.getConfig, () =>
      siteConfig({
        serviceFeeCents: 0,
        paymentProvider: provider,
        stripePublishableKey: provider === 'stripe' ? 'pk_test_123' : null,
      }),
    ),
    answer(wallet.getWallet, () => walletFixture(paid ? balance + 50 : balance)),
    answer(payments.createPaymentIntent, () => ({
      id: 'ti_top_up',
      secret: 'ti_top_up_secret',
      amount: 1000,
      provider,
    })),
    answer(payments.confirmTestPayment, () => {
      paid = true;
      return undefined;
    }),
  );
}

function renderBuy(path = '/buy') {
  writeSession(authorizedUser(), Date.now());
  return renderRoute(<BuyPage />, { path: '/buy', initialEntry: path });
}

const dogeField = () => screen.getByLabelText('DOGE');

beforeEach(() => {
  stripe.confirmPayment.mockReset();
});

describe('/buy: the converter', () => {
  it('converts DOGE to EUR and EUR to DOGE at 0.2 as the user types', async () => {
    serve();
    const { user } = renderBuy();
    expect(await screen.findByText('1 DOGE = 0.20 EUR')).toBeInTheDocument();
    await user.type(dogeField(), '10');
    expect(screen.getByLabelText('Amount in EUR')).toHaveValue('2.00');

    await user.clear(screen.getByLabelText('Amount in EUR'));
    await user.type(screen.getByLabelText('Amount in EUR'), '12,5');
    expect(dogeField()).toHaveValue('62.5');
    expect(screen.getByText('You pay €12.50 by card and get 62.5 DOGE.')).toBeInTheDocument();
  });

  it('switches to USD at the same rate and says the card is charged in EUR', async () => {
    serve();
    const { user } = renderBuy();
    await user.type(await screen.findByLabelText('DOGE'), '25');
    expect(screen.queryByText('The card is charged in EUR.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByLabelText('Amount in USD')).toHaveValue('5.00');
    expect(screen.getByText('1 DOGE = 0.20 USD')).toBeInTheDocument();
    expect(screen.getByText('The card is charged in EUR.')).toBeInTheDocument();
  });

  it('shows the limits before paying and refuses an amount outside them', async () => {
    const api = serve();
    const { user } = renderBuy();
    const fiat = await screen.findByLabelText('Amount in EUR');
    expect(fiat).toHaveAccessibleDescription('You can buy for €1.00 to €1,000.00 at a time.');
    await user.type(dogeField(), '4');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(fiat).toHaveAccessibleDescription(expect.stringContaining('Buy for 1 to 1000 EUR at a time'));
    expect(fiat).toHaveFocus();
    await user.clear(dogeField());
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(fiat).toHaveAccessibleDescription(expect.stringContaining('Enter the amount to buy'));
    expect(api.calls.some((call) => call.path === '/secure/stripe-intent')).toBe(false);
  });
});

describe('/buy: paying by card', () => {
  it('asks for a top-up intent with order id 0 and the EUR cents, pays, and shows the credited balance', async () => {
    const api = serve({ balance: 0 });
    const { user } = renderBuy();
    expect(await screen.findByText('0 DOGE')).toBeInTheDocument();
    await user.type(dogeField(), '50');
    await user.click(screen.getByRole('button', { name: 'Buy' }));

    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    // The top-up sends no purpose: the server reads its default.
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 1000, orderId: 0, purpose: 'order' },
    ]);
    expect(dogeField()).toBeDisabled();
    await user.type(screen.getByLabelText('Expiry date'), '08/29');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €10.00' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment received: 50 DOGE were added to your wallet.',
    );
    expect(await screen.findByText('50 DOGE')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(dogeField()).toHaveValue('');
  });

  it('lets the amount change before paying', async () => {
    serve();
    const { user } = renderBuy();
    await user.type(await screen.findByLabelText('DOGE'), '50');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(dogeField()).toBeEnabled();
    expect(dogeField()).toHaveValue('50');
  });

  it('with Stripe, comes back to /buy?topUp=done', async () => {
    serve({ provider: 'stripe' });
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { user } = renderBuy();
    await user.type(await screen.findByLabelText('DOGE'), '50');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: 'Pay €10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/buy?topUp=done` },
    });
  });

  it('after Stripe’s return says whether the payment went through', async () => {
    serve({ balance: 3 });
    const first = renderBuy('/buy?topUp=done&redirect_status=succeeded');
    expect(
      await screen.findByText(
        'Payment received. The DOGE are added to your balance as soon as the card payment is confirmed.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByText('3 DOGE')).toBeInTheDocument();
    first.unmount();

    renderBuy('/buy?topUp=done&redirect_status=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through.');
  });
});
