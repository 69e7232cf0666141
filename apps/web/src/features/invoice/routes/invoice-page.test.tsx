import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInvoice } from '@hearth/domain/contracts/invoices';
import { INVOICE_MESSAGES, type InvoiceView } from '@hearth/domain/invoices';
import { orderMoney } from '@hearth/domain/order-money';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { InvoicePage } from './invoice-page.tsx';

const ISSUED = Date.parse('2026-11-20T10:15:00.000Z');
// Two hours at 20 EUR booked; the chef recorded 90 minutes, so the dishes cost 30 EUR in the end.
const TIMED = { priceCents: 0, preparationMinutes: 120, hourRateCents: 2000, baseServings: 1 };
const MONEY = orderMoney([{ dish: TIMED, volume: 1, actualMinutes: 90 }], { payInCash: false });

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    number: 'HR-2026-000042',
    issuedTimestamp: ISSUED,
    order: {
      id: 12,
      sID: '3f2a9c1e-0000-4000-8000-000000000012',
      status: 'delivered',
      serviceDeliveryDate: Date.parse('2026-11-28T16:00:00.000Z') / 1000,
      payInCash: false,
    },
    seller: {
      name: 'Rūta Kazlauskienė',
      nickname: 'ruta',
      taxNumber: '39001011234',
      registryUrl: 'https://registrucentras.lt/ruta',
    },
    buyer: {
      name: 'Anna Petraitė',
      email: 'anna@example.lt',
      address: 'Gedimino pr. 1, LT-01100 Vilnius',
      city: 'Vilnius',
    },
    platform: { name: 'Hearth', serviceFee: 999, vatPercent: 21, vat: 210, total: 1209 },
    lines: [
      {
        title: 'Kibinai',
        volume: 1,
        unitPrice: 4000,
        bookedTotal: 4000,
        finalTotal: 3000,
        timeBased: true,
        bookedMinutes: 120,
        actualMinutes: 90,
      },
    ],
    money: MONEY,
    payments: [
      {
        method: 'card',
        purpose: 'order',
        amount: MONEY.payNow,
        amountKoinu: null,
        refundedAmount: 0,
        paidTimestamp: ISSUED,
      },
      {
        method: 'doge',
        purpose: 'order_balance',
        amount: MONEY.payAfterVisit,
        amountKoinu: 11_250_000_000,
        refundedAmount: 0,
        paidTimestamp: ISSUED + 9 * 86_400_000,
      },
    ],
    paidNow: MONEY.payNow,
    paidLater: MONEY.payAfterVisit,
    stillDue: 0,
    ...overrides,
  };
}

/** The server's invoice of order 12; any other order has none. */
function serve(reply: () => { invoice: InvoiceView } | ReturnType<typeof refuse>) {
  return fakeApi(
    answer(getInvoice, ({ orderId }) => (orderId === 12 ? reply() : refuse(404, INVOICE_MESSAGES.notFound))),
  );
}

function renderInvoice(orderId = '12') {
  return renderRoute(<InvoicePage />, {
    path: '/invoice/:orderId',
    initialEntry: `/invoice/${orderId}`,
    otherRoutes: [
      { path: '/signin', element: <p>sign-in page</p> },
      { path: '/orders', element: <p>orders page</p> },
    ],
  });
}

const signIn = () => writeSession(authorizedUser(), Date.now());

const amountOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/invoice/:orderId', () => {
  it('shows the number, the parties, the fee with its VAT apart, the dishes, the money and the payments', async () => {
    signIn();
    serve(() => ({ invoice: invoice() }));
    renderInvoice();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice HR-2026-000042' }),
    ).toBeInTheDocument();
    expect(amountOf('Issued')?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:15:00.000Z');
    expect(screen.getByRole('link', { name: 'Order 3f2a9c1e' })).toHaveAttribute('href', '/order/12');

    const seller = screen.getByRole('region', { name: 'Seller of the dishes (the chef)' });
    expect(within(seller).getByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(seller).getByText('39001011234')).toBeInTheDocument();
    expect(within(seller).getByRole('link', { name: 'https://registrucentras.lt/ruta' })).toBeInTheDocument();
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByText('anna@example.lt')).toBeInTheDocument();
    expect(within(buyer).getByText('Gedimino pr. 1, LT-01100 Vilnius')).toBeInTheDocument();

    const platform = screen.getByRole('region', { name: 'Service fee, issued by Hearth' });
    expect(within(platform).getByText('VAT 21%').nextElementSibling).toHaveTextContent('€2.10');
    expect(within(platform).getByText('Total of the fee').nextElementSibling).toHaveTextContent('€12.09');

    const dishes = screen.getByRole('table', { name: 'Dishes' });
    const line = within(dishes).getAllByRole('row')[1]!;
    expect(within(line).getByText('120 min')).toHaveAttribute('data-label', 'Booked time');
    expect(within(line).getByText('90 min')).toHaveAttribute('data-label', 'Actual time');
    expect(within(line).getByLabelText('Booked: €40.00')).toBeInTheDocument();
    expect(line).toHaveTextContent('€30.00');

    // The rows of moneyRows, through the shared money summary.
    const money = screen.getByTestId('money-summary');
    expect(within(money).getByText('Total')).toBeInTheDocument();
    expect(within(money).getByText('Pay online after the visit')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Prepayment')).toBeInTheDocument();
    expect(within(payments).getByText('Balance after the visit')).toBeInTheDocument();
    expect(within(payments).getByText('DOGE wallet')).toBeInTheDocument();
    expect(amountOf('Paid now, at booking')).toHaveTextContent(`€${(MONEY.payNow / 100).toFixed(2)}`);
    expect(amountOf('Paid later, online')).toHaveTextContent(`€${(MONEY.payAfterVisit / 100).toFixed(2)}`);
    expect(amountOf('Still due online')).toHaveTextContent('€0.00');
  });

  it('prints with the Print button', async () => {
    signIn();
    serve(() => ({ invoice: invoice() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderInvoice();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('tells the chef the buyer’s contact shows once they confirm', async () => {
    signIn();
    const buyer = { name: 'Anna Petraitė', email: null, address: null, city: 'Vilnius' };
    serve(() => ({ invoice: invoice({ buyer }) }));
    renderInvoice();
    const region = await screen.findByRole('region', { name: 'Buyer' });
    expect(within(region).getByText('Vilnius')).toBeInTheDocument();
    expect(within(region).getByText(/shown once you confirm the order/)).toBeInTheDocument();
  });

  it('says there is no invoice for an unpaid or foreign order, with the way to the orders', async () => {
    signIn();
    serve(() => refuse(404, INVOICE_MESSAGES.notFound));
    renderInvoice();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute('href', '/orders');
  });

  it('refuses an id that is no order id as the server would, without asking it', async () => {
    signIn();
    const api = serve(() => ({ invoice: invoice() }));
    renderInvoice('12abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields below');
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute('href', '/orders');
    expect(api.calls).toEqual([]);
  });

  it('is in the reader’s language', async () => {
    signIn();
    await changeLanguage('lt');
    serve(() => ({ invoice: invoice() }));
    renderInvoice();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sąskaita faktūra HR-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spausdinti' })).toBeInTheDocument();
    expect(screen.getByText('PVM 21%')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    serve(() => ({ invoice: invoice() }));
    renderInvoice();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
