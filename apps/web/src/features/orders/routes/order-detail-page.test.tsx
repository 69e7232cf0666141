import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { orderFixture, PLACED_MS } from '../testing/order-fixture.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

function serve(order: OrderView) {
  return fakeApi(answer(orders.getOrder, () => ({ order })));
}

function renderDetail(entry = '/order/42', signedIn = true) {
  if (signedIn) writeSession(authorizedUser({ id: 7 }));
  return renderRoute(<OrderDetailPage />, {
    path: '/order/:orderId?',
    initialEntry: entry,
    otherRoutes: [
      { path: '/orders', element: <h1>Orders list</h1> },
      { path: '/mp', element: <h1>Marketplace</h1> },
    ],
  });
}

/** The text of the definition that follows the term `term`. */
function fact(term: string): string {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? '';
}

/** The cells of each body row of `table`, as text. */
function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('order detail', () => {
  it('shows every field of the order, and what it costs and how it is paid', async () => {
    const api = serve(orderFixture());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 3f2a91bc' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/secure/order?orderId=42']);
    expect(api.callsOf(orders.getOrder)).toEqual([{ orderId: 42 }]);
    expect(fact('Order number')).toBe('3f2a91bc');
    expect(fact('Date placed')).toMatch(/20 Nov 2026/);
    expect(fact('Delivery date')).toMatch(/28 Nov 2026/);
    expect(fact('Status')).toBe('Placed');
    expect(fact('Payment method')).toBe('Online, by card or DOGE');
    expect(fact('Payment status')).toMatch(/^Paid 20 Nov 2026/);
    expect(fact('Catering required')).toBe('Yes');
    expect(fact('Self delivery')).toBe('No');
    expect(fact('Currency')).toBe('EUR');
    expect(screen.getByRole('link', { name: 'Rūta Kazlauskienė' })).toHaveAttribute('href', '/store/ruta');
    expect(screen.getByText(/Ring twice\./)).toHaveTextContent('Ring twice. The dog is friendly.');

    const address = within(screen.getByRole('region', { name: 'Delivery address' }));
    for (const line of [
      'Home',
      'Gedimino pr. 1-4',
      '01103 Vilnius',
      'Vilniaus apskritis',
      'Phone: 61234567',
    ]) {
      expect(address.getByText(line, { exact: false })).toBeInTheDocument();
    }

    const items = within(screen.getByRole('region', { name: 'Items' })).getByRole('table');
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Dish', 'Description', 'Unit price', 'Quantity', 'Line total']);
    expect(tableRows(items)).toEqual([
      ['1', 'Cepelinai with meat', 'Potato dumplings filled with pork.', '€18.00', '2', '€36.00'],
      ['2', 'Šaltibarščiai', 'Cold beetroot soup with kefir.', '€16.00', '1', '€16.00'],
    ]);

    const money = within(screen.getByRole('region', { name: 'What the order costs' }));
    const rows = [...money.getByTestId('money-summary').querySelectorAll('[data-money]')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('.money-summary__amount')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Dishes', '€52.00'],
      ['Service fee', '€9.99'],
      ['VAT on the service fee', '€2.10'],
      ['Payment gateway fee', '€1.56'],
      ['Card incentive for the chef', '€18.00'],
      ['Total', '€83.65'],
      ['Pay now online', '€31.65'],
      ['Pay online after the visit', '€52.00'],
    ]);
    const payments = within(money.getByRole('group', { name: 'Payments' }));
    expect(payments.getByRole('listitem')).toHaveTextContent(
      /^20 Nov 2026.*: Prepayment, test card, €31.65$/,
    );
    expect(screen.queryByRole('link', { name: /Invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'To pay now' })).not.toBeInTheDocument();
  });
});

describe('order detail: other orders', () => {
  it('leaves out the prepaid incentive of a cash order and shows what a cancellation did', async () => {
    serve(
      orderFixture({
        status: 'cancelled',
        payInCash: true,
        cateringRequired: false,
        selfDelivery: true,
        commentary: null,
        actions: [],
        cancellationPreview: null,
        cancellation: {
          by: 'customer',
          refundCents: 1209,
          commissionCents: 156,
          dueCents: 0,
          duePaidTimestamp: null,
          timestamp: PLACED_MS + 3_600_000,
        },
        payments: [
          {
            id: 1,
            provider: 'test',
            purpose: 'order',
            amountKoinu: null,
            amount: 1365,
            refundedAmount: 1209,
            currency: 'EUR',
            paidTimestamp: PLACED_MS,
          },
        ],
      }),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Payment method')).toBe('Dishes in cash at the visit');
    expect(fact('Catering required')).toBe('No');
    expect(fact('Self delivery')).toBe('Yes');
    expect(fact('Status')).toBe('Cancelled');
    expect(screen.getByRole('region', { name: 'Special instructions' })).toHaveTextContent('None');
    const money = within(screen.getByRole('region', { name: 'What the order costs' }));
    expect(money.queryByText('Card incentive for the chef')).not.toBeInTheDocument();
    expect(money.getByText('Pay the chef in cash at the visit')).toBeInTheDocument();
    expect(money.getByRole('listitem')).toHaveTextContent('Prepayment, test card, €13.65; €12.09 refunded');
    const cancellation = screen.getByRole('region', { name: 'Cancellation' });
    expect(cancellation).toHaveTextContent(/Cancelled by the customer on 20 Nov 2026/);
    expect(cancellation).toHaveTextContent('Refund: €12.09, within 7 working days');
    expect(cancellation).toHaveTextContent('Payment provider’s commission kept: €1.56');
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('tells the chef the special instructions show once an unpaid order is paid', async () => {
    serve(orderFixture({ commentary: null, commentaryWithheld: true }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Special instructions' })).toHaveTextContent(
      'Shown once the order is paid',
    );
  });

  it('reads timestamps in seconds and in milliseconds alike', async () => {
    serve(orderFixture({ createTimestamp: PLACED_MS }));
    const first = renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const inMilliseconds = fact('Date placed');
    first.unmount();

    serve(orderFixture({ createTimestamp: PLACED_MS / 1000 }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Date placed')).toBe(inMilliseconds);
    expect(inMilliseconds).toMatch(/20 Nov 2026/);
  });

  it('lets the customer cancel from the invoice, with the refund shown first', async () => {
    const api = fakeApi(
      answer(orders.performOrderAction, () => ({
        order: orderFixture({ status: 'cancelled', actions: [] }),
      })),
      answer(orders.getOrder, () => ({ order: orderFixture() })),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order 3f2a91bc' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/You get back €30.09 within 7 working days/);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.callsOf(orders.performOrderAction)).toEqual([{ orderId: 42, action: 'cancel' }]),
    );
    expect(await screen.findByText('Order 3f2a91bc cancelled.')).toBeInTheDocument();
  });
});

describe('order detail: errors and tools', () => {
  it('says "Order ID is required" without a numeric id, and asks the server nothing', () => {
    const api = serve(orderFixture());
    const first = renderDetail('/order/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Order ID is required' })).toBeInTheDocument();
    first.unmount();
    renderDetail('/order');
    expect(screen.getByRole('heading', { level: 1, name: 'Order ID is required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
    expect(api.calls).toEqual([]);
  });

  it('says "Order not found" on 404 and "Failed to load order details" on other failures', async () => {
    fakeApi(answer(orders.getOrder, () => refuse(404, MESSAGES.orderNotFound)));
    const first = renderDetail('/order/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    first.unmount();

    const api = fakeApi(answer(orders.getOrder, () => refuse(500, MESSAGES.serverError)));
    const { user } = renderDetail('/order/78');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load order details' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsOf(orders.getOrder)).toEqual([{ orderId: 78 }, { orderId: 78 }]));
  });

  it('asks a visitor without a stored profile to sign in', () => {
    const api = serve(orderFixture());
    renderDetail('/order/42', false);
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?source=one_time_pin',
    );
    expect(api.calls).toEqual([]);
  });

  it('prints with the Print button', async () => {
    serve(orderFixture());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('goes back to the orders when the invoice was opened directly', async () => {
    serve(orderFixture());
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('goes back where the reader came from', async () => {
    serve(orderFixture());
    const { user, router } = renderDetail('/mp');
    await screen.findByRole('heading', { name: 'Marketplace' });
    await router.navigate('/order/42');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mp');
  });

  it('speaks Lithuanian, dates included', async () => {
    await changeLanguage('lt');
    serve(orderFixture());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Užsakymas 3f2a91bc' })).toBeInTheDocument();
    expect(fact('Pateikimo data')).toMatch(/2026-11-20/);
    expect(fact('Mokėjimo būdas')).toBe('Internetu, kortele arba DOGE');
    expect(screen.getByText('Mokėti dabar internetu')).toBeInTheDocument();
  });
});
