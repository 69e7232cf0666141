import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as moderation from '@hearth/domain/contracts/moderation';
import * as payouts from '@hearth/domain/contracts/payouts';
import * as wallet from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { KOINU_PER_DOGE, type WithdrawalView } from '@hearth/domain/wallet';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute, type FetchCall } from '@/shared/testing/test-utils.tsx';
import { StoreManagementPage } from '../routes/store-management-page.tsx';

const ADDRESS = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
const TXID = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
const REQUESTED_AT = Date.parse('2026-11-21T09:30:00.000Z');

function withdrawal(overrides: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    id: 5,
    user: { id: 21, email: 'ruta@example.lt', name: 'Rūta Kazlauskienė' },
    address: ADDRESS,
    amountKoinu: 12.5 * KOINU_PER_DOGE,
    status: 'requested',
    txid: null,
    reason: null,
    createdAt: REQUESTED_AT,
    decidedAt: null,
    ledgerTransactionId: 40,
    ...overrides,
  };
}

interface ApiOptions {
  /** Every withdrawal the server holds; the queue is the requested ones. */
  withdrawals?: WithdrawalView[];
  /** Answers the decisions instead of deciding (an error), one per call, then decides. */
  decisionRefusals?: Refusal[];
  pageSize?: number;
  listFails?: boolean;
}

/** The operator calls as the server answers them: a decision takes the withdrawal out of the queue. */
function fakeWithdrawalsApi(options: ApiOptions = {}) {
  let all = options.withdrawals ?? [withdrawal()];
  const decisionRefusals = [...(options.decisionRefusals ?? [])];
  return fakeApi(
    answer(moderation.listApplications, () => ({ applications: [] })),
    // The payouts tab's label counts the waiting payouts: none here.
    answer(payouts.listPayouts, ({ page }) => ({
      payouts: [],
      total: 0,
      page,
      pageSize: 20,
      currentBatch: '2026-W48',
      currentBatchMade: true,
      requestedCount: 0,
      requestedCents: 0,
    })),
    answer(wallet.listWithdrawals, ({ status, page }) => {
      if (options.listFails) return refuse(500, MESSAGES.serverError);
      const rows = status === 'all' ? all : all.filter((w) => w.status === 'requested');
      const pageSize = options.pageSize ?? 50;
      return {
        withdrawals: rows.slice(page * pageSize, (page + 1) * pageSize),
        total: rows.length,
        page,
        pageSize,
      };
    }),
    answer(wallet.decideWithdrawal, ({ withdrawalId, action, txid, reason }) => {
      const refusal = decisionRefusals.shift();
      if (refusal) return refusal;
      const status = action === 'sent' ? 'sent' : 'rejected';
      all = all.map((w) =>
        w.id === withdrawalId
          ? { ...w, status, txid: txid ?? null, reason: reason ?? null, decidedAt: Date.now() }
          : w,
      );
      const decided = all.find((w) => w.id === withdrawalId)!;
      return ok({ withdrawal: decided }, [MESSAGES.withdrawalDecided]);
    }),
  );
}

function renderWithdrawals() {
  writeSession(authorizedUser({ id: 3, role: 'OPERATOR' }));
  return renderRoute(<StoreManagementPage />, {
    path: '/store-management',
    initialEntry: '/store-management?tab=withdrawals',
  });
}

const HEADING = '12.5 DOGE — Rūta Kazlauskienė';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.path.startsWith('/operator/withdrawals')).map((c) => c.path);

describe('store management: withdrawals', () => {
  it('lists the queue: user, Doge address, amount, date and status', async () => {
    const api = fakeWithdrawalsApi();
    renderWithdrawals();
    const card = await screen.findByRole('article', { name: HEADING });
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(api.calls)).toEqual(['/operator/withdrawals?status=requested&page=0']);
    expect(screen.getByText('Withdrawals: 1')).toBeInTheDocument();

    expect(within(card).getByRole('link', { name: 'ruta@example.lt' })).toHaveAttribute(
      'href',
      'mailto:ruta@example.lt',
    );
    expect(within(card).getByText(ADDRESS).tagName).toBe('CODE');
    expect(within(card).getByText('12.5 DOGE')).toBeInTheDocument();
    expect(within(card).getByText(/21 Nov 2026/)).toHaveAttribute('datetime', '2026-11-21T09:30:00.000Z');
    expect(within(card).getByText('Waiting')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as sent' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('copies the Doge address', async () => {
    fakeWithdrawalsApi();
    const { user } = renderWithdrawals();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Copy address' }));
    expect(await within(card).findByText('Address copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
  });

  it('says so when nothing is waiting', async () => {
    fakeWithdrawalsApi({ withdrawals: [] });
    renderWithdrawals();
    expect(await screen.findByText('No withdrawals are waiting.')).toBeInTheDocument();
  });

  it('refuses a transaction id that is not 64 hex digits, then sends it and refreshes the queue', async () => {
    const api = fakeWithdrawalsApi();
    const { user } = renderWithdrawals();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    const txid = within(card).getByLabelText('On-chain transaction id');
    expect(txid).toHaveFocus();

    await user.type(txid, `${TXID.slice(1)}g`);
    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    expect(within(card).getByText('Enter the 64-character transaction id')).toBeInTheDocument();
    expect(txid).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(wallet.decideWithdrawal)).toEqual([]);

    await user.clear(txid);
    await user.type(txid, ` ${TXID} `);
    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    await waitFor(() =>
      expect(api.callsOf(wallet.decideWithdrawal)).toEqual([{ withdrawalId: 5, action: 'sent', txid: TXID }]),
    );

    expect(await screen.findByText('No withdrawals are waiting.')).toBeInTheDocument();
    expect(screen.getByText(`${HEADING}: marked as sent.`)).toBeInTheDocument();
    expect(listCalls(api.calls)).toEqual([
      '/operator/withdrawals?status=requested&page=0',
      '/operator/withdrawals?status=requested&page=0',
    ]);
  });

  it('rejects only with a reason, and sends it', async () => {
    const api = fakeWithdrawalsApi();
    const { user } = renderWithdrawals();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reason = within(card).getByLabelText('Reason for rejecting');

    await user.click(within(card).getByRole('button', { name: 'Reject withdrawal' }));
    expect(within(card).getByText('Give a reason')).toBeInTheDocument();
    expect(api.callsOf(wallet.decideWithdrawal)).toEqual([]);

    await user.type(reason, 'Address belongs to a sanctioned exchange');
    await user.click(within(card).getByRole('button', { name: 'Reject withdrawal' }));
    await waitFor(() =>
      expect(api.callsOf(wallet.decideWithdrawal)).toEqual([
        { withdrawalId: 5, action: 'reject', reason: 'Address belongs to a sanctioned exchange' },
      ]),
    );
    expect(
      await screen.findByText(`${HEADING}: rejected, the amount is back in the wallet.`),
    ).toBeInTheDocument();
  });

  it("shows the server's errors: under the field it names, else below the form", async () => {
    const api = fakeWithdrawalsApi({
      decisionRefusals: [
        refuse(400, MESSAGES.validationFailed, { txid: ['constraint'] }),
        refuse(409, MESSAGES.withdrawalNotFound),
      ],
    });
    const { user } = renderWithdrawals();
    const card = await screen.findByRole('article', { name: HEADING });
    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    await user.type(within(card).getByLabelText('On-chain transaction id'), TXID);
    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    expect(await within(card).findByText('This value already exists')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Withdrawal not found');
    expect(api.callsOf(wallet.decideWithdrawal)).toHaveLength(2);
    // Still waiting: nothing was decided, so the form stays open with the typed id.
    expect(within(card).getByLabelText('On-chain transaction id')).toHaveValue(TXID);
  });

  it('shows every withdrawal on request: the txid of a sent one, the reason of a rejected one', async () => {
    const api = fakeWithdrawalsApi({
      withdrawals: [
        withdrawal({ id: 6, status: 'sent', txid: TXID, decidedAt: REQUESTED_AT + 3_600_000 }),
        withdrawal({
          id: 7,
          amountKoinu: 1,
          status: 'rejected',
          reason: 'Wrong network',
          user: { id: 22, email: 'jonas@example.lt', name: null },
        }),
      ],
    });
    const { user } = renderWithdrawals();
    expect(await screen.findByText('No withdrawals are waiting.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const sent = await screen.findByRole('article', { name: HEADING });
    expect(listCalls(api.calls)).toContain('/operator/withdrawals?status=all&page=0');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText(TXID).tagName).toBe('CODE');
    expect(within(sent).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: '0.00000001 DOGE — jonas@example.lt' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Wrong network')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('pages like the other lists, and goes back a page when decisions empty the last one', async () => {
    const other = withdrawal({ id: 8, user: { id: 22, email: 'jonas@example.lt', name: 'Jonas' } });
    const api = fakeWithdrawalsApi({ withdrawals: [withdrawal(), other], pageSize: 1 });
    const { user } = renderWithdrawals();
    await screen.findByRole('article', { name: HEADING });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const card = await screen.findByRole('article', { name: '12.5 DOGE — Jonas' });
    expect(listCalls(api.calls)).toContain('/operator/withdrawals?status=requested&page=1');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    await user.type(within(card).getByLabelText('On-chain transaction id'), TXID);
    await user.click(within(card).getByRole('button', { name: 'Confirm sent' }));
    expect(await screen.findByRole('article', { name: HEADING })).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)).toBe('/operator/withdrawals?status=requested&page=0');
    expect(screen.queryByText('No withdrawals are waiting.')).not.toBeInTheDocument();
  });

  it('says why the list could not be loaded, with a retry', async () => {
    const api = fakeWithdrawalsApi({ listFails: true });
    const { user } = renderWithdrawals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCalls(api.calls)).toHaveLength(2));
  });
});
