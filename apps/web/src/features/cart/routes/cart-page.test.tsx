import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CART_UPDATE_EVENT, readCart } from '@/shared/cart/cart-storage.ts';
import { fillTestCart } from '@/shared/testing/order-fixtures.ts';
import { renderRoute } from '@/shared/testing/test-utils.tsx';
import { CartPage } from './cart-page.tsx';

function renderCart() {
  return renderRoute(<CartPage />, {
    path: '/cart',
    otherRoutes: [
      { path: '/checkout', element: <p>checkout page</p> },
      { path: '/mp', element: <p>marketplace page</p> },
    ],
  });
}

const line = (title: string) => screen.getByRole('listitem', { name: title });

describe('cart page', () => {
  it('lists each dish with its chef, unit price, servings and line total, and the subtotal', () => {
    fillTestCart();
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    const cepelinai = line('Cepelinai with meat');
    expect(within(cepelinai).getByRole('link', { name: 'Cepelinai with meat' })).toHaveAttribute(
      'href',
      '/product-detail/5',
    );
    expect(cepelinai).toHaveTextContent('by Rūta Kazlauskienė');
    expect(cepelinai).toHaveTextContent('€18.00 each');
    expect(cepelinai).toHaveTextContent('Servings: 4');
    expect(cepelinai).toHaveTextContent('Line total €36.00');
    expect(within(cepelinai).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(line('Kibinai')).toHaveTextContent('Servings: 3');
    expect(line('Kibinai')).toHaveTextContent('Line total €13.50');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€49.50');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
  });

  it('steps the quantity (never below 1), updating servings, totals and the stored cart with cart-update', async () => {
    fillTestCart();
    const { user } = renderCart();
    const listener = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, listener);

    const kibinai = line('Kibinai');
    await user.click(within(kibinai).getByRole('button', { name: 'One more' }));
    expect(within(kibinai).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4);
    expect(kibinai).toHaveTextContent('Servings: 4');
    expect(kibinai).toHaveTextContent('Line total €18.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€54.00');

    const cepelinai = line('Cepelinai with meat');
    await user.click(within(cepelinai).getByRole('button', { name: 'One less' }));
    expect(within(cepelinai).getByRole('button', { name: 'One less' })).toBeDisabled();
    expect(cepelinai).toHaveTextContent('Servings: 2');
    window.removeEventListener(CART_UPDATE_EVENT, listener);

    expect(listener).toHaveBeenCalledTimes(2);
    expect(readCart().map((item) => [item.productId, item.productVolume, item.servingsNumber])).toEqual([
      [5, 1, 2],
      [6, 4, 4],
    ]);
  });

  it('removes a dish, announces it and moves focus to the title', async () => {
    fillTestCart();
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Kibinai' }));
    expect(screen.queryByRole('listitem', { name: 'Kibinai' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Removed from your cart: Kibinai');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€36.00');
    expect(readCart().map((item) => item.productId)).toEqual([5]);
  });

  it('clears the cart only after confirming, then shows the empty message', async () => {
    fillTestCart();
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear the cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(readCart()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is now empty');
  });

  it('shows the empty message with a way back to the marketplace', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/mp');
  });

  it('follows a change made in another tab', async () => {
    fillTestCart();
    renderCart();
    const other = JSON.stringify(readCart().slice(0, 1));
    window.localStorage.setItem(CART_STORAGE_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€36.00'));
    expect(screen.queryByRole('listitem', { name: 'Kibinai' })).not.toBeInTheDocument();
  });
});
