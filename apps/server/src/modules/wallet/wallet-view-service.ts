import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import { canModerate } from '@hearth/domain/profile';
import {
  KOINU_PER_DOGE,
  type LedgerEntryView,
  type LedgerTransactionView,
  type WalletBalance,
  type WalletEntryKind,
  type WalletModel,
  type WalletTransaction,
} from '@hearth/domain/wallet';
import { NotFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { verifyFromCheckpoint } from './ledger-checkpoint-service.ts';
import * as ledgerRepo from './ledger-repository.ts';
import { explorerUrl, userLabel } from './wallet-model.ts';
import * as repo from './wallet-repository.ts';

/** The wallet's pages: the balance and history (/board) and one ledger transaction ("See blockchain"). */

/** The newest transactions the board shows. */
export const WALLET_HISTORY_LIMIT = 100;

export function toBalance(koinu: number): WalletBalance {
  return { volume: koinu / KOINU_PER_DOGE, volumeKoinu: koinu, unit: 'DOGE' };
}

/**
 * GET /secure/wallet: the balance and the newest transactions touching the user's account, each with its
 * signed amount, counterparty, hash and, for a withdrawal, its state. Four queries, however long the list.
 */
export async function getWallet(app: FastifyInstance, userId: number): Promise<WalletModel> {
  const account = await ledgerRepo.findUserAccount(app.db, userId);
  if (!account) return { balance: toBalance(0), transactions: [] };
  const history = await repo.listAccountHistory(app.db, account.id, WALLET_HISTORY_LIMIT);
  const ids = history.map((h) => h.transaction.id);
  const [entries, withdrawals] = await Promise.all([
    repo.listEntriesOfTransactions(app.db, ids),
    repo.listWithdrawalsOfTransactions(app.db, ids),
  ]);
  const transactions = history.map(({ entry, transaction }): WalletTransaction => {
    const all = entries.filter((e) => e.entry.transactionId === transaction.id);
    const withdrawal = withdrawals.find(
      (w) => w.holdTransactionId === transaction.id || w.settleTransactionId === transaction.id,
    );
    return {
      id: transaction.id,
      kind: walletKind(transaction.kind, entry.amount),
      amountKoinu: entry.amount,
      createdAt: transaction.createdAt.getTime(),
      counterparty: counterparty(transaction.kind, all, account.id, withdrawal),
      hash: all.at(-1)?.entry.hash ?? entry.hash,
      withdrawal: withdrawal
        ? { status: withdrawal.status, txid: withdrawal.txid, explorerUrl: explorerUrl(app, withdrawal) }
        : null,
    };
  });
  return { balance: toBalance(account.balance), transactions };
}

function walletKind(kind: ledgerRepo.LedgerKind, amountKoinu: number): WalletEntryKind {
  switch (kind) {
    case 'transfer':
      return amountKoinu < 0 ? 'transfer_out' : 'transfer_in';
    case 'withdrawal_hold':
    case 'withdrawal_sent':
      return 'withdrawal';
    case 'top_up':
    case 'withdrawal_released':
    case 'order_payment':
    case 'order_refund':
    case 'information_fee':
    case 'grant':
      return kind;
    default:
      // The euro kinds (releases, payouts) never touch a DOGE wallet.
      return amountKoinu < 0 ? 'transfer_out' : 'transfer_in';
  }
}

function counterparty(
  kind: ledgerRepo.LedgerKind,
  entries: repo.TransactionEntryRow[],
  ownAccountId: number,
  withdrawal: repo.WithdrawalRecord | undefined,
): WalletTransaction['counterparty'] {
  if (kind === 'top_up') return { kind: 'card', label: null };
  if (kind === 'order_payment' || kind === 'order_refund') return { kind: 'order', label: null };
  if (kind === 'information_fee' || kind === 'grant') return { kind: 'platform', label: null };
  if (withdrawal) return { kind: 'doge_address', label: withdrawal.address };
  const other = entries.find((e) => e.entry.accountId !== ownAccountId && e.user);
  return { kind: 'user', label: other?.user ? userLabel(other.user) : null };
}

/**
 * GET /secure/ledger?transactionId=: the transaction's entries with their hashes, for a user with an entry
 * in it or for staff; to anyone else it does not exist. `verified`: the chain recomputes up to its last
 * entry from the newest signed checkpoint before the transaction (decision 047), so one answer re-hashes
 * about LEDGER_CHECKPOINT_INTERVAL entries however long the ledger is; `npm run db:check` verifies the rest.
 */
export async function getLedgerTransaction(
  app: FastifyInstance,
  viewer: SessionUser,
  transactionId: number,
): Promise<LedgerTransactionView> {
  const [transaction, entries] = await Promise.all([
    ledgerRepo.findTransaction(app.db, transactionId),
    repo.listEntriesOfTransactions(app.db, [transactionId]),
  ]);
  const participant = entries.some((e) => e.account.userId === viewer.id);
  if (!transaction || entries.length === 0 || !(participant || canModerate(viewer.role))) {
    throw new NotFound(MESSAGES.transactionNotFound);
  }
  const range = { fromSeq: entries[0]!.entry.seq, toSeq: entries.at(-1)!.entry.seq };
  const [[withdrawal], verification] = await Promise.all([
    repo.listWithdrawalsOfTransactions(app.db, [transactionId]),
    verifyFromCheckpoint(app.db, app.config.LEDGER_CHECKPOINT_KEY, range),
  ]);
  if (verification.broken) {
    app.log.warn({ transactionId, broken: verification.broken }, 'ledger: the chain does not verify');
  }
  return {
    id: transaction.id,
    kind: transaction.kind,
    createdAt: transaction.createdAt.getTime(),
    prevHash: entries[0]!.entry.prevHash,
    hash: entries.at(-1)!.entry.hash,
    entries: entries.map(toEntryView),
    verified: verification.ok,
    verification: {
      fromCheckpoint: verification.checkpoint && {
        seq: verification.checkpoint.seq,
        createdAt: verification.checkpoint.createdAt.getTime(),
      },
      upToSeq: range.toSeq,
      entriesChecked: verification.entriesRead,
      broken: verification.broken,
    },
    explorerUrl: withdrawal ? explorerUrl(app, withdrawal) : null,
  };
}

function toEntryView({ entry, account, user }: repo.TransactionEntryRow): LedgerEntryView {
  return {
    id: entry.id,
    // System accounts are named by their kind; the client words them in the reader's language.
    account: { kind: account.kind, label: user ? userLabel(user) : account.kind },
    amountKoinu: entry.amount,
    prevHash: entry.prevHash,
    hash: entry.hash,
  };
}
