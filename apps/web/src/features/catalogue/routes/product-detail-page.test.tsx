import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Dish } from '@hearth/domain/catalogue';
import { getProduct, getProductDetails } from '@hearth/domain/contracts/catalogue';
import { CART_STORAGE_KEY, CART_UPDATE_EVENT } from '@/shared/cart/cart-storage.ts';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { noSchedule } from '@/shared/testing/availability-fixtures.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { renderRoute } from '@/shared/testing/test-utils.tsx';
import type { Product } from '@/shared/catalogue/product.ts';
import { ProductDetailPage } from './product-detail-page.tsx';

const DISH: Dish = {
  productId: 5,
  kitchenType: 'french',
  preparationMinutes: 90,
  preparationDescription: 'Boil gently for 25 minutes.',
  ingridients: { potatoes: 2, pork: 0.5 },
  calories: 640,
  servingsNumber: 2,
  hourRate: 1200,
  timeBased: true,
  allergens: ['milk'],
  dietaryTags: [],
};

function serve(product: Product) {
  return fakeApi(
    noSchedule(),
    answer(getProductDetails, () => ({ dish: DISH })),
    answer(getProduct, () => ({
      product,
      relatedFiles: product.relatedFiles,
      userId: product.userId,
      merchant: {
        userId: product.userId,
        storeName: 'ruta',
        firstName: 'Rūta',
        lastName: 'Kazlauskienė',
        rating: { average: 4.75, count: 8 },
      },
    })),
  );
}

/** Both reads of the dish page refused with `status` and `message`. */
function refuseBoth(status: number, message: string) {
  return fakeApi(
    noSchedule(),
    answer(getProduct, () => refuse(status, message)),
    answer(getProductDetails, () => refuse(status, message)),
  );
}

function renderDetail(id = '5') {
  return renderRoute(<ProductDetailPage />, {
    path: '/product-detail/:productId',
    initialEntry: `/product-detail/${id}`,
  });
}

describe('product detail', () => {
  it('shows the time-based price calculation, preparation, servings, allergens and the chef link', async () => {
    const api = serve(productFixture());
    renderDetail('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cepelinai with meat' })).toBeInTheDocument();
    expect(api.callsOf(getProduct)).toEqual([{ productId: 5 }]);
    expect(api.callsOf(getProductDetails)).toEqual([{ productId: 5 }]);
    // The dish, its details and its chef's next free days (decision 063).
    expect(api.calls).toHaveLength(3);
    expect(screen.getByTestId('price-calculation')).toHaveTextContent('90 min × €12.00/h = €18.00');
    expect(screen.getByText('€12.00 per hour')).toBeInTheDocument();
    expect(screen.getByText('Serves').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('list', { name: 'Contains allergens' })).toHaveTextContent(/Milk.*Gluten/);
    expect(screen.getByRole('link', { name: 'Rūta Kazlauskienė' })).toHaveAttribute('href', '/store/ruta');
    expect(screen.getByRole('img', { name: '4.8 out of 5, 8 reviews' })).toBeInTheDocument();
    expect(await screen.findByText('Boil gently for 25 minutes.')).toBeInTheDocument();
    // The cart is empty: nothing to go to yet.
    expect(screen.queryByRole('link', { name: 'Go to cart' })).not.toBeInTheDocument();
  });

  it('shows the fixed price of a dish not priced by time', async () => {
    serve(productFixture({ price: 1550, fixedPrice: 1550, hourRate: null }));
    renderDetail();
    expect(await screen.findByTestId('price-calculation')).toHaveTextContent('Fixed price: €15.50');
    expect(screen.queryByText(/per hour/)).not.toBeInTheDocument();
  });

  it('shows a placeholder when the picture fails to load', async () => {
    serve(productFixture());
    renderDetail();
    const image = await screen.findByRole('img', { name: 'Cepelinai with meat, picture 1 of 1' });
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('image-placeholder')).toHaveTextContent('CW');
  });

  it('says "Product not found" on 404 and "Failed to load product" on other failures', async () => {
    refuseBoth(404, 'pages.product.notFound');
    const first = renderDetail('77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    first.unmount();

    refuseBoth(500, 'pages.errors.serverError');
    renderDetail('78');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load product' }),
    ).toBeInTheDocument();
  });

  it('adds the chosen quantity to the cart and fires cart-update', async () => {
    serve(productFixture());
    const listener = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, listener);
    const { user } = renderDetail('5');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByText('Total €36.00 · 4 servings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    window.removeEventListener(CART_UPDATE_EVENT, listener);

    expect(listener).toHaveBeenCalledTimes(1);
    const cart = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!);
    expect(cart).toEqual([
      expect.objectContaining({ productId: 5, productVolume: 2, price: 1800, servingsNumber: 4, chefId: 21 }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart: Cepelinai with meat');
    // Now there is a cart to go to, from the add-to-cart bar (fixed to the bottom on a phone).
    expect(screen.getAllByRole('link', { name: 'Go to cart' })[0]).toHaveAttribute('href', '/cart');
    expect(document.querySelector('.add-to-cart-bar')).toContainElement(
      screen.getByRole('button', { name: 'Add to cart' }),
    );
  });

  it('shows the shape of the page while the dish loads', () => {
    serve(productFixture());
    renderDetail('5');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('.skeleton')).not.toBeNull();
  });
});
