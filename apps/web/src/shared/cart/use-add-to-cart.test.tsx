import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../testing/catalogue-fixtures.ts';
import { renderRoute } from '../testing/test-utils.tsx';
import { cartItemFromProduct } from './cart-item.ts';
import { addToCart, readCart } from './cart-storage.ts';
import { useAddToCart } from './use-add-to-cart.tsx';

const JONAS = { userId: 22, nickname: 'jonas', name: 'Jonas Petraitis' };
const RUTA = { userId: 21, nickname: 'ruta', name: 'Rūta' };

function Harness() {
  const cart = useAddToCart();
  const item = cartItemFromProduct(productFixture({ id: 40, userId: 22, title: 'Šaltibarščiai' }), JONAS, 1);
  return (
    <>
      <button type="button" onClick={() => cart.add(item)}>
        add
      </button>
      {cart.ui}
    </>
  );
}

describe('add-to-cart flow', () => {
  it('asks before starting a new cart for another chef, and keeps the cart when told to', async () => {
    addToCart(cartItemFromProduct(productFixture(), RUTA, 2));
    const { user } = renderRoute(<Harness />);
    await user.click(screen.getByRole('button', { name: 'add' }));

    // The dialog's code loads when it is first needed.
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new cart?' });
    expect(dialog).toHaveTextContent('Your cart holds dishes by Rūta.');
    expect(within(dialog).getByRole('button', { name: 'Keep my cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(readCart().map((line) => line.productId)).toEqual([5]);
    expect(screen.getByRole('button', { name: 'add' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'add' }));
    await user.click(await screen.findByRole('button', { name: 'Start a new cart' }));
    expect(readCart().map((line) => [line.productId, line.chefName])).toEqual([[40, 'Jonas Petraitis']]);
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart: Šaltibarščiai');
  });
});
