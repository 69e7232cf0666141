import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DishCard, DishesQuery, MerchantsQuery } from '@hearth/domain/catalogue';
import { listDishes, listMerchants } from '@hearth/domain/contracts/catalogue';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { renderRoute } from '@/shared/testing/test-utils.tsx';
import type { MarketplaceChef } from '../api/get-merchants.ts';
import { MarketplacePage } from './marketplace-page.tsx';

function chef(userId: number, overrides: Partial<MarketplaceChef> = {}): MarketplaceChef {
  return {
    userId,
    firstName: 'Chef',
    lastName: String(userId),
    storeName: `chef${userId}`,
    about: 'Home cooking',
    city: 'Vilnius',
    avatarUrl: null,
    thumbnailUrl: null,
    merchantInfo: { hourRate: 950, kitchenType: ['georgian', 'french'] },
    valid: true,
    dishCount: 3,
    rating: { average: null, count: 0 },
    cover: null,
    ...overrides,
  };
}

function page(chefs: MarketplaceChef[], total: number, pageNumber = 0) {
  return { merchants: chefs, total, page: pageNumber, pageSize: 20, rateRange: { min: 300, max: 1500 } };
}

function dish(id: number, overrides: Partial<DishCard> = {}): DishCard {
  return {
    id,
    title: `Dish ${id}`,
    price: 4500,
    photo: {
      url: `/repository/products/1/${id}-1.jpg`,
      thumbnailUrl: `/repository/products/1/${id}-1-thumb.jpg`,
    },
    chef: {
      userId: 1,
      storeName: 'austeja',
      firstName: 'Austėja',
      lastName: 'Navickienė',
      avatarUrl: null,
      thumbnailUrl: null,
    },
    rating: { average: 4.8, count: 5 },
    kitchenType: 'backery',
    allergens: ['gluten', 'eggs'],
    dietaryTags: ['vegetarian'],
    ...overrides,
  };
}

/** The chefs' list inside the page (the tabs are links too). */
const chefLinks = () => within(screen.getByRole('list', { name: 'Chefs' })).getAllByRole('link');

/** The marketplace's answers, by the parsed input. */
function fakeMarketplace(reply: (input: MerchantsQuery) => ReturnType<typeof page>) {
  return fakeApi(answer(listMerchants, reply));
}

/** The parsed input of a search with only these filters set. */
const search = (filters: Partial<MerchantsQuery> = {}): MerchantsQuery => ({
  page: 0,
  hourRate: null,
  kitchenType: [],
  city: null,
  ...filters,
});

function renderMarketplace(entry = '/mp') {
  return renderRoute(<MarketplacePage />, { path: '/mp', initialEntry: entry });
}

describe('marketplace', () => {
  it('lists chefs with the found counter, and a card opens the chef page', async () => {
    const api = fakeMarketplace(() => page([chef(1, { firstName: 'Nino', lastName: 'Beridze' })], 1));
    renderMarketplace();
    const link = await screen.findByRole('link', { name: 'Nino Beridze' });
    expect(link).toHaveAttribute('href', '/store/chef1');
    expect(screen.getByText('Chefs found: 1')).toBeInTheDocument();
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('€9.50 per hour');
    expect(card).toHaveTextContent('Home cooking');
    expect(within(card).getByRole('list', { name: 'Kitchen types of Nino Beridze' })).toHaveTextContent(
      'GeorgianFrench',
    );
    expect(api.callsOf(listMerchants)).toEqual([search()]);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('sends the filters, keeps them in the address, and shows clear-all whenever one is set', async () => {
    const api = fakeMarketplace(() => page([chef(1)], 1));
    const { user, router } = renderMarketplace();
    await screen.findByText('Chefs found: 1');

    await user.selectOptions(screen.getByLabelText('City'), 'Kaunas');
    expect(router.state.location.search).toBe('?city=Kaunas');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Georgian');
    await user.selectOptions(screen.getByLabelText('Hourly rate'), 'Up to €5.00 per hour');
    expect(screen.getByLabelText('Hourly rate')).toHaveValue('500');
    expect(router.state.location.search).toBe('?kitchenType=georgian&hourRate=500&city=Kaunas');
    await screen.findByText('Chefs found: 1');
    expect(api.callsOf(listMerchants)).toEqual([
      search(),
      search({ city: 'Kaunas' }),
      search({ kitchenType: ['georgian'], city: 'Kaunas' }),
      search({ hourRate: 500, kitchenType: ['georgian'], city: 'Kaunas' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('reads the filters of the address (a reload keeps them) and drops unknown values', async () => {
    const api = fakeMarketplace(() => page([chef(1)], 1));
    renderMarketplace('/mp?kitchenType=pizza&hourRate=1000&city=vilnius&other=1');
    await screen.findByText('Chefs found: 1');
    expect(screen.getByLabelText('Category')).toHaveValue('pizza');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(api.callsOf(listMerchants)[0]).toEqual(
      search({ hourRate: 1000, kitchenType: ['pizza'], city: 'Vilnius' }),
    );

    renderMarketplace('/mp?kitchenType=klingon&hourRate=-7&sort=loudest&dietary=carnivore');
    await screen.findAllByText('Chefs found: 1');
    expect(api.callsOf(listMerchants)[1]).toEqual(search());
  });

  it('shows the empty state with a reset-filters button', async () => {
    const api = fakeMarketplace(({ kitchenType }) =>
      kitchenType.length > 0 ? page([], 0) : page([chef(1)], 1),
    );
    const { user, router } = renderMarketplace('/mp?kitchenType=pizza');
    expect(await screen.findByRole('heading', { name: 'No chefs found' })).toBeInTheDocument();
    expect(screen.getByText('Chefs found: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Chefs found: 1')).toBeInTheDocument();
    expect(api.callsOf(listMerchants)[1]).toEqual(search());
  });

  it('loads page 1 on "Show more" and appends it', async () => {
    const first = Array.from({ length: 20 }, (_, index) => chef(index + 1));
    const api = fakeMarketplace((input) => (input.page === 0 ? page(first, 21) : page([chef(99)], 21, 1)));
    const { user } = renderMarketplace('/mp?city=Kaunas');
    expect(await screen.findByText('Chefs found: 21')).toBeInTheDocument();
    expect(chefLinks()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Chef 99' })).toBeInTheDocument();
    expect(chefLinks()).toHaveLength(21);
    expect(api.callsOf(listMerchants)[1]).toEqual(search({ page: 1, city: 'Kaunas' }));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows an empty list with an error note when the fetch fails', async () => {
    fakeApi(answer(listMerchants, () => refuse(500, 'pages.errors.serverError')));
    renderMarketplace();
    expect(await screen.findByRole('alert')).toHaveTextContent('The chefs could not be loaded.');
    expect(screen.queryByRole('list', { name: 'Chefs' })).not.toBeInTheDocument();
    expect(screen.getByText('Chefs found: 0')).toBeInTheDocument();
  });
});

describe('marketplace: ratings on the cards', () => {
  it('shows stars, the average and the count, or "New" for a chef without reviews', async () => {
    fakeMarketplace(() =>
      page(
        [
          chef(1, { firstName: 'Nino', lastName: 'Beridze', rating: { average: 4.62, count: 12 } }),
          chef(2, { firstName: 'Jonas', lastName: 'Jonaitis', rating: { average: null, count: 0 } }),
        ],
        2,
      ),
    );
    renderMarketplace();
    const rated = (await screen.findByRole('link', { name: 'Nino Beridze' })).closest('li')!;
    const stars = within(rated).getByRole('img', { name: '4.6 out of 5, 12 reviews' });
    expect(stars).toHaveTextContent('★★★★★4.6(12)');
    expect(stars.querySelectorAll('.stars__star--on')).toHaveLength(5);
    const fresh = screen.getByRole('link', { name: 'Jonas Jonaitis' }).closest('li')!;
    expect(within(fresh).getByRole('img', { name: 'New chef: no reviews yet' })).toHaveTextContent('New');
    expect(within(fresh).queryByText('★', { exact: false })).not.toBeInTheDocument();
  });
});

describe('marketplace: search, tabs and dietary filters (decision 053)', () => {
  /** The parsed input of a dish search with only these filters set. */
  const dishSearch = (filters: Partial<DishesQuery> = {}): DishesQuery => ({
    page: 0,
    maxPrice: null,
    kitchenType: [],
    city: null,
    ...filters,
  });

  it('shows card-shaped placeholders while the chefs load, then the cards with their cover', async () => {
    fakeMarketplace(() =>
      page(
        [
          chef(1, {
            cover: {
              url: '/repository/products/1/5-9.jpg',
              thumbnailUrl: '/repository/products/1/5-9-thumb.jpg',
            },
          }),
        ],
        1,
      ),
    );
    const { container } = renderMarketplace();
    expect(container.querySelector('.skeleton--cards')).not.toBeNull();
    const card = (await screen.findByRole('link', { name: 'Chef 1' })).closest('li')!;
    expect(container.querySelector('.skeleton--cards')).toBeNull();
    expect(card.querySelector('img')).toHaveAttribute('src', '/repository/products/1/5-9-thumb.jpg');
  });

  it('searches from the box, keeps the text in the address and clears it with Clear all', async () => {
    const api = fakeMarketplace(() => page([chef(1)], 1));
    const { user, router } = renderMarketplace();
    await screen.findByText('Chefs found: 1');
    await user.type(screen.getByRole('searchbox'), 'sakotis{Enter}');
    expect(router.state.location.search).toBe('?q=sakotis');
    await screen.findByText('Chefs found: 1');
    expect(api.callsOf(listMerchants)).toEqual([search(), search({ q: 'sakotis' })]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best rated');
    expect(router.state.location.search).toBe('?q=sakotis&sort=rating');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('builds the rate options from the listed chefs’ rates, each finding a chef', async () => {
    fakeMarketplace(() => page([chef(1)], 1));
    renderMarketplace();
    await screen.findByText('Chefs found: 1');
    const options = within(screen.getByLabelText('Hourly rate'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Any rate',
      'Up to €5.00 per hour',
      'Up to €7.50 per hour',
      'Up to €10.00 per hour',
      'Up to €12.50 per hour',
      'Up to €15.00 per hour',
    ]);
  });

  it('sends the diet and allergen filters and keeps them in the address', async () => {
    const api = fakeMarketplace(() => page([chef(1)], 1));
    const { user, router } = renderMarketplace();
    await screen.findByText('Chefs found: 1');
    await user.click(screen.getByText('Diet and allergens'));
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tree nuts' }));
    expect(router.state.location.search).toBe('?dietary=vegan&allergenFree=nuts');
    await screen.findByText('Chefs found: 1');
    expect(api.callsOf(listMerchants).at(-1)).toEqual(search({ dietary: ['vegan'], allergenFree: ['nuts'] }));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'false');
    // The long lists fold under one line that says how many are set.
    expect(screen.getByText('Diet and allergens (2)').closest('details')).toHaveAttribute('open');
  });

  it('lists dishes on the Dishes tab: photo, price, chef and diet, linking to the dish page', async () => {
    const api = fakeApi(
      answer(listMerchants, () => page([chef(1)], 1)),
      answer(listDishes, () => ({
        dishes: [dish(7, { title: 'Šakotis' })],
        total: 1,
        page: 0,
        pageSize: 20,
      })),
    );
    const { user, router } = renderMarketplace('/mp?q=sakotis');
    await screen.findByText('Chefs found: 1');
    await user.click(screen.getByRole('link', { name: 'Dishes' }));
    expect(router.state.location.search).toBe('?tab=dishes&q=sakotis');
    const link = await screen.findByRole('link', { name: 'Šakotis' });
    expect(link).toHaveAttribute('href', '/product-detail/7');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('€45.00');
    expect(card).toHaveTextContent('by Austėja Navickienė');
    expect(within(card).getByRole('list', { name: 'Diet of Šakotis' })).toHaveTextContent('Vegetarian');
    expect(card.querySelector('img')).toHaveAttribute('src', '/repository/products/1/7-1-thumb.jpg');
    expect(screen.getByText('Dishes found: 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hourly rate')).not.toBeInTheDocument();
    expect(api.callsOf(listDishes)).toEqual([dishSearch({ q: 'sakotis' })]);
  });
});
