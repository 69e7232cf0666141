import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { z } from 'zod';
import { emailSchema, idSchema, isBlank, pageSchema, pinSchema, REASON_MAX, requiredOr } from './fields.ts';
import { V } from './messages.ts';

/**
 * The DOGE wallet (/board, /execute, /buy; docs/product.md#the-doge-wallet):
 * amounts, Dogecoin addresses, the schemas of the wallet calls and their answer types. Amounts are whole
 * koinu (1 DOGE = 10^8 koinu), as numbers: a safe integer holds 90 million DOGE.
 */

export const KOINU_PER_DOGE = 100_000_000;
export const DOGE_DECIMALS = 8;
// The rate lives in constants.ts: GET /config's reader needs it on every page, without this file's crypto.
export { DEFAULT_DOGE_EUR_RATE } from './constants.ts';
/** The most one transfer may move: 10 million DOGE. */
export const TRANSFER_MAX_KOINU = 10_000_000 * KOINU_PER_DOGE;
/** A card top-up: from 1 EUR to 1000 EUR. */
export const TOP_UP_MIN_CENTS = 100;
export const TOP_UP_MAX_CENTS = 100_000;
export const RECIPIENT_ADDRESS_MAX = 254;
/** An on-chain transaction id: 64 hex digits. */
export const DOGE_TXID_PATTERN = /^[0-9a-f]{64}$/i;

/** Transfer address types (decision 024): title key, tag, code. */
export const RECIPIENT_ADDRESS_TYPES = [
  { code: 0, tag: 'doge', title: 'wallet.addressTypes.doge' },
  { code: 1, tag: 'telegram_nick', title: 'wallet.addressTypes.telegram' },
  { code: 2, tag: 'store_name', title: 'wallet.addressTypes.nickname' },
  { code: 3, tag: 'email', title: 'wallet.addressTypes.email' },
] as const;
export type RecipientAddressType = (typeof RECIPIENT_ADDRESS_TYPES)[number]['code'];
export const DOGE_ADDRESS_TYPE = 0;
export const TELEGRAM_ADDRESS_TYPE = 1;
export const NICKNAME_ADDRESS_TYPE = 2;
export const EMAIL_ADDRESS_TYPE = 3;

// ---- Amounts ----

/**
 * "12", "12.5", "0.00000001" (a dot or a comma) in koinu; null when it is not a positive amount with at
 * most 8 decimals. Whole-number arithmetic on the digits: no floating point.
 */
export function parseDogeAmount(input: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,8}))?$/.exec(input.trim());
  if (!match) return null;
  const koinu = Number(match[1]) * KOINU_PER_DOGE + Number((match[2] ?? '').padEnd(DOGE_DECIMALS, '0'));
  return koinu > 0 ? koinu : null;
}

/** 250000000 -> "2.5", 1 -> "0.00000001", -150000000 -> "-1.5". */
export function formatDoge(koinu: number): string {
  const sign = koinu < 0 ? '-' : '';
  const abs = Math.abs(koinu);
  const whole = Math.floor(abs / KOINU_PER_DOGE);
  const fraction = String(abs % KOINU_PER_DOGE)
    .padStart(DOGE_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The DOGE that `cents` (EUR) buy at `rate` EUR per DOGE, in whole koinu. */
export function koinuForCents(cents: number, rate: number): number {
  return Math.round((cents * (KOINU_PER_DOGE / 100)) / rate);
}

/**
 * The DOGE that pay `cents` (EUR) at `rate`, rounded up to the koinu: a payment never takes less than the
 * price. A float a hair above a whole number (0.1 + 0.2) counts as that whole number, not the next one.
 */
export function koinuToPayCents(cents: number, rate: number): number {
  const exact = (cents * (KOINU_PER_DOGE / 100)) / rate;
  const rounded = Math.round(exact);
  return Math.abs(exact - rounded) < 1e-6 ? rounded : Math.ceil(exact);
}

/** The converter of /buy: DOGE -> fiat and fiat -> DOGE at `rate`, rounded to cents and to 8 decimals. */
export function fiatForDoge(doge: number, rate: number): number {
  return Math.round(doge * rate * 100) / 100;
}
export function dogeForFiat(fiat: number, rate: number): number {
  return Math.round((fiat / rate) * KOINU_PER_DOGE) / KOINU_PER_DOGE;
}

// ---- Dogecoin addresses ----

const base58check = createBase58check(sha256);
/** Dogecoin mainnet version bytes: P2PKH (addresses starting with D) and P2SH (9 or A). */
export const DOGE_P2PKH_VERSION = 0x1e;
export const DOGE_P2SH_VERSION = 0x16;

/** A Dogecoin mainnet address: base58check over a version byte and a 20-byte hash. */
export function isDogeAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && (payload[0] === DOGE_P2PKH_VERSION || payload[0] === DOGE_P2SH_VERSION);
  } catch {
    return false;
  }
}

// ---- Schemas of the calls ----

const amountSchema = z
  .string({ error: requiredOr(V.required) })
  .trim()
  .min(1, { error: V.required, abort: true })
  .transform((text, ctx) => {
    const koinu = parseDogeAmount(text);
    if (koinu === null) {
      ctx.addIssue({ code: 'custom', message: V.dogeAmount });
      return z.NEVER;
    }
    if (koinu > TRANSFER_MAX_KOINU) {
      ctx.addIssue({ code: 'custom', message: V.tooHigh });
      return z.NEVER;
    }
    return koinu;
  });

/**
 * POST /secure/asset-request: volume (DOGE, at most 8 decimals), recipientAddressType 0 to 3,
 * recipientAddress checked by its type (a Doge address by base58check; an e-mail: 'Not valid email').
 */
export const assetRequestSchema = z
  .object({
    volume: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), amountSchema),
    recipientAddressType: z.preprocess(
      (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: requiredOr(V.invalid) }),
    ),
    recipientAddress: z
      .string({ error: requiredOr(V.required) })
      .trim()
      .min(1, { error: V.required, abort: true })
      .max(RECIPIENT_ADDRESS_MAX, V.tooLong),
  })
  .superRefine((input, ctx) => {
    const problem = recipientAddressProblem(input.recipientAddressType, input.recipientAddress);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['recipientAddress'] });
  });
export type AssetRequestInput = z.output<typeof assetRequestSchema>;

/** The message for an address that does not fit its type, or null. */
export function recipientAddressProblem(type: RecipientAddressType, address: string): string | null {
  switch (type) {
    case DOGE_ADDRESS_TYPE:
      return isDogeAddress(address) ? null : V.dogeAddress;
    case TELEGRAM_ADDRESS_TYPE:
      return /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(address) ? null : V.telegramNickname;
    case NICKNAME_ADDRESS_TYPE:
      return address.length <= 50 ? null : V.tooLong;
    case EMAIL_ADDRESS_TYPE:
      return emailSchema.safeParse(address).success ? null : V.notValidEmail;
  }
}

/** POST /secure/confirm-transfer: the e-mailed pin. */
export const confirmTransferSchema = z.object({ pin: pinSchema });

/** GET /secure/ledger?transactionId=. */
export const ledgerQuerySchema = z.object({
  transactionId: idSchema,
});

/** GET /operator/withdrawals?status=requested|all&page=0 (the queue by default). */
export const withdrawalListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || isBlank(v) ? 'requested' : v),
    z.enum(['requested', 'all'], { error: V.invalid }),
  ),
  page: pageSchema,
});

export const WITHDRAWAL_DECISIONS = ['sent', 'reject'] as const;

/** POST /operator/withdrawal-decision: mark sent with the on-chain id, or reject with a reason. */
export const withdrawalDecisionSchema = z
  .object({
    withdrawalId: idSchema,
    action: z.enum(WITHDRAWAL_DECISIONS, { error: V.invalid }),
    txid: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().optional()),
    reason: z.preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z.string().trim().max(REASON_MAX, V.tooLong).optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'sent' && !(input.txid && DOGE_TXID_PATTERN.test(input.txid)))
      ctx.addIssue({ code: 'custom', message: V.dogeTxid, path: ['txid'] });
    if (input.action === 'reject' && !input.reason)
      ctx.addIssue({ code: 'custom', message: V.reasonRequired, path: ['reason'] });
  });

// ---- The ledger's kinds (the server's ledger_accounts.kind and ledger_transactions.kind) ----

/**
 * DOGE: 'user' (a user's wallet), 'platform' (the other side of card top-ups and of coins that left for the
 * chain; it may go negative), 'withdrawals' (coins held for the chain), 'escrow' (coins paid for orders),
 * 'revenue' (information fees). EUR: 'payments' (the outside: every euro customers paid online comes from
 * it; it may go negative), 'escrow' (paid for orders not delivered yet), 'earnings' (a chef's), 'revenue'
 * (the platform's fees and VAT), 'refunds' (given back to customers), 'payout_hold' (earnings in the payout
 * queue) and 'payouts' (sent to the chefs).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'user',
  'platform',
  'withdrawals',
  'escrow',
  'revenue',
  'payments',
  'earnings',
  'refunds',
  'payout_hold',
  'payouts',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSACTION_KINDS = [
  'transfer',
  'top_up',
  'withdrawal_hold',
  'withdrawal_sent',
  'withdrawal_released',
  // The money of orders: paid (into escrow), released at delivery (to the chef and the platform), refunded.
  'order_payment',
  'order_release',
  'order_refund',
  // 1 DOGE from the chef's wallet when they confirm an order.
  'information_fee',
  'payout_hold',
  'payout_sent',
  'payout_released',
  // Coins given by the platform (the demo chefs' starting DOGE).
  'grant',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

// ---- The answers (model.*) of the wallet calls ----

export const WALLET_ENTRY_KINDS = [
  'transfer_in',
  'transfer_out',
  'top_up',
  'withdrawal',
  'withdrawal_released',
  'order_payment',
  'order_refund',
  'information_fee',
  'grant',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'sent', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** model.balance of GET /secure/wallet. */
export const walletBalanceModel = z.object({
  /** DOGE, as a number (the spec's volume). */
  volume: z.number(),
  /** The same in whole koinu. */
  volumeKoinu: z.number().int(),
  unit: z.literal('DOGE'),
});
export type WalletBalance = z.infer<typeof walletBalanceModel>;

/** One item of model.transactions: a ledger transaction as the wallet's owner sees it. */
export const walletTransactionModel = z.object({
  /** The ledger transaction id: the target of "See blockchain" (/ledger/{id}). */
  id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed, for this wallet: positive in, negative out. */
  amountKoinu: z.number().int(),
  /** Milliseconds. */
  createdAt: z.number().int(),
  counterparty: z.object({
    kind: z.enum(['user', 'doge_address', 'card', 'order', 'platform']),
    /** A user's name or nickname, the Doge address, or null for a card top-up. */
    label: z.string().nullable(),
  }),
  hash: z.string(),
  withdrawal: z
    .object({
      status: z.enum(WITHDRAWAL_STATUSES),
      txid: z.string().nullable(),
      explorerUrl: z.string().nullable(),
    })
    .nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionModel>;

/** model of GET /secure/wallet: the balance and the newest transactions, newest first. */
export const walletModel = z.object({
  balance: walletBalanceModel,
  transactions: z.array(walletTransactionModel),
});
export type WalletModel = z.infer<typeof walletModel>;

/** One entry of a ledger transaction page. */
export const ledgerEntryViewModel = z.object({
  id: z.number().int(),
  account: z.object({ kind: z.enum(LEDGER_ACCOUNT_KINDS), label: z.string() }),
  amountKoinu: z.number().int(),
  prevHash: z.string(),
  hash: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewModel>;

/**
 * How the ledger page verified the chain (decision 047): from the newest signed checkpoint before the
 * transaction, which vouches for every entry up to it, through the transaction's last entry.
 */
export const ledgerVerificationViewModel = z.object({
  /** The checkpoint the check started from; null: the chain's first entry. createdAt in milliseconds. */
  fromCheckpoint: z.object({ seq: z.number().int(), createdAt: z.number().int() }).nullable(),
  /** The transaction's last entry, where the check ended. */
  upToSeq: z.number().int(),
  /** Entries re-hashed for this answer. */
  entriesChecked: z.number().int(),
  /**
   * Where the chain broke when `verified` is false: an entry (`hash`, `link`, `gap`) or the checkpoint
   * itself, whose signature does not verify (`checkpoint`).
   */
  broken: z
    .object({
      seq: z.number().int(),
      reason: z.enum(['hash', 'link', 'gap', 'head', 'checkpoint']),
    })
    .nullable(),
});
export type LedgerVerificationView = z.infer<typeof ledgerVerificationViewModel>;

/** model.transaction of GET /secure/ledger: the "See blockchain" page. */
export const ledgerTransactionViewModel = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  /** Milliseconds. */
  createdAt: z.number().int(),
  /** The hash before the first entry, and the hash of the last entry. */
  prevHash: z.string(),
  hash: z.string(),
  entries: z.array(ledgerEntryViewModel),
  /** Whether the chain up to this transaction recomputes to the stored hashes. */
  verified: z.boolean(),
  /** How `verified` was found. */
  verification: ledgerVerificationViewModel,
  /** For an on-chain withdrawal that was sent: the block explorer's page of it. */
  explorerUrl: z.string().nullable(),
});
export type LedgerTransactionView = z.infer<typeof ledgerTransactionViewModel>;

/** model.transfer of POST /secure/asset-request: the transfer that waits for its pin. */
export const requestedTransferModel = z.object({
  id: z.number().int(),
  amountKoinu: z.number().int(),
  recipientType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  recipientAddress: z.string(),
});
export type RequestedTransfer = z.infer<typeof requestedTransferModel>;

/** model.transfer of POST /secure/confirm-transfer: the transfer the pin executed. */
export const executedTransferModel = z.object({
  id: z.number().int(),
  ledgerTransactionId: z.number().int(),
  amountKoinu: z.number().int(),
  /** True when it went to a Doge address: a withdrawal request now waits for an operator. */
  withdrawal: z.boolean(),
});
export type ExecutedTransfer = z.infer<typeof executedTransferModel>;

/** One item of the operators' withdrawal queue. */
export const withdrawalViewModel = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  address: z.string(),
  amountKoinu: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  txid: z.string().nullable(),
  reason: z.string().nullable(),
  /** Milliseconds. */
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  ledgerTransactionId: z.number().int(),
});
export type WithdrawalView = z.infer<typeof withdrawalViewModel>;

/** model of GET /operator/withdrawals: a page of withdrawals, newest first. */
export const withdrawalListModel = z.object({
  withdrawals: z.array(withdrawalViewModel),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WithdrawalList = z.infer<typeof withdrawalListModel>;
