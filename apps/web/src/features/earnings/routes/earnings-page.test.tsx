import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as payouts from '@hearth/domain/contracts/payouts';
import { MESSAGES } from '@hearth/domain/messages';
import { PAYOUT_MESSAGES, type EarningsModel } from '@hearth/domain/payouts';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { EarningsPage } from './earnings-page.tsx';

const SERVICE_DATE = Date.parse('2026-11-28T16:00:00.000Z');

function earnings(overrides: Partial<EarningsModel> = {}): EarningsModel {
  return {
    summary: { pendingCents: 1563, availableCents: 4950, inPayoutCents: 12_000, paidOutCents: 30_500 },
    orders: [
      {
        orderId: 41,
        sID: '3f2a9c1e-0000-4000-8000-000000000041',
        orderNumber: '3f2a9c1e',
        serviceDate: SERVICE_DATE,
        status: 'placed',
        earnedCents: 0,
        pendingCents: 1563,
        state: 'pending',
      },
      {
        orderId: 40,
        sID: '7b1c2d3e-0000-4000-8000-000000000040',
        orderNumber: '7b1c2d3e',
        serviceDate: SERVICE_DATE - 86_400_000,
        status: 'delivered',
        earnedCents: 1250,
        pendingCents: 0,
        state: 'earned',
      },
      {
        orderId: 39,
        sID: '9c8d7e6f-0000-4000-8000-000000000039',
        orderNumber: '9c8d7e6f',
        serviceDate: SERVICE_DATE - 2 * 86_400_000,
        status: 'cancelled',
        earnedCents: 3000,
        pendingCents: 0,
        state: 'cancelled',
      },
    ],
    payouts: [
      {
        id: 8,
        amountCents: 12_000,
        batch: '2026-W48',
        status: 'requested',
        method: null,
        reference: null,
        reason: null,
        createdAt: SERVICE_DATE,
        decidedAt: null,
      },
      {
        id: 7,
        amountCents: 30_500,
        batch: '2026-W47',
        status: 'sent',
        method: 'stripe',
        reference: 'tr_1Hearth',
        reason: null,
        createdAt: SERVICE_DATE - 7 * 86_400_000,
        decidedAt: SERVICE_DATE - 6 * 86_400_000,
      },
      {
        id: 6,
        amountCents: 2_000,
        batch: '2026-W46',
        status: 'rejected',
        method: null,
        reference: null,
        reason: 'The bank returned it',
        createdAt: SERVICE_DATE - 14 * 86_400_000,
        decidedAt: SERVICE_DATE - 13 * 86_400_000,
      },
    ],
    ...overrides,
  };
}

function serve(reply: () => EarningsModel | Refusal) {
  return fakeApi(answer(payouts.getEarnings, reply));
}

function renderEarnings() {
  return renderRoute(<EarningsPage />, {
    path: '/earnings',
    otherRoutes: [
      { path: '/signin', element: <p>sign-in page</p> },
      { path: '/profile', element: <p>profile page</p> },
    ],
  });
}

const chef = () => writeSession(authorizedUser({ legalInfo: { valid: true } }), Date.now());

describe('/earnings', () => {
  it('shows the four figures, the orders, the payouts and the CSV download', async () => {
    chef();
    serve(() => earnings());
    renderEarnings();
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Pending')).toHaveTextContent('€15.63');
    expect(figure('Available')).toHaveTextContent('€49.50');
    expect(figure('In payout')).toHaveTextContent('€120.00');
    expect(figure('Paid out')).toHaveTextContent('€305.00');

    const table = screen.getByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'No. 3f2a9c1e' })).toHaveAttribute('href', '/order/41');
    expect(first.getByText(/28 Nov 2026/)).toHaveAttribute('datetime', '2026-11-28T16:00:00.000Z');
    expect(first.getByText('Placed')).toBeInTheDocument();
    expect(first.getByText('€0.00')).toHaveAttribute('data-label', 'Earned');
    expect(first.getByText('€15.63')).toHaveAttribute('data-label', 'Pending');
    expect(first.getByText('Pending', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('€12.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Earned', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Cancelled', { selector: '.status-badge' })).toBeInTheDocument();

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/secure/earnings.csv');
    expect(csv).toHaveAttribute('download');

    const waiting = screen.getByRole('article', { name: 'Payout of 2026-W48' });
    expect(within(waiting).getByText('€120.00')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting to be sent.')).toBeInTheDocument();
    const sent = screen.getByRole('article', { name: 'Payout of 2026-W47' });
    expect(within(sent).getByText(/Sent to your Stripe account/)).toBeInTheDocument();
    expect(within(sent).getByText('tr_1Hearth').tagName).toBe('CODE');
    const rejected = screen.getByRole('article', { name: 'Payout of 2026-W46' });
    expect(within(rejected).getByText(/Not sent: The bank returned it\./)).toBeInTheDocument();
  });

  it('says so when there are no orders or payouts yet', async () => {
    chef();
    serve(() =>
      earnings({
        summary: { pendingCents: 0, availableCents: 0, inPayoutCents: 0, paidOutCents: 0 },
        orders: [],
        payouts: [],
      }),
    );
    renderEarnings();
    expect(await screen.findByText('No orders paid online yet.')).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Lithuanian', async () => {
    await changeLanguage('lt');
    chef();
    serve(() => earnings());
    renderEarnings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pajamos' })).toBeInTheDocument();
    expect(await screen.findByText('Galima išmokėti', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Užsakymai' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atsisiųsti CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nr. 3f2a9c1e' })).toBeInTheDocument();
    expect(screen.getByText(/Neišsiųsta: The bank returned it/)).toBeInTheDocument();
  });

  it("tells someone who is not a chef the server's reason, with the way to become one", async () => {
    writeSession(authorizedUser(), Date.now());
    serve(() => refuse(403, PAYOUT_MESSAGES.notAChef));
    const { user, router } = renderEarnings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only chefs have earnings.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Fill in your chef profile' }));
    expect(router.state.location.search).toBe('?chefProfile=true');
  });

  it('offers a retry when the earnings could not be loaded', async () => {
    chef();
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? refuse(500, MESSAGES.serverError) : earnings();
    });
    const { user } = renderEarnings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument());
  });

  it('sends a visitor to log in first', async () => {
    serve(() => earnings());
    renderEarnings();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
