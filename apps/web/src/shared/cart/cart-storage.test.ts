import { describe, expect, it, vi } from 'vitest';
import { productFixture } from '../testing/catalogue-fixtures.ts';
import { cartItemFromProduct } from './cart-item.ts';
import { addToCart, CART_STORAGE_KEY, CART_UPDATE_EVENT, readCart } from './cart-storage.ts';

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
