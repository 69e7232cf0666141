import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_NOTICE_MS, type StoreProduct } from '@hearth/domain/catalogue';
import { chooseChefCover } from '@hearth/domain/contracts/catalogue';
import { getStore } from '@hearth/domain/contracts/profile';
import { listStoreReviews } from '@hearth/domain/contracts/reviews';
import { MESSAGES } from '@hearth/domain/messages';
import type { PublicMerchant } from '@hearth/domain/profile';
import { writeSession } from '@/shared/session/session-storage.ts';
import { noSchedule } from '@/shared/testing/availability-fixtures.ts';
import { answer, fakeApi, refuse, type FakeHandler } from '@/shared/testing/fake-api.ts';
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
function serve(merchant: PublicMerchant, products: StoreProduct[] = [], ...more: FakeHandler[]) {
  return fakeApi(
    noSchedule(),
    answer(getStore, () => ({ merchant, products, cover: null })),
    ...more,
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
      noSchedule(),
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

describe('the owner’s card cover', () => {
  /** Three enabled dishes with photos; the server's cover is `cover`, changed by chooseChefCover. */
  function serveCovers(initial: { fileId: number; chosen: boolean }) {
    let cover = initial;
    const photo = (id: number) => ({
      fileId: id * 10,
      fileName: `${id}-${id * 10}.jpg`,
      url: `/repository/products/21/${id}-${id * 10}.jpg`,
      thumbnailUrl: `/repository/products/21/${id}-${id * 10}-thumb.jpg`,
    });
    const products: StoreProduct[] = [7, 6, 5].map((id) => ({
      product: productFixture({ id, title: `Dish ${id}`, relatedFiles: [photo(id)] }),
      relatedFiles: [photo(id)],
    }));
    const calls: unknown[] = [];
    const api = fakeApi(
      noSchedule(),
      answer(getStore, () => ({ merchant: MERCHANT, products, cover })),
      answer(listStoreReviews, ({ page }) => ({ reviews: [], rating: MERCHANT.rating, page, pageSize: 10 })),
      answer(chooseChefCover, (input) => {
        calls.push(input);
        if (input.fileId === 50) return refuse(409, MESSAGES.coverNeedsEnabledDish);
        cover =
          input.fileId === undefined ? { fileId: 70, chosen: false } : { fileId: input.fileId, chosen: true };
        return { cover };
      }),
    );
    return { api, calls };
  }

  it('marks the cover, lets the chef choose another dish’s photo and go back to the newest', async () => {
    writeSession(authorizedUser({ id: 21 }));
    const { calls } = serveCovers({ fileId: 70, chosen: false });
    renderStore('ruta');
    const newest = (await screen.findByRole('link', { name: 'Dish 7' })).closest('li')!;
    expect(within(newest).getByText('Card cover')).toBeInTheDocument();
    // Not chosen: nothing to go back to.
    expect(screen.queryByRole('button', { name: /newest dish/ })).not.toBeInTheDocument();
    expect(screen.getByText(/shows on your card in the marketplace/)).toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', { name: 'Use the photo of Dish 6 as the cover of your card' }),
    );
    expect(
      await screen.findByText('The photo of Dish 6 now covers your card in the marketplace.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ fileId: 60 }]);
    const chosen = screen.getByRole('link', { name: 'Dish 6' }).closest('li')!;
    expect(await within(chosen).findByText('Card cover')).toBeInTheDocument();
    expect(within(newest).queryByText('Card cover')).not.toBeInTheDocument();

    fireEvent.click(
      within(chosen).getByRole('button', { name: 'Cover my card with the photo of my newest dish instead' }),
    );
    expect(
      await screen.findByText('The photo of your newest dish covers your card again.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ fileId: 60 }, {}]);
    expect(await within(newest).findByText('Card cover')).toBeInTheDocument();
  });

  it('says why a photo cannot be the cover', async () => {
    writeSession(authorizedUser({ id: 21 }));
    serveCovers({ fileId: 70, chosen: false });
    renderStore('ruta');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use the photo of Dish 5 as the cover of your card' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a photo of an enabled dish can cover your card',
    );
  });

  it('shows visitors no cover controls', async () => {
    serveCovers({ fileId: 70, chosen: true });
    renderStore('ruta');
    await screen.findByRole('link', { name: 'Dish 7' });
    expect(screen.queryByText('Card cover')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cover/ })).not.toBeInTheDocument();
  });
});
