import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { writeSession } from '@/shared/session/session-storage.ts';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { orderFixture } from '../testing/order-fixture.ts';
import { buyPage, openOrders, sellPage } from '../testing/order-pages.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/** What the server answers to an order action. */
type ActionAnswer = Parameters<typeof answer<typeof orders.performOrderAction>>[1];

/** The chef's view of a paid order not confirmed yet: only the city of the address. */
const withheld = () =>
  orderFixture({
    actions: ['confirm', 'cancel'],
    cancellationPreview: null,
    address: null,
    addressWithheld: true,
    city: 'Vilnius',
  });

/** The orders calls for the chef (user 21) over `sell`; `action` answers the order actions. */
function serve(
  sell: OrderView[],
  action: ActionAnswer = () => ({ order: { ...sell[0]!, status: 'delivered', actions: [] } }),
) {
  return fakeApi(
    answer(orders.listOrders, ({ page }) => buyPage([], page)),
    answer(orders.listSellerOrders, ({ page }) => sellPage(sell, page)),
    answer(orders.listUpcomingBookings, () => openOrders(sell)),
    answer(orders.getOrder, () => ({ order: sell[0]! })),
    answer(orders.performOrderAction, action),
  );
}

function renderSell() {
  writeSession(authorizedUser({ id: 21 }));
  return renderRoute(<OrdersPage />, {
    path: '/orders',
    initialEntry: '/orders?tab=sell',
    otherRoutes: [{ path: '/buy', element: <h1>Buy DOGE page</h1> }],
  });
}

describe('the chef’s orders', () => {
  it('reads "Awaiting payment" for an unpaid order, which cannot be confirmed yet', async () => {
    serve([orderFixture({ payments: null, actions: ['cancel'], cancellationPreview: null })]);
    renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    const row = within(card).getByRole('rowheader', { name: 'Cepelinai with meat' }).closest('tr')!;
    expect(row).toHaveTextContent('Awaiting payment');
    expect(row).toHaveTextContent('Pending');
    expect(within(card).queryByRole('button', { name: /Confirm order/ })).not.toBeInTheDocument();
    // The Pay buttons are the customer's.
    expect(within(card).queryByRole('region', { name: 'To pay now' })).not.toBeInTheDocument();
  });

  it('shows only the city before confirming, and that confirming costs the 1 DOGE information fee', async () => {
    const api = serve([withheld()], () => ({
      order: orderFixture({ status: 'confirmed', actions: [] }),
    }));
    const { user } = renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    expect(within(card).getByText('City').nextSibling).toHaveTextContent('Vilnius');
    expect(card).toHaveTextContent(
      'The address and phone appear when you confirm the order. Confirming charges the 1 DOGE information fee from your wallet.',
    );
    expect(card).not.toHaveTextContent('Gedimino');
    await user.click(within(card).getByRole('button', { name: 'Confirm order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm order 3f2a91bc?' });
    expect(dialog).toHaveTextContent('Confirming charges the 1 DOGE information fee from your wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'confirm' }]),
    );
  });

  it('says so with a link to /buy when the wallet cannot pay the information fee', async () => {
    serve([withheld()], () => refuse(409, MESSAGES.informationFeeShort));
    const { user } = renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    await user.click(within(card).getByRole('button', { name: 'Confirm order 3f2a91bc' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm order' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Confirming an order costs 1 DOGE (the information fee) and your wallet has less',
    );
    await user.click(within(alert).getByRole('link', { name: 'Buy DOGE' }));
    expect(await screen.findByRole('heading', { name: 'Buy DOGE page' })).toBeInTheDocument();
  });

  it('shows the withheld address as the city on the order page', async () => {
    serve([withheld()]);
    writeSession(authorizedUser({ id: 21 }));
    renderRoute(<OrderDetailPage />, { path: '/order/:orderId', initialEntry: '/order/42' });
    const address = await screen.findByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('City: Vilnius');
    expect(address).toHaveTextContent('The address and phone appear when you confirm the order.');
    expect(address).not.toHaveTextContent('Phone');
  });
});

describe('marking an order delivered with the actual time', () => {
  const confirmed = () =>
    orderFixture({ status: 'confirmed', actions: ['deliver', 'cancel'], cancellationPreview: null });

  it('offers "Mark as delivered" only when the server lists it', async () => {
    serve([orderFixture({ status: 'confirmed', actions: ['cancel'], cancellationPreview: null })]);
    renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    expect(within(card).queryByRole('button', { name: /Mark as delivered/ })).not.toBeInTheDocument();
  });

  it('asks the minutes of each time-priced line, shows the customer’s new bill, checks them and sends them', async () => {
    const api = serve([confirmed()]);
    const { user } = renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered: order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark order 3f2a91bc as delivered?' });
    const minutes = within(dialog).getByLabelText('Cepelinai with meat: actual minutes');
    expect(minutes).toHaveValue(180);
    expect(minutes).toHaveAccessibleDescription('Booked: 180 minutes');
    // Only the time-priced line is asked for.
    expect(within(dialog).queryByLabelText(/Šaltibarščiai/)).not.toBeInTheDocument();
    const bill = within(dialog).getByRole('region', { name: 'The customer’s bill at this time' });
    const amount = (key: string) => bill.querySelector(`[data-money="${key}"]`)?.textContent;
    expect(amount('subtotal')).toBe('€52.00');
    expect(amount('payAfterVisit')).toBe('€52.00');

    // Two hours instead of three: €24.00 + €16.00, and the card incentive of €12.00 less the €18.00 prepaid.
    await user.clear(minutes);
    await user.type(minutes, '120');
    expect(amount('subtotal')).toBe('€40.00 (booked €52.00)');
    expect(amount('payAfterVisit')).toBe('€34.00');

    for (const [typed, error] of [
      ['0', 'Enter a number above 0'],
      ['2881', 'The value is too high'],
      ['90.5', 'The value is invalid'],
    ] as const) {
      await user.clear(minutes);
      await user.type(minutes, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
      expect(minutes, typed).toHaveAccessibleDescription(`Booked: 180 minutes ${error}`);
      expect(api.callsOf(orders.performOrderAction)).toEqual([]);
    }

    await user.clear(minutes);
    await user.type(minutes, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([
        { orderId: 42, action: 'deliver', actualTime: [{ itemId: 1, minutes: 150 }] },
      ]),
    );
    expect(await screen.findByText('Order 3f2a91bc marked as delivered.')).toBeInTheDocument();
  });

  it('shows a refund when a much shorter visit leaves the prepaid incentive above the bill', async () => {
    const timedOnly = orderViewFixture(
      {
        id: 42,
        sID: '3f2a91bc-x',
        status: 'confirmed',
        payInCash: false,
        actions: ['deliver'],
        payments: [],
      },
      [[productFixture(), 2]],
    );
    serve([timedOnly]);
    const { user } = renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered: order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog');
    const minutes = within(dialog).getByLabelText('Cepelinai with meat: actual minutes');
    await user.clear(minutes);
    await user.type(minutes, '30');
    const bill = within(dialog).getByRole('region', { name: 'The customer’s bill at this time' });
    expect(bill.querySelector('[data-money="refundAfterVisit"]')).toHaveTextContent('€9.00');
    expect(bill).toHaveTextContent('Refunded after the visit');
  });

  it('sends no time for an order without time-priced dishes', async () => {
    const fixedOnly = orderViewFixture(
      { id: 42, sID: '3f2a91bc-x', status: 'confirmed', actions: ['deliver'], payments: [] },
      [[productFixture({ id: 6, title: 'Kibinai', price: 450, fixedPrice: 450, hourRate: null }), 3]],
    );
    const api = serve([fixedOnly]);
    const { user } = renderSell();
    const card = await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered: order 3f2a91bc' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'deliver' }]),
    );
  });
});
