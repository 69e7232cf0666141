import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { mockFetch, ok, type FetchCall } from '@/shared/testing/test-utils.tsx';
import { App } from './app.tsx';
import { DISH_CARD_SIZES, DISH_PAGE_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { pageRequests } from './page-requests.ts';
import { routes } from './router.tsx';

const describeCall = (call: { method: string; path: string; body?: URLSearchParams | null }) =>
  `${call.method} ${call.path} ${call.body?.toString() ?? ''}`.trim();

const asCall = (path: string, search: string) =>
  pageRequests(path, search).map(({ method, path: url, body }) =>
    describeCall({
      method,
      path: url,
      body:
        body &&
        new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (v == null ? [] : [[k, String(v)]]))),
    }),
  );

/** Renders the app at `url` and gives the API calls made so far, as "METHOD path body". */
function renderPage(url: string): () => string[] {
  const product = productFixture({ id: 42, userId: 21, title: 'Cepelinai' });
  const merchant = {
    userId: 21,
    storeName: 'ruta.k',
    firstName: 'Rūta',
    lastName: 'K',
    about: null,
    city: 'Vilnius',
    avatarUrl: null,
    thumbnailUrl: null,
    valid: true,
    merchantInfo: { hourRate: 1250, kitchenType: ['french'], about: null },
    rating: { average: null, count: 0 },
  };
  const { calls } = mockFetch((call: FetchCall) => {
    if (call.path === '/store/merchants')
      return { body: ok({ merchants: [], total: 0, page: 0, pageSize: 20 }) };
    if (call.path === '/store/dishes') return { body: ok({ dishes: [], total: 0, page: 0, pageSize: 20 }) };
    if (call.path === '/store/products') return { body: ok({ merchant, products: [{ product }] }) };
    if (call.path.startsWith('/store/reviews'))
      return { body: ok({ reviews: [], rating: { average: null, count: 0 }, page: 0, pageSize: 10 }) };
    if (call.path.startsWith('/store/product-details')) return { body: ok({ dish: null }) };
    if (call.path.startsWith('/store/product?'))
      return { body: ok({ product, relatedFiles: [], userId: 21, merchant }) };
    return { status: 404, body: { success: false, messages: [{ message: 'Not found' }] } };
  });
  render(<App router={createMemoryRouter(routes, { initialEntries: [url] })} />);
  return () => calls.map(describeCall);
}

describe('the reads started early for a page (src/early.ts)', () => {
  it.each([
    ['/mp', 'Chefs found: 0'],
    ['/mp?city=Kaunas&hourRate=500&kitchenType=french', 'Chefs found: 0'],
    ['/mp?q=sakotis&dietary=vegan', 'Chefs found: 0'],
    ['/mp?tab=dishes&q=sakotis&allergenFree=nuts', 'Dishes found: 0'],
    ['/store/ruta.k', 'Cepelinai'],
    ['/product-detail/42', 'Cepelinai'],
  ])('are exactly reads that %s makes when it renders, each once', async (url, text) => {
    const [path, search] = url.split('?');
    const expected = asCall(path!, search ? `?${search}` : '');
    expect(expected.length).toBeGreaterThan(0);
    const made = renderPage(url);
    // The first page of a run also loads its chunk: allow a busy machine more than the default second.
    await screen.findAllByText(text, undefined, { timeout: 5000 });
    await waitFor(() => expect(made()).toEqual(expect.arrayContaining(expected)));
    for (const request of expected) expect(made().filter((m) => m === request)).toHaveLength(1);
  });

  it('are none for other pages and for a dish id that is not a number', () => {
    for (const path of ['/', '/checkout', '/cart', '/product-detail/abc', '/store', '/mp/x']) {
      expect(pageRequests(path, ''), path).toEqual([]);
    }
  });

  it("name the picture a dish page and a chef page show first, from the answer's model", () => {
    const file = (id: number) => ({ fileId: id, url: `/p/${id}.jpg`, thumbnailUrl: `/p/${id}-thumb.jpg` });
    const [dish] = pageRequests('/product-detail/5', '');
    expect(dish!.image!({ relatedFiles: [file(1), file(2)] })).toEqual({ href: '/p/1.jpg' });
    expect(dish!.image!({ product: { relatedFiles: [file(3)] } })).toEqual({ href: '/p/3.jpg' });
    expect(dish!.image!({ relatedFiles: [] })).toBeNull();
    const [store] = pageRequests('/store/ruta', '');
    expect(store!.image!({ products: [{ product: {}, relatedFiles: [file(4)] }, {}] })).toEqual({
      href: '/p/4-thumb.jpg',
    });
    // With sized variants (decision 054): the AVIF srcset the <picture> chooses first, for the same sizes.
    const variant = (w: number) => ({
      width: w,
      jpeg: `/p/6.jpg?w=${w}&format=jpeg`,
      webp: '',
      avif: `/p/6.jpg?w=${w}&format=avif`,
    });
    const withVariants = { ...file(6), width: 1200, height: 900, variants: [variant(320), variant(640)] };
    expect(dish!.image!({ relatedFiles: [withVariants] })).toEqual({
      href: '/p/6.jpg',
      srcset: '/p/6.jpg?w=320&format=avif 320w, /p/6.jpg?w=640&format=avif 640w',
      sizes: DISH_PAGE_SIZES,
      type: 'image/avif',
    });
    expect(store!.image!({ products: [{ relatedFiles: [withVariants] }] })).toMatchObject({
      sizes: DISH_CARD_SIZES,
    });
    expect(store!.image!({ products: [] })).toBeNull();
    expect(store!.image!(undefined)).toBeNull();
    // The marketplace's first card: the first chef's cover, or on the Dishes tab the first dish's photo.
    const [chefs] = pageRequests('/mp', '');
    expect(chefs!.image!({ merchants: [{ cover: withVariants }, { cover: file(7) }] })).toMatchObject({
      href: '/p/6.jpg',
      sizes: DISH_CARD_SIZES,
      type: 'image/avif',
    });
    expect(chefs!.image!({ merchants: [{ cover: null }] })).toBeNull();
    const [dishes] = pageRequests('/mp', '?tab=dishes');
    expect(dishes!.image!({ dishes: [{ photo: file(8) }] })).toEqual({ href: '/p/8-thumb.jpg' });
    expect(dishes!.image!({ dishes: [] })).toBeNull();
  });
});
