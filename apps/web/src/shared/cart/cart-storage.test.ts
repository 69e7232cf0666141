import { describe, expect, it, vi } from 'vitest';
import { productFixture } from '../testing/catalogue-fixtures.ts';
import { cartItemFromProduct } from './cart-item.ts';
import {
  addToCart,
  CART_STORAGE_KEY,
  CART_UPDATE_EVENT,
  readCart,
  removeFromCart,
  setCartVolume,
} from './cart-storage.ts';
import { cartLinePriceCents, cartLineServings, cartSubtotalCents } from './cart-totals.ts';

const RUTA = { userId: 21, nickname: 'ruta', name: 'Rūta Kazlauskienė' };
const JONAS = { userId: 22, nickname: 'jonas', name: 'Jonas Petraitis' };

describe('cart storage', () => {
  it('stores the line of the spec with its chef and fires cart-update', () => {
    const listener = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, listener);
    expect(addToCart(cartItemFromProduct(productFixture(), RUTA, 2))).toBe('added');
    window.removeEventListener(CART_UPDATE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      {
        productId: 5,
        productVolume: 2,
        title: 'Cepelinai with meat',
        price: 1800,
        currencyUnit: 'EUR',
        baseServingsNumber: 2,
        servingsNumber: 4,
        preparationMinutes: 90,
        imageSrc: '/repository/products/21/5-9-thumb.jpg',
        hourRate: 1200,
        chefId: 21,
        chefName: 'Rūta Kazlauskienė',
      },
    ]);
  });

  it('adds the volume (and servings) of the same dish added again', () => {
    addToCart(cartItemFromProduct(productFixture(), RUTA, 1));
    expect(addToCart(cartItemFromProduct(productFixture(), RUTA, 2))).toBe('increased');
    addToCart(cartItemFromProduct(productFixture({ id: 6, title: 'Kibinai' }), RUTA, 1));
    expect(readCart().map((line) => [line.productId, line.productVolume, line.servingsNumber])).toEqual([
      [5, 3, 6],
      [6, 1, 2],
    ]);
  });

  it('refuses another chef’s dish unless a new cart is started, which replaces the cart', () => {
    addToCart(cartItemFromProduct(productFixture(), RUTA, 3));
    const other = cartItemFromProduct(
      productFixture({ id: 40, userId: 22, title: 'Šaltibarščiai' }),
      JONAS,
      1,
    );
    expect(addToCart(other)).toBe('otherChef');
    expect(readCart()).toHaveLength(1);
    expect(addToCart(other, { startNewCart: true })).toBe('added');
    expect(readCart().map((line) => [line.productId, line.chefId])).toEqual([[40, 22]]);
  });

  it('treats lines without a chef (an older cart) as another chef’s', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, productVolume: 1 }]));
    expect(addToCart(cartItemFromProduct(productFixture(), RUTA, 1))).toBe('otherChef');
  });
});

describe('cart page changes', () => {
  function fill() {
    addToCart(cartItemFromProduct(productFixture(), RUTA, 1));
    addToCart(cartItemFromProduct(productFixture({ id: 6, title: 'Kibinai', servingsNumber: 3 }), RUTA, 2));
  }

  it('sets a line’s volume and servings, and fires cart-update', () => {
    fill();
    const listener = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, listener);
    setCartVolume(6, 4);
    window.removeEventListener(CART_UPDATE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCart().map((line) => [line.productId, line.productVolume, line.servingsNumber])).toEqual([
      [5, 1, 2],
      [6, 4, 12],
    ]);
  });

  it('refuses a volume below 1 or not whole, and a dish not in the cart', () => {
    fill();
    const before = window.localStorage.getItem(CART_STORAGE_KEY);
    const listener = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, listener);
    setCartVolume(6, 0);
    setCartVolume(6, 1.5);
    setCartVolume(99, 3);
    window.removeEventListener(CART_UPDATE_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(before);
  });

  it('removes a line; removing the last one empties the cart', () => {
    fill();
    removeFromCart(5);
    expect(readCart().map((line) => line.productId)).toEqual([6]);
    removeFromCart(6);
    expect(readCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('prices lines as the server does: a time-based line on its whole preparation time', () => {
    // 25 minutes at 10.00 EUR an hour: 416.67 cents a unit, 1250 for three (not 3 x 417 = 1251).
    const timed = cartItemFromProduct(productFixture({ preparationMinutes: 25, hourRate: 1000 }), RUTA, 3);
    const fixed = cartItemFromProduct(
      productFixture({ id: 6, price: 1550, fixedPrice: 1550, hourRate: null, servingsNumber: 4 }),
      RUTA,
      2,
    );
    expect(cartLinePriceCents(timed)).toBe(1250);
    expect(cartLinePriceCents(fixed)).toBe(3100);
    expect(cartSubtotalCents([timed, fixed])).toBe(4350);
    expect(cartLineServings(fixed)).toBe(8);
  });
});
