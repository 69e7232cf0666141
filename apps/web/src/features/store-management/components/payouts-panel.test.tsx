import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as moderation from '@hearth/domain/contracts/moderation';
import * as payouts from '@hearth/domain/contracts/payouts';
import { PAYOUT_MESSAGES, type OperatorPayoutView } from '@hearth/domain/payouts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { StoreManagementPage } from '../routes/store-management-page.tsx';

const QUEUED_AT = Date.parse('2026-11-23T08:00:00.000Z');
const ACCOUNT = 'acct_1Hearth2Chef3Ruta';

function payout(overrides: Partial<OperatorPayoutView> = {}): OperatorPayoutView {
  return {
    id: 5,
    amountCents: 12_345,
    batch: '2026-W48',
    status: 'requested',
    method: null,
    reference: null,
    reason: null,
    createdAt: QUEUED_AT,
    decidedAt: null,
    chef: {
      id: 21,
      email: 'ruta@example.lt',
      name: 'Rūta Kazlauskienė',
      phoneNumber: '37061234567',
      personalTaxNumber: 'LT123',
      stripeAccountId: null,
    },
    sendMethod: 'bank',
    ...overrides,
  };
}

interface ApiOptions {
  payouts?: OperatorPayoutView[];
  /** Chefs with earnings and no payout this week: the batch makes theirs. */
  earners?: OperatorPayoutView[];
  /** Answers the decisions instead of deciding (an error), one per call, then decides. */
  decisionRefusals?: Refusal[];
  batchMade?: boolean;
}

/** The operator calls as the server answers them: the batch adds payouts, a decision takes one out of the queue. */
function fakePayoutsApi(options: ApiOptions = {}) {
  let all = options.payouts ?? [payout()];
  let batchMade = options.batchMade ?? true;
  const earners = [...(options.earners ?? [])];
  const decisionRefusals = [...(options.decisionRefusals ?? [])];
  return fakeApi(
    answer(moderation.listApplications, () => ({ applications: [] })),
    answer(payouts.listPayouts, ({ status, page }) => {
      const rows = status === 'all' ? all : all.filter((p) => p.status === status);
      const requested = all.filter((p) => p.status === 'requested');
      return {
        payouts: rows,
        total: rows.length,
        page,
        pageSize: 20,
        currentBatch: '2026-W48',
        currentBatchMade: batchMade,
        requestedCount: requested.length,
        requestedCents: requested.reduce((sum, p) => sum + p.amountCents, 0),
      };
    }),
    answer(payouts.makePayoutBatch, () => {
      const created = earners.splice(0);
      all = [...created, ...all];
      batchMade = true;
      return ok({ batch: '2026-W48', created: created.length, payouts: all }, [PAYOUT_MESSAGES.batchMade]);
    }),
    answer(payouts.decidePayout, ({ payoutId, action, reference, reason }) => {
      const refusal = decisionRefusals.shift();
      if (refusal) return refusal;
      const decided = all.find((p) => p.id === payoutId)!;
      const sent = action === 'sent';
      const updated: OperatorPayoutView = {
        ...decided,
        status: sent ? 'sent' : 'rejected',
        method: sent ? decided.sendMethod : null,
        reference: sent ? (reference ?? 'tr_fake1') : null,
        reason: sent ? null : (reason ?? null),
        decidedAt: Date.now(),
      };
      all = all.map((p) => (p.id === decided.id ? updated : p));
      return ok({ payout: updated }, [PAYOUT_MESSAGES.decided]);
    }),
  );
}

function renderPayouts() {
  writeSession(authorizedUser({ id: 3, role: 'OPERATOR' }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: '/store-management?tab=payouts',
  });
}

const HEADING = '€123.45 — Rūta Kazlauskienė';

describe('store management: payouts', () => {
  it('counts the waiting payouts in the tab and lists them with the chef and how to pay them', async () => {
    fakePayoutsApi();
    renderPayouts();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(screen.getByRole('tab', { name: 'Payouts (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Waiting payouts: 1, €123.45 in all.')).toBeInTheDocument();
    expect(screen.getByText(/This week's batch \(2026-W48\) is made/)).toBeInTheDocument();

    expect(within(card).getByRole('link', { name: 'ruta@example.lt' })).toHaveAttribute(
      'href',
      'mailto:ruta@example.lt',
    );
    expect(within(card).getByText('37061234567')).toBeInTheDocument();
    expect(within(card).getByText('LT123')).toBeInTheDocument();
    expect(within(card).getByText('Bank transfer (by hand)')).toBeInTheDocument();
    expect(within(card).getByText('2026-W48')).toBeInTheDocument();
    expect(within(card).getByText(/23 Nov 2026/)).toHaveAttribute('datetime', '2026-11-23T08:00:00.000Z');
    expect(within(card).getByText('Waiting')).toBeInTheDocument();
  });

  it('makes the batch and announces how many payouts it made', async () => {
    const api = fakePayoutsApi({
      payouts: [],
      batchMade: false,
      earners: [payout({ id: 9, amountCents: 500, chef: { ...payout().chef, id: 30, name: 'Jonas' } })],
    });
    const { user } = renderPayouts();
    expect(await screen.findByText('No payouts are waiting.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payouts (0)' })).toBeInTheDocument();
    expect(screen.getByText("This week's batch (2026-W48) is not made yet.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Make this week's batch (2026-W48)" }));
    expect(await screen.findByRole('article', { name: '€5.00 — Jonas' })).toBeInTheDocument();
    expect(screen.getByText('Batch 2026-W48: new payouts: 1.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payouts (1)' })).toBeInTheDocument();
    expect(api.callsOf(payouts.makePayoutBatch)).toHaveLength(1);
  });

  it('marks a bank payout sent only with its reference', async () => {
    const api = fakePayoutsApi();
    const { user } = renderPayouts();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    const reference = within(card).getByLabelText('Bank transfer reference');
    expect(reference).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    expect(within(card).getByText('This field is required')).toBeInTheDocument();
    // The field takes 100 characters, as the server does.
    await user.type(reference, 'x'.repeat(101));
    expect(reference).toHaveValue('x'.repeat(100));
    expect(api.callsOf(payouts.decidePayout)).toEqual([]);

    await user.clear(reference);
    await user.type(reference, ' SEPA 2026/48-7 ');
    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    await waitFor(() =>
      expect(api.callsOf(payouts.decidePayout)).toEqual([
        { payoutId: 5, action: 'sent', reference: 'SEPA 2026/48-7' },
      ]),
    );
    expect(await screen.findByText('No payouts are waiting.')).toBeInTheDocument();
    expect(screen.getByText(`${HEADING}: marked as sent.`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payouts (0)' })).toBeInTheDocument();
  });

  it('sends a Stripe payout after a confirmation, and shows what Stripe said when it refuses', async () => {
    const stripe = payout({ sendMethod: 'stripe', chef: { ...payout().chef, stripeAccountId: ACCOUNT } });
    const api = fakePayoutsApi({
      payouts: [stripe],
      decisionRefusals: [
        refuse(409, PAYOUT_MESSAGES.transferRefused, { transfer: ['No such destination: acct_x'] }),
      ],
    });
    const { user } = renderPayouts();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(within(card).getByText('Stripe transfer')).toBeInTheDocument();
    expect(within(card).getByText(ACCOUNT).tagName).toBe('CODE');

    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    expect(within(card).getByText(`Send €123.45 by Stripe to ${ACCOUNT}?`)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send by Stripe' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Stripe refused the transfer');
    expect(alert).toHaveTextContent('No such destination: acct_x');

    await user.click(within(card).getByRole('button', { name: 'Send by Stripe' }));
    expect(await screen.findByText(`${HEADING}: marked as sent.`)).toBeInTheDocument();
    expect(api.callsOf(payouts.decidePayout)).toEqual([
      { payoutId: 5, action: 'sent' },
      { payoutId: 5, action: 'sent' },
    ]);
  });

  it("rejects with a reason, and shows the server's refusal of an operator's own payout", async () => {
    const api = fakePayoutsApi({
      decisionRefusals: [refuse(403, PAYOUT_MESSAGES.ownPayout)],
    });
    const { user } = renderPayouts();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reason = within(card).getByLabelText('Reason for rejecting');
    await user.click(within(card).getByRole('button', { name: 'Reject payout' }));
    expect(within(card).getByText('This field is required')).toBeInTheDocument();

    await user.type(reason, 'The IBAN is closed');
    await user.click(within(card).getByRole('button', { name: 'Reject payout' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You cannot decide a payout of your own earnings: another operator must.',
    );
    expect(within(card).getByLabelText('Reason for rejecting')).toHaveValue('The IBAN is closed');

    await user.click(within(card).getByRole('button', { name: 'Reject payout' }));
    expect(
      await screen.findByText(`${HEADING}: rejected, the amount is back in the earnings.`),
    ).toBeInTheDocument();
    expect(api.callsOf(payouts.decidePayout).at(-1)).toEqual({
      payoutId: 5,
      action: 'rejected',
      reason: 'The IBAN is closed',
    });
  });

  it("offers no decision on the operator's own payout", async () => {
    fakePayoutsApi({ payouts: [payout({ chef: { ...payout().chef, id: 3 } })] });
    renderPayouts();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(within(card).getByText('Your own payout: another operator decides it.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
  });

  it('shows the sent and rejected ones on request, with their reference or reason', async () => {
    const api = fakePayoutsApi({
      payouts: [
        payout({
          id: 6,
          status: 'sent',
          method: 'bank',
          reference: 'SEPA-1',
          decidedAt: QUEUED_AT + 3_600_000,
        }),
        payout({ id: 7, amountCents: 100, status: 'rejected', reason: 'Closed account' }),
      ],
    });
    const { user } = renderPayouts();
    expect(await screen.findByText('No payouts are waiting.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const sent = await screen.findByRole('article', { name: HEADING });
    expect(api.calls.map((c) => c.path)).toContain('/operator/payouts?status=all&page=0');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('SEPA-1').tagName).toBe('CODE');
    expect(within(sent).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
    const rejected = screen.getByRole('article', { name: '€1.00 — Rūta Kazlauskienė' });
    expect(within(rejected).getByText('Closed account')).toBeInTheDocument();
  });
});
