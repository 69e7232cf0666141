import { DOGE_INFORMATION_FEE } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderMoney } from '@hearth/domain/order-money';
import type { CancellationTerms } from '@hearth/domain/orders';
import { KOINU_PER_DOGE } from '@hearth/domain/wallet';
import type { DbOrTx as Tx } from '../../db/database.ts';
import { Conflict } from '../../errors.ts';
import { ensureSystemAccount, ensureUserAccount } from '../wallet/ledger-repository.ts';
import { InsufficientFunds, postTransaction, type LedgerEntryInput } from '../wallet/ledger-service.ts';
import type { OrderRecord } from './order-repository.ts';

/**
 * The euros of an order in the ledger (decision 040). A payment enters the order's escrow (or, after the
 * visit, goes straight to the chef's earnings); delivery releases the escrow to the platform's revenue and
 * the chef's earnings; a cancellation releases what was not refunded (refunds themselves leave the escrow by
 * order-payments.ts bookRefund, which payments' writeRefunds calls). Every transaction names its order, so an order's escrow adds up by it.
 */

const EUR = 'EUR';

async function post(
  tx: Tx,
  input: { kind: 'order_payment' | 'order_release'; key: string; orderId: number; at: Date },
  moves: { from: number; to: number; amount: number }[],
): Promise<void> {
  const entries: LedgerEntryInput[] = [];
  for (const move of moves) {
    if (move.amount <= 0) continue;
    entries.push({ accountId: move.from, amount: -move.amount }, { accountId: move.to, amount: move.amount });
  }
  if (entries.length === 0) return;
  await postTransaction(tx, {
    kind: input.kind,
    idempotencyKey: input.key,
    entries,
    at: input.at,
    orderId: input.orderId,
  });
}

/**
 * A payment received for the order: from the outside ('payments') into the escrow, or, for what the chef is
 * owed after the visit (the balance, a penalty), straight into the chef's earnings.
 */
export async function bookPayment(
  tx: Tx,
  input: { order: OrderRecord; paymentId: number; amountCents: number; to: 'escrow' | 'earnings'; at: Date },
): Promise<void> {
  const payments = await ensureSystemAccount(tx, 'payments', EUR);
  const target =
    input.to === 'escrow'
      ? await ensureSystemAccount(tx, 'escrow', EUR)
      : await ensureUserAccount(tx, input.order.chefId, 'earnings');
  await post(
    tx,
    { kind: 'order_payment', key: `payment-${input.paymentId}`, orderId: input.order.id, at: input.at },
    [{ from: payments, to: target, amount: input.amountCents }],
  );
}

/**
 * Delivery: of the prepayment in escrow, the platform's share goes to its revenue and the chef's part (the
 * card incentive, up to the final amount) to the chef's earnings; what was prepaid beyond the final amount
 * stays for the refund written in the same transaction.
 */
export async function bookRelease(tx: Tx, order: OrderRecord, money: OrderMoney, at: Date): Promise<void> {
  const escrow = await ensureSystemAccount(tx, 'escrow', EUR);
  const revenue = await ensureSystemAccount(tx, 'revenue', EUR);
  const earnings = await ensureUserAccount(tx, order.chefId, 'earnings');
  const chefPart = money.payNow - money.platformShare - money.refundAfterVisit;
  await post(tx, { kind: 'order_release', key: `release-order-${order.id}`, orderId: order.id, at }, [
    { from: escrow, to: revenue, amount: money.platformShare },
    { from: escrow, to: earnings, amount: chefPart },
  ]);
}

/**
 * A cancellation: what stays in escrow after its refund. An early cancellation keeps the gateway commission
 * (platform revenue); a late one gives the platform its share first and the chef the rest, towards the
 * product cost and the penalty (the rest of which the customer pays online).
 */
export async function bookCancellation(
  tx: Tx,
  input: { order: OrderRecord; terms: CancellationTerms; paidOnlineCents: number; at: Date },
): Promise<void> {
  const { order, terms } = input;
  const kept = input.paidOnlineCents - terms.refundCents;
  if (kept <= 0) return;
  const escrow = await ensureSystemAccount(tx, 'escrow', EUR);
  const revenue = await ensureSystemAccount(tx, 'revenue', EUR);
  const platformShare = order.serviceFeeCents + order.governmentFeeCents + order.paymentGatewayFeeCents;
  const toPlatform = terms.kind === 'refund' ? kept : Math.min(kept, platformShare);
  const toChef = kept - toPlatform;
  const moves = [{ from: escrow, to: revenue, amount: toPlatform }];
  if (toChef > 0) {
    moves.push({ from: escrow, to: await ensureUserAccount(tx, order.chefId, 'earnings'), amount: toChef });
  }
  await post(
    tx,
    { kind: 'order_release', key: `cancel-order-${order.id}`, orderId: order.id, at: input.at },
    moves,
  );
}

/**
 * The information fee: 1 DOGE from the chef's wallet to the platform's DOGE revenue, when the chef confirms
 * the order and its customer's address and phone are released to them. Once per order. A wallet short of it
 * refuses the confirmation (nothing is kept).
 */
export async function chargeInformationFee(tx: Tx, order: OrderRecord, at: Date): Promise<void> {
  const wallet = await ensureUserAccount(tx, order.chefId, 'user');
  const revenue = await ensureSystemAccount(tx, 'revenue', 'DOGE');
  const fee = DOGE_INFORMATION_FEE * KOINU_PER_DOGE;
  try {
    await postTransaction(tx, {
      kind: 'information_fee',
      idempotencyKey: `information-fee-order-${order.id}`,
      entries: [
        { accountId: wallet, amount: -fee },
        { accountId: revenue, amount: fee },
      ],
      at,
      orderId: order.id,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new Conflict(MESSAGES.informationFeeShort);
    throw error;
  }
}
