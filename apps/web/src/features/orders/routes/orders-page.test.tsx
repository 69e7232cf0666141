import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderAction, OrderView } from '@hearth/domain/orders';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, type Refusal, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { BOOKED_SECONDS, orderFixture, PLACED_MS } from '../testing/order-fixture.ts';
import { buyPage, openOrders, sellPage } from '../testing/order-pages.ts';
import { OrdersPage } from './orders-page.tsx';

/**
 * What the server does to an order on each action (docs/product.md#orders-and-their-states), enough for the
 * list to change.
 */
function applyAction(order: OrderView, action: OrderAction): OrderView {
  if (action === 'confirm') return { ...order, status: 'confirmed', actions: ['deliver', 'cancel'] };
  if (action === 'deliver') {
    return { ...order, status: 'delivered', deliveryDate: Date.UTC(2026, 10, 28, 15, 0), actions: [] };
  }
  return {
    ...order,
    status: 'cancelled',
    actions: [],
    cancellationPreview: null,
    cancellation: {
      by: 'chef',
      refundCents: 3165,
      commissionCents: 0,
      dueCents: 0,
      duePaidTimestamp: null,
      timestamp: PLACED_MS,
    },
  };
}

interface ApiOptions {
  buy?: OrderView[];
  sell?: OrderView[];
  /** The answer of the list calls instead of the lists. */
  listFailure?: Refusal;
  actionFailure?: Refusal;
  /** Orders per page of the lists (the server's 20 unless said). */
  pageSize?: number;
}

/** The order calls over in-memory lists; an action changes the order as the server would. */
function mockOrdersApi(options: ApiOptions = {}) {
  let buy = options.buy ?? [orderFixture()];
  let sell = options.sell ?? [];
  const pageSize = options.pageSize ?? 20;
  return fakeApi(
    answer(orders.listOrders, ({ page }) => options.listFailure ?? buyPage(buy, page, pageSize, [])),
    answer(orders.listSellerOrders, ({ page }) => options.listFailure ?? sellPage(sell, page, pageSize)),
    answer(orders.listUpcomingBookings, () => options.listFailure ?? openOrders(sell)),
    answer(orders.performOrderAction, ({ orderId, action }) => {
      if (options.actionFailure) return options.actionFailure;
      const change = (order: OrderView) => (order.id === orderId ? applyAction(order, action) : order);
      buy = buy.map(change);
      sell = sell.map(change);
      const order = [...buy, ...sell].find((o) => o.id === orderId)!;
      return ok({ order }, [MESSAGES.orderUpdated]);
    }),
  );
}

function renderOrders(query = '') {
  writeSession(authorizedUser({ id: 21 }));
  return renderRoute(<OrdersPage />, { path: '/orders', initialEntry: `/orders${query}` });
}

async function findOrder(number: string) {
  return screen.findByRole('article', { name: `Order ${number}` });
}

/** The cells of the dish row named `title`, as text. */
function rowTexts(card: HTMLElement, title: string): string[] {
  const row = within(card).getByRole('rowheader', { name: title }).closest('tr')!;
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

describe('orders page', () => {
  it('asks a visitor without a stored profile to sign in, and calls nothing', () => {
    const api = mockOrdersApi();
    renderRoute(<OrdersPage />, { path: '/orders' });
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?source=one_time_pin',
    );
    expect(api.calls).toEqual([]);
  });

  it('shows the Buy tab with its count and no Sell tab without seller orders', async () => {
    mockOrdersApi({ buy: [orderFixture(), orderFixture({ id: 43, sID: 'aa11bb22-x' })] });
    renderOrders('?tab=sell');
    expect(await screen.findByRole('tab', { name: 'Buy (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /Sell/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the Buy tab a page at a time: "Show more" loads the next page until all are shown', async () => {
    const buy = [1, 2, 3, 4, 5].map((n) => orderFixture({ id: 100 - n, sID: `${n}0aa11bb-x` }));
    const api = mockOrdersApi({ buy, pageSize: 2 });
    const { user } = renderOrders();
    // The count is of all the orders, not of the page.
    expect(await screen.findByRole('tab', { name: 'Buy (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 5 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(api.callsOf(orders.listOrders).map((input) => input.page)).toEqual([0, 1, 2]);
    expect(screen.getByRole('article', { name: 'Order 50aa11bb' })).toBeInTheDocument();
  });

  it('shows the Sell tab a page at a time too, in Lithuanian as well', async () => {
    const sell = [1, 2, 3].map((n) =>
      orderFixture({ id: 200 - n, sID: `${n}0cc11dd-x`, actions: ['confirm', 'cancel'] }),
    );
    const api = mockOrdersApi({ buy: [], sell, pageSize: 2 });
    await changeLanguage('lt');
    try {
      const { user } = renderOrders('?tab=sell');
      expect(await screen.findByRole('tab', { name: /\(3\)/ })).toHaveAttribute('aria-selected', 'true');
      await screen.findByRole('article', { name: 'Užsakymas 10cc11dd' });
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.getByText('Rodoma 2 iš 3 užsakymų')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Rodyti daugiau užsakymų' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
      expect(screen.queryByRole('button', { name: 'Rodyti daugiau užsakymų' })).not.toBeInTheDocument();
      expect(api.callsOf(orders.listSellerOrders).map((input) => input.page)).toEqual([0, 1]);
    } finally {
      await changeLanguage('en');
    }
  });

  it('keeps the loaded orders and says so when the next page fails', async () => {
    const buy = [1, 2, 3].map((n) => orderFixture({ id: 100 - n, sID: `${n}0ee11ff-x` }));
    let fail = false;
    fakeApi(
      answer(orders.listOrders, ({ page }) =>
        fail ? refuse(503, MESSAGES.unavailable) : buyPage(buy, page, 2, []),
      ),
      answer(orders.listSellerOrders, ({ page }) => sellPage([], page, 2)),
    );
    const { user } = renderOrders();
    await screen.findByRole('tab', { name: 'Buy (3)' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more orders. Try again.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('shows an order: date placed, number before the hyphen, total, details link and its dishes', async () => {
    mockOrdersApi();
    renderOrders();
    const card = await findOrder('3f2a91bc');
    expect(within(card).getByText('Date placed').nextSibling).toHaveTextContent(/20 Nov 2026/);
    expect(within(card).getByText('Order number').nextSibling).toHaveTextContent(/^3f2a91bc$/);
    const facts = within(card.querySelector<HTMLElement>('.order-card__facts')!);
    expect(facts.getByText('Total').nextSibling).toHaveTextContent('€83.65');
    // The card's money rows: €31.65 now and €52.00 after the visit make the €83.65.
    const money = within(card).getByTestId('money-summary');
    expect(money.querySelector('[data-money="payNow"]')).toHaveTextContent('€31.65');
    expect(money.querySelector('[data-money="payAfterVisit"]')).toHaveTextContent('€52.00');
    expect(money.querySelector('[data-money="total"]')).toHaveTextContent('€83.65');
    expect(within(card).getByText('Delivery date').nextSibling).toHaveTextContent(/28 Nov 2026/);
    expect(within(card).getByRole('link', { name: 'Rūta Kazlauskienė' })).toHaveAttribute(
      'href',
      '/store/ruta',
    );
    expect(within(card).getByRole('link', { name: 'Details of order 3f2a91bc' })).toHaveAttribute(
      'href',
      '/order/42',
    );
    expect(rowTexts(card, 'Cepelinai with meat')).toEqual([
      'Cepelinai with meat',
      '2',
      '€36.00',
      'Waiting for the chef to confirm',
      'Paid',
      'View product',
    ]);
    expect(within(card).getByRole('link', { name: 'View product: Šaltibarščiai' })).toHaveAttribute(
      'href',
      '/product-detail/6',
    );
  });

  it('labels delivery and payment: delivered {date}, confirmed, cancelled with the refund, pending', async () => {
    mockOrdersApi({
      buy: [
        orderFixture({
          id: 1,
          sID: 'deliv001-a',
          status: 'delivered',
          deliveryDate: Date.UTC(2026, 10, 28, 15),
        }),
        orderFixture({ id: 2, sID: 'conf0002-b', status: 'confirmed', payments: null }),
        orderFixture({
          id: 3,
          sID: 'canc0003-c',
          status: 'cancelled',
          cancellation: {
            by: 'customer',
            refundCents: 3009,
            commissionCents: 156,
            dueCents: 0,
            duePaidTimestamp: null,
            timestamp: 1,
          },
        }),
        orderFixture({
          id: 4,
          sID: 'late0004-d',
          status: 'cancelled',
          cancellation: {
            by: 'customer',
            refundCents: 0,
            commissionCents: 0,
            dueCents: 8200,
            duePaidTimestamp: null,
            timestamp: 1,
          },
        }),
      ],
    });
    renderOrders();
    const delivered = await findOrder('deliv001');
    expect(rowTexts(delivered, 'Cepelinai with meat')[3]).toMatch(/^Delivered 28 Nov 2026/);
    const confirmed = await findOrder('conf0002');
    expect(rowTexts(confirmed, 'Cepelinai with meat').slice(3, 5)).toEqual(['Order confirmed', 'Pending']);
    expect(rowTexts(await findOrder('canc0003'), 'Šaltibarščiai')[3]).toBe('Cancelled, €30.09 refunded');
    expect(rowTexts(await findOrder('late0004'), 'Šaltibarščiai')[3]).toBe('Cancelled, €82.00 due');
  });

  it('reads a timestamp in seconds like one in milliseconds', async () => {
    mockOrdersApi({ buy: [orderFixture({ createTimestamp: PLACED_MS / 1000 })] });
    renderOrders();
    const card = await findOrder('3f2a91bc');
    expect(within(card).getByText('Date placed').nextSibling).toHaveTextContent(/20 Nov 2026/);
  });

  it('says "Failed to load orders" and tries again', async () => {
    const api = mockOrdersApi({ listFailure: refuse(500, MESSAGES.serverError) });
    const { user } = renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsOf(orders.listOrders).length).toBe(2));
  });

  it('says so when a tab is empty', async () => {
    mockOrdersApi({ buy: [] });
    renderOrders();
    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a chef' })).toHaveAttribute('href', '/mp');
  });
});

describe('orders page: the chef on the Sell tab', () => {
  const sold = () => orderFixture({ actions: ['confirm', 'cancel'], cancellationPreview: null });

  it('confirms an order through the dialog, then the list refreshes', async () => {
    const api = mockOrdersApi({ sell: [sold()] });
    const { user } = renderOrders();
    const sellTab = await screen.findByRole('tab', { name: 'Sell (1)' });
    await user.click(sellTab);
    const card = await findOrder('3f2a91bc');
    const confirm = within(card).getByRole('button', { name: 'Confirm order 3f2a91bc' });
    await user.click(confirm);

    const dialog = screen.getByRole('alertdialog', { name: 'Confirm order 3f2a91bc?' });
    expect(dialog).toHaveTextContent(/You agree to cook this order on 28 Nov 2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(api.callsOf(orders.performOrderAction)).toEqual([]);

    await user.click(confirm);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'confirm' }]),
    );
    expect(await screen.findByText('Order 3f2a91bc confirmed.')).toBeInTheDocument();
    // The list is drawn as a transition: the refreshed row may follow the message by a render.
    await waitFor(() => expect(rowTexts(card, 'Cepelinai with meat')[3]).toBe('Order confirmed'));
    expect(api.callsOf(orders.listSellerOrders).length).toBe(2);
    expect(within(card).getByRole('heading', { name: 'Order 3f2a91bc' })).toHaveFocus();
  });

  it('marks a confirmed order delivered, then shows delivered {date}', async () => {
    const api = mockOrdersApi({
      sell: [orderFixture({ status: 'confirmed', actions: ['deliver', 'cancel'] })],
    });
    const { user } = renderOrders('?tab=sell');
    const card = await findOrder('3f2a91bc');
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered: order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark order 3f2a91bc as delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([
        { orderId: 42, action: 'deliver', actualTime: [{ itemId: 1, minutes: 180 }] },
      ]),
    );
    await waitFor(() => expect(rowTexts(card, 'Cepelinai with meat')[3]).toMatch(/^Delivered 28 Nov 2026/));
    expect(within(card).queryByRole('button', { name: /Mark as delivered/ })).not.toBeInTheDocument();
  });

  it('cancels: the dialog says the customer gets everything back, then the order shows cancelled', async () => {
    const api = mockOrdersApi({
      sell: [
        orderFixture({
          actions: ['confirm', 'cancel'],
          cancellationPreview: { kind: 'refund', refundCents: 3165, commissionCents: 0, dueCents: 0 },
        }),
      ],
    });
    const { user } = renderOrders('?tab=sell');
    const card = await findOrder('3f2a91bc');
    await user.click(within(card).getByRole('button', { name: 'Cancel order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order 3f2a91bc?' });
    expect(dialog).toHaveTextContent(
      'The customer gets back everything paid online, €31.65, within 7 working days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'cancel' }]),
    );
    await waitFor(() => expect(rowTexts(card, 'Cepelinai with meat')[3]).toBe('Cancelled, €31.65 refunded'));
  });

  it('shows the server’s reason when an action is refused', async () => {
    mockOrdersApi({
      sell: [sold()],
      actionFailure: refuse(409, MESSAGES.orderActionNotAllowed),
    });
    const { user } = renderOrders('?tab=sell');
    const card = await findOrder('3f2a91bc');
    await user.click(within(card).getByRole('button', { name: 'Confirm order 3f2a91bc' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm order' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This order cannot change that way now');
  });
});

describe('orders page: the customer cancels', () => {
  it('shows the refund minus the commission before confirming', async () => {
    const api = mockOrdersApi();
    const { user } = renderOrders();
    const card = await findOrder('3f2a91bc');
    expect(within(card).queryByRole('button', { name: /Confirm order/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order 3f2a91bc?' });
    expect(dialog).toHaveTextContent(
      'You get back €30.09 within 7 working days: the €31.65 paid online minus the payment provider’s commission of €1.56.',
    );
    expect(api.callsOf(orders.performOrderAction)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'cancel' }]),
    );
    expect(await screen.findByText('Order 3f2a91bc cancelled.')).toBeInTheDocument();
  });

  it('shows the product cost plus the 30 EUR penalty when it is too late for a refund', async () => {
    mockOrdersApi({
      buy: [
        orderFixture({
          serviceDeliveryDate: BOOKED_SECONDS,
          cancellationPreview: {
            kind: 'penalty',
            refundCents: 0,
            productCostCents: 5200,
            penaltyCents: 3000,
            paidOnlineCents: 0,
            dueCents: 8200,
          },
        }),
      ],
    });
    const { user } = renderOrders();
    const card = await findOrder('3f2a91bc');
    await user.click(within(card).getByRole('button', { name: 'Cancel order 3f2a91bc' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'The delivery starts in 24 hours or less: cancelling now costs the product cost of €52.00 plus a penalty of €30.00. €82.00 will be due, and nothing is refunded.',
    );
  });
});
