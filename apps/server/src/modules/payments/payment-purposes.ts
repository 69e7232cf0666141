import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database.ts';
import type { PaymentMethodName, PaymentPurpose } from './payment-provider.ts';

/**
 * What can be paid, and who answers for it (docs/decisions/051-payment-purposes.md). Payments knows how to
 * charge, record and refund; the module that owns a purpose says how much is owed and what a recorded payment
 * does. The orders module registers its purposes, the wallet the top-up and the DOGE wallet as a way to pay,
 * from app.ts right after the payments plugin. Payments imports neither module.
 */

/** What a purpose owes now: an order's amount (with its id and public id), or a top-up's checked amount. */
export interface PaymentDue {
  orderId: number | null;
  sid: string | null;
  amountCents: number;
}

/** A payment just recorded, handed to its purpose inside the transaction that records it. */
export interface RecordedPayment {
  purpose: PaymentPurpose;
  paymentId: number;
  intentId: string;
  userId: number;
  orderId: number | null;
  amountCents: number;
  at: Date;
}

/** A refund just written (or one its provider refused), for the purpose's ledger entries. */
export interface RefundBooking {
  orderId: number | null;
  payment: { provider: PaymentMethodName; userId: number };
  refund: { id: number; amountCents: number; amountKoinu: number | null };
  at: Date;
}

export interface PaymentPurposeHandler {
  /**
   * What `userId` may pay now: for an order's purpose, what order `orderId` owes; for a top-up, `amountCents`
   * once checked. Throws the refusal the caller answers (not found, already paid, nothing owed, a bad amount).
   */
  due(
    app: FastifyInstance,
    input: { userId: number; orderId: number | null; amountCents: number },
  ): Promise<PaymentDue>;
  /**
   * Locks what order `orderId`'s money belongs to until `tx` ends. Every writer of an order's money takes this
   * lock first (decision 024), so a payment and a cancellation of the same order happen one after the other.
   */
  lock(tx: Tx, orderId: number): Promise<void>;
  /** The amount owed for order `orderId`, read under its lock (held until `tx` ends); null when none. */
  lockedDue(tx: Tx, orderId: number): Promise<number | null>;
  /**
   * Takes the payment, in the transaction that records it. false: it is not owed any more (kept in escrow);
   * payments then refunds it in full.
   */
  paid(app: FastifyInstance, tx: Tx, payment: RecordedPayment): Promise<boolean>;
  /** The ledger entries of a refund written in `tx`: the money leaves escrow (a DOGE payment's coins go back). */
  bookRefund(tx: Tx, booking: RefundBooking): Promise<void>;
  /** The ledger entries undoing a refund its provider refused: the money waits in escrow again. */
  bookFailedRefund(tx: Tx, booking: RefundBooking): Promise<void>;
}

/** The DOGE wallet as a way to pay (registered by the wallet module). */
export interface DogeWallet {
  /** The user's spendable coins, in koinu. */
  balanceKoinu(app: FastifyInstance, userId: number): Promise<number>;
  /** Moves the coins from the user's wallet to the DOGE escrow in `tx` (InsufficientFunds moves nothing). */
  pay(
    tx: Tx,
    input: { userId: number; amountKoinu: number; idempotencyKey: string; orderId: number; at: Date },
  ): Promise<void>;
}

/** The registry decorated on the app as `app.paymentPurposes` by the payments plugin. */
export class PaymentPurposes {
  private readonly handlers = new Map<PaymentPurpose, PaymentPurposeHandler>();
  private wallet: DogeWallet | null = null;

  register(purpose: PaymentPurpose, handler: PaymentPurposeHandler): void {
    if (this.handlers.has(purpose)) throw new Error(`payment purpose ${purpose} registered twice`);
    this.handlers.set(purpose, handler);
  }

  of(purpose: PaymentPurpose): PaymentPurposeHandler {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`payment purpose ${purpose} is not registered`);
    return handler;
  }

  registerDogeWallet(wallet: DogeWallet): void {
    if (this.wallet) throw new Error('the DOGE wallet registered twice');
    this.wallet = wallet;
  }

  get dogeWallet(): DogeWallet {
    if (!this.wallet) throw new Error('the DOGE wallet is not registered');
    return this.wallet;
  }
}
