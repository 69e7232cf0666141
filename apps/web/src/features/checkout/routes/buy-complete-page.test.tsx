import { screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, readCart } from '@/shared/cart/cart-storage.ts';
import { fillTestCart } from '@/shared/testing/order-fixtures.ts';
import { renderRoute } from '@/shared/testing/test-utils.tsx';
import { BuyCompletePage } from './buy-complete-page.tsx';

function renderBuyComplete(entry: string) {
  return renderRoute(<BuyCompletePage />, { path: '/buy-complete', initialEntry: entry });
}

/** Arrives on /buy-complete the way the card form leaves: navigating with the order id in the state. */
function arriveWithState(to: string, state: unknown) {
  return renderRoute(<Navigate to={to} state={state} replace />, {
    path: '/',
    otherRoutes: [{ path: '/buy-complete', element: <BuyCompletePage /> }],
  });
}

const orderIdLine = () => screen.getByText('Order ID:');

describe('payment success page', () => {
  it('shows the order id of the query, the thanks, the e-mail note and the ways on', () => {
    fillTestCart();
    renderBuyComplete('/buy-complete?orderId=41');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(orderIdLine()).toHaveTextContent('Order ID: 41');
    expect(screen.getByText(/Your chef will confirm the order soon/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation will be sent to your e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    // Nothing is marked or cleared without Stripe's redirect: the card form cleared the cart already.
    expect(readCart()).toHaveLength(2);
  });

  it('takes the order id from the navigation state when the query has none', async () => {
    arriveWithState('/buy-complete', { orderId: 52 });
    expect(await screen.findByText('Order ID:')).toHaveTextContent('Order ID: 52');
  });

  it('prefers the query to the navigation state', async () => {
    arriveWithState('/buy-complete?orderId=41', { orderId: 52 });
    expect(await screen.findByText('Order ID:')).toHaveTextContent('Order ID: 41');
  });

  it('says "Unknown" without either', () => {
    renderBuyComplete('/buy-complete');
    expect(orderIdLine()).toHaveTextContent('Order ID: Unknown');
  });

  it('clears the cart after Stripe’s redirect of a successful payment', () => {
    fillTestCart();
    renderBuyComplete(
      '/buy-complete?orderId=41&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=succeeded',
    );
    expect(orderIdLine()).toHaveTextContent('Order ID: 41');
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('offers to try again after Stripe’s redirect of a failed payment, keeping the cart', () => {
    fillTestCart();
    renderBuyComplete('/buy-complete?orderId=41&redirect_status=failed');
    expect(
      screen.getByRole('heading', { level: 1, name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout?orderId=41&resumePayment=true',
    );
    expect(readCart()).toHaveLength(2);
  });
});
