import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as wallet from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { DOGE_ADDRESS, koinu, walletFixture, walletTransaction } from '../testing/wallet-fixtures.ts';
import { BoardPage } from './board-page.tsx';

function renderBoard() {
  return renderRoute(<BoardPage />, {
    path: '/board',
    otherRoutes: [{ path: '/signin', element: <p>sign-in page</p> }],
  });
}

function serveWallet(model = walletFixture(0)) {
  return fakeApi(answer(wallet.getWallet, () => model));
}

const rows = () =>
  within(screen.getByRole('table', { name: 'History' }))
    .getAllByRole('row')
    .slice(1);

describe('/board', () => {
  it('shows a balance of 0 DOGE and says there is no history yet', async () => {
    writeSession(authorizedUser(), Date.now());
    serveWallet();
    renderBoard();
    expect(await screen.findByText('0 DOGE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText(/No transactions yet/)).toBeInTheDocument();
    const tiles = within(screen.getByRole('navigation', { name: 'Wallet' }));
    expect(tiles.getByRole('link', { name: /Balance/ })).toHaveAttribute('aria-current', 'page');
    expect(tiles.getByRole('link', { name: /Send DOGE/ })).toHaveAttribute('href', '/execute');
    expect(tiles.getByRole('link', { name: /Buy DOGE/ })).toHaveAttribute('href', '/buy');
  });

  it('shows the balance and the history: date, counterparty, signed amount, withdrawal status and links', async () => {
    writeSession(authorizedUser(), Date.now());
    serveWallet(
      walletFixture(12.5, [
        walletTransaction({
          id: 14,
          kind: 'withdrawal',
          amountKoinu: -koinu(3),
          counterparty: { kind: 'doge_address', label: DOGE_ADDRESS },
          withdrawal: {
            status: 'sent',
            txid: 'b'.repeat(64),
            explorerUrl: `https://dogechain.example/tx/${'b'.repeat(64)}`,
          },
        }),
        walletTransaction({
          id: 13,
          kind: 'withdrawal',
          amountKoinu: -koinu(1),
          counterparty: { kind: 'doge_address', label: DOGE_ADDRESS },
          withdrawal: { status: 'requested', txid: null, explorerUrl: null },
        }),
        walletTransaction({
          id: 12,
          kind: 'transfer_out',
          amountKoinu: -koinu(2),
          counterparty: { kind: 'user', label: 'Jonas' },
        }),
        walletTransaction({
          id: 11,
          kind: 'top_up',
          amountKoinu: koinu(18.5),
          counterparty: { kind: 'card', label: null },
        }),
      ]),
    );
    renderBoard();
    expect(await screen.findByText('12.5 DOGE')).toBeInTheDocument();

    const [sent, requested, transfer, topUp] = rows();
    expect(sent).toHaveTextContent('22 Nov 2026');
    expect(sent).toHaveTextContent('Withdrawal to a Doge address');
    expect(sent).toHaveTextContent(DOGE_ADDRESS);
    expect(sent).toHaveTextContent('−3 DOGE');
    expect(sent).toHaveTextContent('Sent');
    expect(within(sent!).getByRole('link', { name: 'See blockchain' })).toHaveAttribute('href', '/ledger/14');
    expect(within(sent!).getByRole('link', { name: /See it in the block explorer/ })).toHaveAttribute(
      'href',
      `https://dogechain.example/tx/${'b'.repeat(64)}`,
    );

    expect(requested).toHaveTextContent('Waiting for an operator');
    expect(within(requested!).queryByRole('link', { name: /block explorer/ })).not.toBeInTheDocument();

    expect(transfer).toHaveTextContent('Sent');
    expect(transfer).toHaveTextContent('Jonas');
    expect(transfer).toHaveTextContent('−2 DOGE');
    expect(within(transfer!).getByRole('link', { name: 'See blockchain' })).toHaveAttribute(
      'href',
      '/ledger/12',
    );

    expect(topUp).toHaveTextContent('Bought by card');
    expect(topUp).toHaveTextContent('Card payment');
    expect(topUp).toHaveTextContent('+18.5 DOGE');
  });

  it('offers a retry when the wallet cannot be loaded', async () => {
    writeSession(authorizedUser(), Date.now());
    let failing = true;
    fakeApi(answer(wallet.getWallet, () => (failing ? refuse(500, MESSAGES.serverError) : walletFixture(1))));
    const { user } = renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your wallet. Please try again.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 DOGE')).toBeInTheDocument();
  });

  it('sends a visitor to log in and back here, without asking for the wallet', async () => {
    const { calls } = serveWallet();
    const { router } = renderBoard();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?source=one_time_pin&returnTo=/board');
    expect(calls).toHaveLength(0);
  });
});
