import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as orders from '@hearth/domain/contracts/orders';
import * as payments from '@hearth/domain/contracts/payments';
import { getConfig } from '@hearth/domain/contracts/site';
import type { OrderDue, OrderView } from '@hearth/domain/orders';
import { dogeAnswers, GOOD_PIN, paymentConfig } from '@/shared/payments/testing/doge-fixtures.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { orderFixture, PLACED_MS } from '../testing/order-fixture.ts';
import { buyPage, sellPage } from '../testing/order-pages.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { OrdersPage } from './orders-page.tsx';
import { formatTime } from '@/shared/i18n/format.ts';

/** The same day as the orders were placed: the pay-before time shows as a time of day. */
const NOW = new Date(PLACED_MS + 30 * 60_000);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const due = (order: OrderView, purpose: OrderDue['purpose'], amountCents: number): OrderDue => ({
  orderId: order.id,
  sID: order.sID,
  purpose,
  amountCents,
});

/** Unpaid: it owes its prepayment (the fixture's own due) and is cancelled two hours after it was placed. */
const unpaid = orderFixture({ id: 51, sID: 'unpaid51-a', payments: null });

/** Delivered, paid by card: the dishes are owed after the visit. */
const delivered = (() => {
  const order = orderFixture({
    id: 52,
    sID: 'deliv052-b',
    status: 'delivered',
    deliveryDate: PLACED_MS,
    actions: [],
  });
  return { ...order, dues: [due(order, 'order_balance', 5200)] };
})();

/** Cancelled less than 24 hours ahead: the product cost and the penalty, less the prepayment, are owed. */
const lateCancelled = (() => {
  const order = orderFixture({
    id: 53,
    sID: 'late0053-c',
    status: 'cancelled',
    actions: [],
    cancellationPreview: null,
    cancellation: {
      by: 'customer',
      refundCents: 0,
      commissionCents: 0,
      dueCents: 8200 - 3165,
      duePaidTimestamp: null,
      timestamp: PLACED_MS,
    },
  });
  return { ...order, dues: [due(order, 'order_penalty', 8200 - 3165)] };
})();

const ORDERS = [unpaid, delivered, lateCancelled];

/** The orders calls, the card intent and the test card, and a wallet of `doge` DOGE. */
function serve(list: OrderView[] = ORDERS, doge = 1000) {
  const paid = new Set<string>();
  const duesOf = (order: OrderView) => order.dues.filter((d) => !paid.has(`${d.orderId}-${d.purpose}`));
  const current = () => list.map((order) => ({ ...order, dues: duesOf(order) }));
  return fakeApi(
    answer(orders.listOrders, ({ page }) => buyPage(current(), page)),
    answer(orders.listSellerOrders, ({ page }) => sellPage([], page)),
    answer(orders.getOrder, ({ orderId }) => ({ order: current().find((order) => order.id === orderId)! })),
    answer(getConfig, () => paymentConfig('test')),
    answer(payments.createPaymentIntent, ({ orderId, purpose, amount }) => ({
      id: `ti_${orderId}_${purpose}`,
      secret: 's',
      amount,
      provider: 'test' as const,
    })),
    answer(payments.confirmTestPayment, ({ intentId }) => {
      const [, orderId, ...purpose] = intentId.split('_');
      paid.add(`${orderId}-${purpose.join('_')}`);
      return undefined;
    }),
    ...dogeAnswers(doge, 8200 - 3165, () => {
      paid.add('53-order_penalty');
      return current().find((order) => order.id === 53)!;
    }),
  );
}

function renderOrders() {
  writeSession(authorizedUser({ id: 7 }));
  return renderRoute(<OrdersPage />, { path: '/orders' });
}

async function payByTestCard(user: ReturnType<typeof renderOrders>['user'], amount: string) {
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry date'), '08/29');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: `Pay ${amount}` }));
}

describe('what the customer owes, on /orders', () => {
  it('shows the outstanding balance with a Pay button for each amount, and that a penalty holds new orders', async () => {
    serve();
    renderOrders();
    const banner = await screen.findByRole('region', { name: 'Outstanding balance' });
    expect(banner).toHaveTextContent('You owe €134.00 online.');
    expect(banner).toHaveTextContent(
      'New orders wait until the late-cancellation penalty is paid: until then you cannot place or pay another order.',
    );
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Pay €31.65: Prepayment of order unpaid51',
      'Pay €52.00: Balance after the visit of order deliv052',
      'Pay €50.35: Late-cancellation penalty of order late0053',
    ]);
  });

  it('gives each order its own Pay button for its purpose, and says when an unpaid order is cancelled', async () => {
    serve();
    renderOrders();
    const unpaidCard = await screen.findByRole('article', { name: 'Order unpaid51' });
    const dues = within(unpaidCard).getByRole('region', { name: 'To pay now' });
    const at = formatTime(new Date(PLACED_MS + 7_200_000).toISOString(), 'en');
    expect(dues).toHaveTextContent(`Pay before ${at} or the order is cancelled.`);
    expect(
      within(dues).getByRole('button', { name: 'Pay €31.65: Prepayment of order unpaid51' }),
    ).toHaveTextContent('Pay €31.65');
    // It waits for the customer's payment, not for the chef.
    const row = within(unpaidCard).getByRole('rowheader', { name: 'Cepelinai with meat' }).closest('tr')!;
    expect(row).toHaveTextContent('Waiting for your payment');
    expect(row).not.toHaveTextContent('Waiting for the chef');

    const deliveredCard = screen.getByRole('article', { name: 'Order deliv052' });
    expect(
      within(deliveredCard).getByRole('button', {
        name: 'Pay €52.00: Balance after the visit of order deliv052',
      }),
    ).toBeInTheDocument();
    expect(within(deliveredCard).queryByText(/Pay before/)).not.toBeInTheDocument();
    const lateCard = screen.getByRole('article', { name: 'Order late0053' });
    expect(
      within(lateCard).getByRole('button', {
        name: 'Pay €50.35: Late-cancellation penalty of order late0053',
      }),
    ).toBeInTheDocument();
  });

  it('pays the balance after the visit by card, with its purpose, then the list has nothing more to pay for it', async () => {
    const api = serve();
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order deliv052' });
    const pay = within(card).getByRole('button', {
      name: 'Pay €52.00: Balance after the visit of order deliv052',
    });
    await user.click(pay);
    expect(within(card).getByRole('button', { name: 'Close the payment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByRole('radio', { name: 'Card' })).toBeChecked();
    await payByTestCard(user, '€52.00');
    expect(await screen.findByText('Payment received for order deliv052.')).toBeInTheDocument();
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 5200, orderId: 52, purpose: 'order_balance' },
    ]);
    await waitFor(() =>
      expect(within(card).queryByRole('region', { name: 'To pay now' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Outstanding balance' })).toHaveTextContent(
      'You owe €82.00 online.',
    );
  });

  it('pays the prepayment of an unpaid order by card with purpose order', async () => {
    const api = serve();
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order unpaid51' });
    await user.click(within(card).getByRole('button', { name: 'Pay €31.65: Prepayment of order unpaid51' }));
    await payByTestCard(user, '€31.65');
    expect(await screen.findByText('Payment received for order unpaid51.')).toBeInTheDocument();
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 3165, orderId: 51, purpose: 'order' },
    ]);
  });

  it('pays a late-cancellation penalty from the DOGE wallet', async () => {
    const api = serve();
    const { user } = renderOrders();
    const banner = await screen.findByRole('region', { name: 'Outstanding balance' });
    await user.click(
      within(banner).getByRole('button', { name: /Late-cancellation penalty of order late0053/ }),
    );
    await user.click(within(banner).getByRole('radio', { name: 'DOGE wallet' }));
    expect(await within(banner).findByText('Your wallet: 1000 DOGE')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Send me the pin' }));
    expect(await within(banner).findByText('€50.35 = 503.5 DOGE')).toBeInTheDocument();
    await user.type(within(banner).getByLabelText('PIN'), GOOD_PIN);
    await user.click(within(banner).getByRole('button', { name: 'Pay 503.5 DOGE' }));
    expect(await screen.findByText('Payment received for order late0053.')).toBeInTheDocument();
    expect(api.callsOf(payments.requestDogePayment)).toEqual([{ orderId: 53, purpose: 'order_penalty' }]);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Outstanding balance' })).not.toHaveTextContent(
        /penalty is paid/,
      ),
    );
  });

  it('shows no banner when nothing is owed', async () => {
    serve([orderFixture()]);
    renderOrders();
    await screen.findByRole('article', { name: 'Order 3f2a91bc' });
    expect(screen.queryByRole('region', { name: 'Outstanding balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

describe('what the customer owes, on /order/{id}', () => {
  function renderDetail(orderId: number) {
    writeSession(authorizedUser({ id: 7 }));
    return renderRoute(<OrderDetailPage />, { path: '/order/:orderId', initialEntry: `/order/${orderId}` });
  }

  it('offers the Pay button of the order’s due, and pays it by card', async () => {
    const api = serve();
    const { user } = renderDetail(52);
    const dues = await screen.findByRole('region', { name: 'To pay now' });
    expect(dues).toHaveTextContent('Balance after the visit €52.00');
    await user.click(
      within(dues).getByRole('button', { name: 'Pay €52.00: Balance after the visit of order deliv052' }),
    );
    await payByTestCard(user, '€52.00');
    expect(await screen.findByText('Payment received for order deliv052.')).toBeInTheDocument();
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 5200, orderId: 52, purpose: 'order_balance' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'To pay now' })).not.toBeInTheDocument());
  });

  it('shows the settlement after the visit, the payments with their method and coins, and the invoice', async () => {
    const order: OrderView = {
      ...orderFixture({ status: 'delivered', deliveryDate: PLACED_MS, actions: [] }),
      settlement: {
        finalSubtotal: 4000,
        balanceDueCents: 3400,
        balanceRefundCents: 0,
        paidTimestamp: PLACED_MS,
      },
      invoice: { number: 'HE-2026-00042', issuedTimestamp: PLACED_MS },
      payments: [
        {
          id: 1,
          provider: 'test' as const,
          purpose: 'order',
          amountKoinu: null,
          amount: 3165,
          refundedAmount: 0,
          currency: 'EUR',
          paidTimestamp: PLACED_MS,
        },
        {
          id: 2,
          provider: 'doge',
          purpose: 'order_balance',
          amountKoinu: 34_000_000_000,
          amount: 3400,
          refundedAmount: 0,
          currency: 'EUR',
          paidTimestamp: PLACED_MS,
        },
      ],
    };
    serve([order]);
    renderDetail(42);
    const money = await screen.findByRole('region', { name: 'What the order costs' });
    const settlement = within(money).getByRole('group', { name: 'After the visit' });
    expect(settlement).toHaveTextContent('Dishes at the actual time€40.00');
    expect(settlement).toHaveTextContent(/Balance due online€34.00 paid 20 Nov 2026/);
    const payments = within(within(money).getByRole('group', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments.map((item) => item.textContent?.replace(/^.*?: /, ''))).toEqual([
      'Prepayment, test card, €31.65',
      'Balance after the visit, DOGE wallet, 340 DOGE, €34.00',
    ]);
    expect(screen.getByRole('link', { name: 'Invoice HE-2026-00042' })).toHaveAttribute(
      'href',
      '/invoice/42',
    );
  });
});
