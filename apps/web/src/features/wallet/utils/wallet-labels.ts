import type { TFunction } from '@/shared/i18n/translator.ts';
import {
  formatDoge,
  type LedgerEntryView,
  type LedgerTransactionView,
  type WalletEntryKind,
  type WalletTransaction,
  type WithdrawalStatus,
} from '@hearth/domain/wallet';

/** The words of the wallet's answers, as i18n keys. */

const ENTRY_KINDS: Record<WalletEntryKind, string> = {
  transfer_in: 'board.kinds.transfer_in',
  transfer_out: 'board.kinds.transfer_out',
  top_up: 'board.kinds.top_up',
  withdrawal: 'board.kinds.withdrawal',
  withdrawal_released: 'board.kinds.withdrawal_released',
  order_payment: 'board.kinds.order_payment',
  order_refund: 'board.kinds.order_refund',
  information_fee: 'board.kinds.information_fee',
  grant: 'board.kinds.grant',
};

const WITHDRAWAL_STATUSES: Record<WithdrawalStatus, string> = {
  requested: 'board.status.requested',
  sent: 'board.status.sent',
  rejected: 'board.status.rejected',
};

const LEDGER_KINDS: Record<LedgerTransactionView['kind'], string> = {
  transfer: 'ledger.kinds.transfer',
  top_up: 'ledger.kinds.top_up',
  withdrawal_hold: 'ledger.kinds.withdrawal_hold',
  withdrawal_sent: 'ledger.kinds.withdrawal_sent',
  withdrawal_released: 'ledger.kinds.withdrawal_released',
  order_payment: 'ledger.kinds.order_payment',
  order_release: 'ledger.kinds.order_release',
  order_refund: 'ledger.kinds.order_refund',
  information_fee: 'ledger.kinds.information_fee',
  payout_hold: 'ledger.kinds.payout_hold',
  payout_sent: 'ledger.kinds.payout_sent',
  payout_released: 'ledger.kinds.payout_released',
  grant: 'ledger.kinds.grant',
};

const SYSTEM_ACCOUNTS: Record<Exclude<LedgerEntryView['account']['kind'], 'user'>, string> = {
  platform: 'ledger.accounts.platform',
  withdrawals: 'ledger.accounts.withdrawals',
  escrow: 'ledger.accounts.escrow',
  revenue: 'ledger.accounts.revenue',
  payments: 'ledger.accounts.payments',
  earnings: 'ledger.accounts.earnings',
  refunds: 'ledger.accounts.refunds',
  payout_hold: 'ledger.accounts.payout_hold',
  payouts: 'ledger.accounts.payouts',
};

/** An unknown value from a newer server shows as it came rather than as nothing. */
function labelOf<K extends string>(keys: Record<K, string>, value: K, t: TFunction): string {
  const key = keys[value];
  return key ? t(key) : value;
}

export const entryKindLabel = (t: TFunction, kind: WalletEntryKind) => labelOf(ENTRY_KINDS, kind, t);
export const withdrawalStatusLabel = (t: TFunction, status: WithdrawalStatus) =>
  labelOf(WITHDRAWAL_STATUSES, status, t);
export const ledgerKindLabel = (t: TFunction, kind: LedgerTransactionView['kind']) =>
  labelOf(LEDGER_KINDS, kind, t);

/** Who was on the other side: a user's name, a Doge address, the card of a top-up, an order or Hearth. */
export function counterpartyLabel(t: TFunction, counterparty: WalletTransaction['counterparty']): string {
  if (counterparty.kind === 'card') return t('board.counterparty.card');
  if (counterparty.kind === 'order') return counterparty.label?.trim() || t('board.counterparty.order');
  if (counterparty.kind === 'platform') return t('board.counterparty.platform');
  return counterparty.label?.trim() || t('board.counterparty.user');
}

/**
 * A ledger account: a user's own label; the platform's accounts by name in the reader's language, with the
 * user they are kept for (a chef's earnings) when the server names one (it labels the others by their kind).
 */
export function accountLabel(t: TFunction, account: LedgerEntryView['account']): string {
  if (account.kind === 'user') return account.label;
  const name = labelOf(SYSTEM_ACCOUNTS, account.kind, t);
  const owner = account.label?.trim();
  return owner && owner !== account.kind ? `${name}: ${owner}` : name;
}

/** "+2.5", "−2" (a real minus sign, read as minus), "0": an amount in or out of a wallet, in DOGE. */
export function signedDoge(koinu: number): string {
  if (koinu > 0) return `+${formatDoge(koinu)}`;
  if (koinu < 0) return `\u2212${formatDoge(-koinu)}`;
  return '0';
}
