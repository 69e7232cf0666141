import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, readCart } from '@/shared/cart/cart-storage.ts';
import { getOrder } from '@hearth/domain/contracts/orders';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { fillTestCart, orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
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

const orderIdLine = () => screen.getByText('Order number:');

describe('payment success page', () => {
  it('shows the order number of the query, the thanks, the e-mail note and the ways on', () => {
    fillTestCart();
    renderBuyComplete('/buy-complete?orderId=41&orderNumber=a1b2c3d4');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(orderIdLine()).toHaveTextContent('Order number: a1b2c3d4');
    expect(screen.getByText(/Your chef will confirm the order soon/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation will be sent to your e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
    // Nothing is marked or cleared without Stripe's redirect: the card form cleared the cart already.
    expect(readCart()).toHaveLength(2);
  });

  it('takes the order number from the navigation state when the query has none', async () => {
    arriveWithState('/buy-complete', { orderId: 52, orderNumber: 'e5f6a7b8' });
    expect(await screen.findByText('Order number:')).toHaveTextContent('Order number: e5f6a7b8');
  });

  it('never shows the database id: with the id alone, the number comes from the order', async () => {
    writeSession(authorizedUser(), Date.now());
    const api = fakeApi(answer(getOrder, () => ({ order: orderViewFixture() })));
    renderBuyComplete('/buy-complete?orderId=41');
    await waitFor(() => expect(orderIdLine()).toHaveTextContent('Order number: a1b2c3d4'));
    expect(api.callsOf(getOrder)).toEqual([{ orderId: 41 }]);
    expect(screen.queryByText(/41/)).not.toBeInTheDocument();
  });

  it('says "Unknown" without a number it can show', () => {
    renderBuyComplete('/buy-complete?orderId=41');
    expect(orderIdLine()).toHaveTextContent('Order number: Unknown');
  });

  it('shows the last step of the checkout', () => {
    renderBuyComplete('/buy-complete?orderId=41&orderNumber=a1b2c3d4');
    const list = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(list).getByText('Done')).toHaveAttribute('aria-current', 'step');
  });

  it('clears the cart after Stripe’s redirect of a successful payment', () => {
    fillTestCart();
    renderBuyComplete(
      '/buy-complete?orderId=41&orderNumber=a1b2c3d4&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=succeeded',
    );
    expect(orderIdLine()).toHaveTextContent('Order number: a1b2c3d4');
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
