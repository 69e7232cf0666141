import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import * as payouts from '@hearth/domain/contracts/payouts';
import type { OrderView } from '@hearth/domain/orders';
import type { EarningsModel } from '@hearth/domain/payouts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { upcomingBookings } from '../components/chef-home.tsx';
import { orderFixture } from '../testing/order-fixture.ts';
import { buyPage, openOrders, sellPage } from '../testing/order-pages.ts';
import { OrdersPage } from './orders-page.tsx';

const DAY = 86_400;
/** Booked `days` from now, in epoch seconds as the server books them. */
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

/** The chef's view of a paid order not confirmed yet: only the city. */
const unconfirmed = (overrides: Partial<OrderView> = {}) =>
  orderFixture({
    serviceDeliveryDate: inDays(3),
    actions: ['confirm', 'cancel'],
    cancellationPreview: null,
    address: null,
    addressWithheld: true,
    city: 'Kaunas',
    ...overrides,
  });

/** Confirmed: the customer's name, address and phone show. */
const confirmed = (overrides: Partial<OrderView> = {}) =>
  orderFixture({
    id: 43,
    sID: '7c1d22aa-5d1e-4c2a-9b1f-0a1b2c3d4e5f',
    status: 'confirmed',
    serviceDeliveryDate: inDays(1),
    customerName: 'Jonas Petraitis',
    city: 'Vilnius',
    actions: ['cancel'],
    cancellationPreview: null,
    ...overrides,
  });

function earnings(): EarningsModel {
  return {
    summary: { pendingCents: 1563, availableCents: 4950, inPayoutCents: 1000, paidOutCents: 30_500 },
    orders: [
      {
        orderId: 40,
        sID: '7b1c2d3e-0000-4000-8000-000000000040',
        orderNumber: '7b1c2d3e',
        serviceDate: Date.now(),
        status: 'delivered',
        earnedCents: 1250,
        pendingCents: 0,
        state: 'earned',
      },
      {
        orderId: 39,
        sID: '9c8d7e6f-0000-4000-8000-000000000039',
        orderNumber: '9c8d7e6f',
        // Three months ago: not this month's.
        serviceDate: Date.now() - 92 * DAY * 1000,
        status: 'completed',
        earnedCents: 9999,
        pendingCents: 0,
        state: 'earned',
      },
    ],
    payouts: [],
  };
}

function serve(buy: OrderView[], sell: OrderView[]) {
  return fakeApi(
    answer(orders.listOrders, ({ page }) => buyPage(buy, page, 20, [])),
    answer(orders.listSellerOrders, ({ page }) => sellPage(sell, page)),
    answer(orders.listUpcomingBookings, () => openOrders(sell)),
    answer(payouts.getEarnings, () => earnings()),
  );
}

function renderOrders(initialEntry = '/orders', chef = true) {
  writeSession(authorizedUser({ id: 21, legalInfo: { valid: chef } }));
  return renderRoute(<OrdersPage />, { path: '/orders', initialEntry });
}

describe('/orders as the chef’s home', () => {
  it('opens on the Sell tab with the upcoming bookings, soonest first, and the earnings', async () => {
    serve([], [unconfirmed(), confirmed()]);
    renderOrders();
    expect(await screen.findByRole('tab', { name: /^Sell/ })).toHaveAttribute('aria-selected', 'true');
    const bookings = await screen.findByRole('region', { name: 'Upcoming bookings' });
    const items = await within(bookings).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Tomorrow's confirmed booking first: who, where and how to call.
    expect(items[0]).toHaveTextContent('Jonas Petraitis');
    expect(items[0]).toHaveTextContent('Gedimino pr. 1-4, 01103, Vilnius');
    expect(within(items[0]!).getByRole('link', { name: '+48 61234567' })).toHaveAttribute(
      'href',
      'tel:+4861234567',
    );
    expect(items[0]).toHaveTextContent('Cepelinai with meat × 2');
    // Not confirmed yet: the city only (decision 040).
    expect(items[1]).toHaveTextContent('Kaunas');
    expect(items[1]).not.toHaveTextContent('Gedimino');
    expect(items[1]).toHaveTextContent('The address and phone appear when you confirm the order.');
    expect(within(items[1]!).getByRole('link', { name: 'Open order 3f2a91bc' })).toHaveAttribute(
      'href',
      '/order/42',
    );

    const money = await screen.findByRole('region', { name: 'Your earnings' });
    await within(money).findByText('€12.50');
    expect(within(money).getByText('Earned this month').nextSibling).toHaveTextContent('€12.50');
    expect(within(money).getByText('Waiting for payout').nextSibling).toHaveTextContent('€59.50');
    expect(within(money).getByRole('link', { name: 'All earnings and payouts' })).toHaveAttribute(
      'href',
      '/earnings',
    );
    // The whole list follows.
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('keeps the Buy tab one click away, and ?tab=buy opens it', async () => {
    serve([], [unconfirmed()]);
    const { user } = renderOrders();
    await user.click(await screen.findByRole('tab', { name: /^Buy/ }));
    expect(screen.getByRole('tab', { name: /^Buy/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Upcoming bookings' })).not.toBeInTheDocument();
  });

  it('shows the Sell tab to an approved chef with no orders yet, and no booking', async () => {
    serve([], []);
    renderOrders();
    const bookings = await screen.findByRole('region', { name: 'Upcoming bookings' });
    await waitFor(() => expect(bookings).toHaveTextContent('No upcoming bookings.'));
  });

  it('leaves out past, delivered, cancelled and unpaid orders', () => {
    const list = [
      unconfirmed({ id: 1, serviceDeliveryDate: inDays(-2) }),
      unconfirmed({ id: 2, status: 'delivered' }),
      unconfirmed({ id: 3, status: 'cancelled' }),
      unconfirmed({ id: 4, payments: null }),
      unconfirmed({ id: 5, serviceDeliveryDate: inDays(5) }),
      confirmed({ id: 6, serviceDeliveryDate: inDays(2) }),
    ];
    expect(upcomingBookings(list).map((order) => order.id)).toEqual([6, 5]);
  });
});

describe('/orders as the customer’s home', () => {
  it('opens on Buy and asks to rate delivered orders, leading to the rating form', async () => {
    const delivered = orderFixture({ status: 'delivered', canReview: true, actions: [] });
    const rated = orderFixture({ id: 44, sID: '99aa88bb-1', status: 'delivered', canReview: false });
    serve([delivered, rated], []);
    renderOrders('/orders', false);
    expect(await screen.findByRole('tab', { name: /^Buy/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /^Sell/ })).not.toBeInTheDocument();
    const prompt = await screen.findByRole('region', { name: 'Rate your order' });
    expect(within(prompt).getByRole('link', { name: 'Rate order 3f2a91bc' })).toHaveAttribute(
      'href',
      '/order/42#review',
    );
    const card = screen.getByRole('article', { name: 'Order 3f2a91bc' });
    expect(within(card).getByRole('link', { name: 'Rate order 3f2a91bc' })).toHaveAttribute(
      'href',
      '/order/42#review',
    );
    const other = screen.getByRole('article', { name: 'Order 99aa88bb' });
    expect(within(other).queryByRole('link', { name: /^Rate/ })).not.toBeInTheDocument();
  });

  it('asks to rate the oldest waiting order the server names, when it is on a page not loaded yet', async () => {
    const newer = Array.from({ length: 20 }, (_, n) => orderFixture({ id: 200 - n, sID: `${n}1bb22cc-x` }));
    const old = orderFixture({ id: 7, sID: '77aa88bb-1', status: 'delivered', canReview: true, actions: [] });
    serve([...newer, old], []);
    renderOrders('/orders', false);
    const prompt = await screen.findByRole('region', { name: 'Rate your order' });
    expect(within(prompt).getByRole('link', { name: 'Rate order 77aa88bb' })).toHaveAttribute(
      'href',
      '/order/7#review',
    );
    expect(screen.queryByRole('article', { name: 'Order 77aa88bb' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Buy (21)' })).toBeInTheDocument();
  });

  it('shows no prompt when nothing waits for a rating, and a skeleton while loading', async () => {
    serve([orderFixture()], []);
    renderOrders('/orders', false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Rate your order' })).not.toBeInTheDocument();
  });
});
