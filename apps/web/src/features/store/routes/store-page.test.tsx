import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_NOTICE_MS, type StoreProduct } from '@hearth/domain/catalogue';
import { getStore } from '@hearth/domain/contracts/profile';
import { listStoreReviews } from '@hearth/domain/contracts/reviews';
import { MESSAGES } from '@hearth/domain/messages';
import type { PublicMerchant } from '@hearth/domain/profile';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { readCart } from '@/shared/cart/cart-storage.ts';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { StorePage } from './store-page.tsx';

const MERCHANT: PublicMerchant = {
  userId: 21,
  firstName: 'Rūta',
  lastName: 'Kazlauskienė',
  storeName: 'ruta',
  about: 'Slow-cooked dishes',
  city: 'Vilnius',
  avatarUrl: null,
  thumbnailUrl: null,
  valid: true,
  merchantInfo: { hourRate: 1250, kitchenType: ['french', 'georgian'], about: 'Slow-cooked dishes' },
  rating: { average: null, count: 0 },
};

/** The chef page's calls: the chef and `products`, and no reviews. */
function serve(merchant: PublicMerchant, products: StoreProduct[] = []) {
  return fakeApi(
    answer(getStore, () => ({ merchant, products })),
    answer(listStoreReviews, ({ page }) => ({ reviews: [], rating: merchant.rating, page, pageSize: 10 })),
  );
}

function renderStore(nickname: string) {
  return renderRoute(<StorePage />, { path: '/store/:nickname', initialEntry: `/store/${nickname}` });
}

describe('public chef page', () => {
  it('shows the chef: initial, name, @nickname, rate in EUR per hour, kitchen badges, about', async () => {
    const api = serve(MERCHANT);
    renderStore('ruta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rūta Kazlauskienė' })).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/store/products');
    expect(api.callsOf(getStore)).toEqual([{ nickname: 'ruta' }]);
    expect(screen.getByRole('img', { name: 'Picture of Rūta Kazlauskienė' })).toHaveTextContent('R');
    expect(screen.getByText(/@ruta/)).toBeInTheDocument();
    expect(screen.getByText('€12.50 per hour')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kitchen types' })).toHaveTextContent('FrenchGeorgian');
    expect(screen.getByText('Slow-cooked dishes')).toBeInTheDocument();
    expect(screen.queryByText('Your profile')).not.toBeInTheDocument();
  });

  it('tells the owner it is their profile', async () => {
    writeSession(authorizedUser({ id: 21 }));
    serve({ ...MERCHANT, valid: false });
    renderStore('ruta');
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile?chefProfile=true',
    );
    expect(screen.getByText(/until the profile is approved/)).toBeInTheDocument();
    // Dishes wait for the approval: no "Add a dish" that would lead nowhere.
    expect(screen.queryByRole('link', { name: 'Add a dish' })).not.toBeInTheDocument();
  });

  it('offers the approved owner to add a dish', async () => {
    writeSession(authorizedUser({ id: 21, legalInfo: { valid: true } }));
    serve(MERCHANT);
    renderStore('ruta');
    expect(await screen.findByRole('link', { name: 'Add a dish' })).toHaveAttribute('href', '/product');
  });

  it('says "Chef not found" on 404', async () => {
    fakeApi(
      answer(getStore, () => refuse(404, MESSAGES.chefNotFound)),
      answer(listStoreReviews, () => refuse(404, MESSAGES.chefNotFound)),
    );
    renderStore('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef not found' })).toBeInTheDocument();
  });
});

const LONG = 'Potato dumplings filled with pork, served with sour cream and crispy bacon bits.';
const PRODUCTS: StoreProduct[] = [
  { product: productFixture({ description: LONG }), relatedFiles: productFixture().relatedFiles },
  {
    product: productFixture({
      id: 6,
      title: 'Kibinai',
      description: 'Baked pastries',
      fixedPrice: 450,
      price: 450,
      hourRate: null,
      preparationMinutes: 40,
      active: false,
      allergens: [],
      dietaryTags: ['vegetarian'],
    }),
    relatedFiles: [],
  },
];

describe('chef page dishes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows visitors a grid of dishes with price, minutes, cut description, tags and add-to-cart', async () => {
    serve(MERCHANT, PRODUCTS);
    renderStore('ruta');
    const cepelinai = (await screen.findByRole('link', { name: 'Cepelinai with meat' })).closest('li')!;
    expect(within(cepelinai).getByRole('link', { name: 'Cepelinai with meat' })).toHaveAttribute(
      'href',
      '/product-detail/5',
    );
    expect(cepelinai).toHaveTextContent('€18.00');
    expect(cepelinai).toHaveTextContent('90 min');
    expect(within(cepelinai).getByText(`${LONG.slice(0, 60)}…`)).toBeInTheDocument();
    expect(within(cepelinai).getByRole('list', { name: 'Contains allergens' })).toHaveTextContent(/Milk/);
    const kibinai = screen.getByRole('link', { name: 'Kibinai' }).closest('li')!;
    expect(kibinai).toHaveTextContent('€4.50');
    expect(within(kibinai).getByText('Baked pastries')).toBeInTheDocument();
    expect(within(kibinai).getByTestId('image-placeholder')).toHaveTextContent('K');
    expect(screen.getAllByRole('button', { name: /^Add to cart: / })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Edit dish/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('shows the owner active/inactive labels and edit buttons, and no add-to-cart', async () => {
    writeSession(authorizedUser({ id: 21 }));
    serve(MERCHANT, PRODUCTS);
    renderStore('ruta');
    expect(await screen.findByRole('link', { name: 'Edit dish: Cepelinai with meat' })).toHaveAttribute(
      'href',
      '/product/5',
    );
    expect(screen.getByRole('link', { name: 'Edit dish: Kibinai' })).toHaveAttribute('href', '/product/6');
    expect(screen.getByText('Your profile')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it('adds a dish to the cart and shows the notice for 3 seconds', async () => {
    serve(MERCHANT, PRODUCTS);
    renderStore('ruta');
    const add = await screen.findByRole('button', { name: 'Add to cart: Cepelinai with meat' });
    vi.useFakeTimers();
    fireEvent.click(add);
    expect(readCart()).toEqual([
      expect.objectContaining({ productId: 5, productVolume: 1, chefId: 21, chefName: 'Rūta Kazlauskienė' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart: Cepelinai with meat');
    act(() => vi.advanceTimersByTime(CART_NOTICE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
