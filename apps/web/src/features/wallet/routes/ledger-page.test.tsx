import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as wallet from '@hearth/domain/contracts/wallet';
import type { LedgerTransactionView } from '@hearth/domain/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { ledgerEntry, ledgerTransactionFixture } from '../testing/wallet-fixtures.ts';
import { LedgerPage } from './ledger-page.tsx';

function renderLedger(id: string) {
  writeSession(authorizedUser(), Date.now());
  return renderRoute(<LedgerPage />, { path: '/ledger/:transactionId', initialEntry: `/ledger/${id}` });
}

/** The server's ledger page, whichever transaction is asked for. */
function serveTransaction(transaction: LedgerTransactionView) {
  return fakeApi(answer(wallet.getLedgerTransaction, () => ({ transaction })));
}

describe('/ledger/:transactionId ("See blockchain")', () => {
  it('shows the kind, the time, both hashes, the entries and the verification', async () => {
    const api = serveTransaction(ledgerTransactionFixture());
    renderLedger('11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction 11' })).toBeInTheDocument();
    expect(api.callsOf(wallet.getLedgerTransaction)).toEqual([{ transactionId: 11 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Verified: the chain recomputes to these hashes');
    expect(screen.getByText('Checked from the first entry to entry 22')).toBeInTheDocument();

    const details = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      'Kind: Transfer',
      expect.stringMatching(/^Time: 22 Nov 2026, \d\d:05( \(Vilnius time\))?$/),
      `Previous hash: ${'0'.repeat(64)}`,
      `Hash: ${'f'.repeat(64)}`,
    ]);

    const rows = within(screen.getByRole('table', { name: 'Entries' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Ana Kazlauskienė−2 DOGE${'e'.repeat(64)}`,
      `Ona Petraitė+2 DOGE${'f'.repeat(64)}`,
    ]);
    expect(screen.queryByRole('link', { name: /block explorer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the wallet' })).toHaveAttribute('href', '/board');
  });

  it('names the platform’s accounts, links a sent withdrawal to the explorer and warns when the chain does not verify', async () => {
    const url = `https://dogechain.example/tx/${'b'.repeat(64)}`;
    serveTransaction(
      ledgerTransactionFixture({
        kind: 'withdrawal_sent',
        verified: false,
        explorerUrl: url,
        entries: [
          ledgerEntry(30, { kind: 'withdrawals', label: 'withdrawals' }, -3, '1', '2'),
          ledgerEntry(31, { kind: 'platform', label: 'platform' }, 3, '2', '3'),
        ],
      }),
    );
    renderLedger('11');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Warning: the chain does not recompute to these hashes.',
    );
    expect(screen.getByText('Withdrawal sent')).toBeInTheDocument();
    expect(screen.getByText('Withdrawals in flight')).toBeInTheDocument();
    expect(screen.getByText('Hearth platform')).toBeInTheDocument();
    const explorer = screen.getByRole('link', { name: /See it in the block explorer/ });
    expect(explorer).toHaveAttribute('href', url);
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says from which signed checkpoint the chain was checked, and a checkpoint it did not trust', async () => {
    const verification = {
      fromCheckpoint: { seq: 12000, createdAt: 0 },
      upToSeq: 12345,
      entriesChecked: 345,
    };
    serveTransaction(ledgerTransactionFixture({ verification: { ...verification, broken: null } }));
    const first = renderLedger('11');
    expect(
      await screen.findByText('Checked from the signed checkpoint at entry 12000 to entry 12345'),
    ).toBeInTheDocument();
    first.unmount();

    serveTransaction(
      ledgerTransactionFixture({
        verified: false,
        verification: { ...verification, entriesChecked: 0, broken: { seq: 12000, reason: 'checkpoint' } },
      }),
    );
    renderLedger('11');
    expect(await screen.findByRole('alert')).toHaveTextContent('Warning: the chain does not recompute');
    expect(
      screen.getByText(
        'The checkpoint at entry 12000 does not carry Hearth’s signature, so it was not trusted.',
      ),
    ).toBeInTheDocument();
  });

  it('says "Transaction not found" for a 404 and for a malformed id, which is never asked for', async () => {
    const api = fakeApi(answer(wallet.getLedgerTransaction, () => refuse(404, MESSAGES.transactionNotFound)));
    const first = renderLedger('99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction not found' }),
    ).toBeInTheDocument();
    first.unmount();

    renderLedger('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction not found' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/secure/ledger?transactionId=99']);
  });

  it('never follows an explorer address that is not http(s)', async () => {
    serveTransaction(ledgerTransactionFixture({ explorerUrl: 'javascript:alert(1)' }));
    renderLedger('11');
    await screen.findByRole('heading', { level: 1, name: 'Transaction 11' });
    expect(screen.queryByRole('link', { name: /block explorer/ })).not.toBeInTheDocument();
  });
});
