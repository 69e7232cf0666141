import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, notifyCartChanged } from '@/shared/cart/cart-storage.ts';
import { badgeText } from '@/shared/ui/badge-link.tsx';
import { CartLink } from './cart-link.tsx';
import { renderTranslated } from '@/shared/testing/test-utils.tsx';

function storeCart(volumes: unknown[]) {
  const items = volumes.map((productVolume, index) => ({
    productId: index + 1,
    productVolume,
    title: 'Dish',
  }));
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

function renderCartLink() {
  renderTranslated(
    <MemoryRouter>
      <CartLink />
    </MemoryRouter>,
  );
}

describe('cart badge', () => {
  it('caps the text at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(1000)).toBe('99+');
  });

  it('shows no badge for an empty cart', () => {
    renderCartLink();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('sums the item volumes and shows 99+ above 99', () => {
    storeCart([60, 40, 20]);
    renderCartLink();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Cart, items: 99+' })).toBeInTheDocument();
  });

  it('refreshes on the cart-update event and on storage events from other tabs', () => {
    storeCart([2]);
    renderCartLink();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');

    storeCart([2, 3]);
    act(() => notifyCartChanged());
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');

    storeCart([99]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99');
  });

  it('ignores a broken cart', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    renderCartLink();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
