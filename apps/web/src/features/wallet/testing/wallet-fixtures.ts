import {
  KOINU_PER_DOGE,
  type LedgerEntryView,
  type LedgerTransactionView,
  type WalletModel,
  type WalletTransaction,
} from '@hearth/domain/wallet';

/** A valid Dogecoin mainnet address (P2PKH), as in packages/domain's tests. */
export const DOGE_ADDRESS = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

export const koinu = (doge: number) => Math.round(doge * KOINU_PER_DOGE);

/** GET /secure/wallet's model with `doge` on the balance and the given history. */
export function walletFixture(doge: number, transactions: WalletTransaction[] = []): WalletModel {
  return { balance: { volume: doge, volumeKoinu: koinu(doge), unit: 'DOGE' }, transactions };
}

export function walletTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 11,
    kind: 'transfer_in',
    amountKoinu: koinu(2),
    createdAt: Date.UTC(2026, 10, 22, 12, 5),
    counterparty: { kind: 'user', label: 'Ona Petraitė' },
    hash: 'a'.repeat(64),
    withdrawal: null,
    ...overrides,
  };
}

/** One entry of a ledger page: `doge` signed, the hashes as 64 times one hex digit. */
export function ledgerEntry(
  id: number,
  account: LedgerEntryView['account'],
  doge: number,
  prevDigit: string,
  digit: string,
): LedgerEntryView {
  return { id, account, amountKoinu: koinu(doge), prevHash: prevDigit.repeat(64), hash: digit.repeat(64) };
}

export function ledgerTransactionFixture(
  overrides: Partial<LedgerTransactionView> = {},
): LedgerTransactionView {
  return {
    id: 11,
    kind: 'transfer',
    createdAt: Date.UTC(2026, 10, 22, 12, 5),
    prevHash: '0'.repeat(64),
    hash: 'f'.repeat(64),
    entries: [
      ledgerEntry(21, { kind: 'user', label: 'Ana Kazlauskienė' }, -2, '0', 'e'),
      ledgerEntry(22, { kind: 'user', label: 'Ona Petraitė' }, 2, 'e', 'f'),
    ],
    verified: true,
    verification: { fromCheckpoint: null, upToSeq: 22, entriesChecked: 22, broken: null },
    explorerUrl: null,
    ...overrides,
  };
}
