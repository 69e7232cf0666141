import { sql, type SQL } from 'drizzle-orm';
import { DEVELOPMENT_LEDGER_CHECKPOINT_KEY } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { findBadCheckpoints } from '../modules/wallet/ledger-checkpoint-service.ts';
import { findUnbalancedAccounts, verifyChain } from '../modules/wallet/ledger-service.ts';

/**
 * The database invariants that no request, crash, outage or race may break (decision 032). Each is one rule with
 * a name a newcomer can search for; `checkInvariants` runs them all and lists the broken ones (none while the
 * data is sound). Used by the multi-instance and hostile-input suites, the fault drills, the soak and
 * `npm run db:check`.
 */
export interface InvariantViolation {
  invariant: string;
  /** What was found: the first offending rows (ids, amounts), at most a few. */
  detail: string;
}

/** A rule written as a query that returns the offending rows (none while it holds). */
interface RowRule {
  invariant: string;
  offending: SQL;
}

const SAMPLE = 5;

const ROW_RULES: RowRule[] = [
  // ---- Orders: whole or absent ----
  {
    invariant: 'every order has at least one line',
    offending: sql`select o.id from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)`,
  },
  {
    invariant: "an order's subtotal is the sum of its lines",
    offending: sql`select o.id, o.subtotal_cents, sum(i.line_total_cents) as lines
      from orders o join order_items i on i.order_id = o.id
      group by o.id having o.subtotal_cents <> sum(i.line_total_cents)`,
  },
  {
    invariant: "an order's amounts are whole (total = subtotal + fees + half the incentive when paid online)",
    offending: sql`select id from orders where
      online_amount_cents <> service_fee_cents + government_fee_cents + payment_gateway_fee_cents
        + case when pay_in_cash then 0 else round(chef_incentive_cents / 2.0) end
      or total_amount_cents <> subtotal_cents + online_amount_cents`,
  },
  // ---- Payments: each amount an order owes paid once, of exactly that amount, and the order knows it ----
  {
    invariant: 'one prepayment per order (others are refunded in full)',
    offending: sql`select order_id, count(*) as payments from payments
      where purpose = 'order' and refunded_cents < amount_cents
      group by order_id having count(*) > 1`,
  },
  {
    invariant: "a payment is of its intent's amount",
    offending: sql`select p.id from payments p join payment_intents pi on pi.id = p.intent_id
      where p.amount_cents <> pi.amount_cents or p.purpose <> pi.purpose
        or p.refunded_cents > p.amount_cents or p.refunded_cents < 0`,
  },
  {
    invariant: "an order's prepayment is of its online amount",
    offending: sql`select p.id, p.order_id from payments p join orders o on o.id = p.order_id
      where p.purpose = 'order' and p.amount_cents <> o.online_amount_cents`,
  },
  {
    invariant: 'an order is marked paid exactly when its prepayment is recorded',
    offending: sql`select o.id from orders o
      where (o.paid_at is not null) <> exists (select 1 from payments p
        where p.order_id = o.id and p.purpose = 'order')`,
  },
  {
    invariant: "an order's balance after the visit is marked paid exactly when a payment of it is recorded",
    offending: sql`select o.id from orders o
      where (o.balance_paid_at is not null) <> exists (select 1 from payments p where p.order_id = o.id
        and p.purpose = 'order_balance' and p.amount_cents = o.balance_due_cents)`,
  },
  {
    invariant: "an order's late-cancellation penalty is marked paid exactly when a payment of it is recorded",
    offending: sql`select o.id from orders o
      where (o.penalty_paid_at is not null) <> exists (select 1 from payments p where p.order_id = o.id
        and p.purpose = 'order_penalty' and p.amount_cents = o.due_cents)`,
  },
  {
    invariant: "a delivered order's amounts after the visit add up (the money model)",
    offending: sql`select id from orders where status = 'delivered' and final_subtotal_cents is not null
      and (balance_due_cents < 0 or balance_refund_cents < 0
        or (balance_due_cents > 0 and balance_refund_cents > 0)
        or (pay_in_cash and (balance_due_cents <> 0 or balance_refund_cents <> 0)))`,
  },
  // ---- The euros of orders in the ledger (decision 040) ----
  {
    invariant: "an order's escrow holds what it was paid while open, and nothing once delivered or cancelled",
    offending: sql`with escrow as (
        select t.order_id, sum(e.amount) as held from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'escrow' and a.currency = 'EUR'
        where t.order_id is not null group by t.order_id),
      expected as (
        select o.id as order_id, case when o.status in ('placed', 'confirmed')
          then coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p where p.order_id = o.id), 0)
          else coalesce((select sum(r.amount_cents) from refunds r join payments p on p.id = r.payment_id
            where p.order_id = o.id and r.status = 'failed'), 0) end as held
        from orders o)
      select x.order_id, x.held as expected, coalesce(e.held, 0) as held
      from expected x left join escrow e on e.order_id = x.order_id
      where x.held <> coalesce(e.held, 0)`,
  },
  {
    invariant: 'every confirmed order paid its information fee once',
    offending: sql`select o.id from orders o where o.confirmed_at is not null
      and (select count(*) from ledger_transactions t
        where t.order_id = o.id and t.kind = 'information_fee') <> 1`,
  },
  {
    invariant: 'euros held for payouts equal the requested payouts',
    offending: sql`select held, requested from
      (select coalesce(sum(balance), 0) as held from ledger_accounts where kind = 'payout_hold') a,
      (select coalesce(sum(amount_cents), 0) as requested from payouts where status = 'requested') b
      where held <> requested`,
  },
  {
    invariant: 'a wallet top-up payment is credited exactly once',
    offending: sql`select p.id from payments p
      join payment_intents pi on pi.id = p.intent_id and pi.purpose = 'wallet_top_up'
      where (select count(*) from ledger_transactions t where t.idempotency_key = 'top-up-' || p.intent_id) <> 1`,
  },
  {
    invariant: 'a top-up is credited only for a recorded payment',
    offending: sql`select t.id from ledger_transactions t where t.kind = 'top_up'
      and not exists (select 1 from payments p where 'top-up-' || p.intent_id = t.idempotency_key)`,
  },
  // ---- The ledger (DOGE and EUR): double entry, never negative, every transfer whole ----
  {
    invariant: 'no negative balance (but the outside accounts)',
    offending: sql`select id, kind, currency, balance from ledger_accounts
      where kind not in ('platform', 'payments') and balance < 0`,
  },
  {
    invariant: 'every ledger transaction has entries that sum to zero in each currency',
    offending: sql`select t.id, a.currency, count(e.id) as entries, coalesce(sum(e.amount), 0) as total
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      left join ledger_accounts a on a.id = e.account_id
      group by t.id, a.currency having count(e.id) < 2 or sum(e.amount) <> 0`,
  },
  {
    invariant: 'a transfer is completed exactly when its ledger transaction exists',
    offending: sql`select id, status from wallet_transfers
      where (status = 'completed') <> (ledger_transaction_id is not null)`,
  },
  {
    invariant: 'a sender has at most one pending transfer',
    offending: sql`select sender_id, count(*) as pending from wallet_transfers
      where status = 'pending' group by sender_id having count(*) > 1`,
  },
  {
    invariant: 'coins held for withdrawals equal the requested withdrawals',
    offending: sql`select held, requested from
      (select coalesce(sum(balance), 0) as held from ledger_accounts where kind = 'withdrawals') a,
      (select coalesce(sum(amount_koinu), 0) as requested from withdrawals where status = 'requested') b
      where held <> requested`,
  },
];

/**
 * Every invariant that does not hold right now; an empty list when the data is sound. `checkpointKey` is
 * LEDGER_CHECKPOINT_KEY, which signed the ledger's checkpoints (the development key by default).
 */
export async function checkInvariants(
  db: DbOrTx,
  options: { checkpointKey?: string } = {},
): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const rule of ROW_RULES) {
    const result = await db.execute(sql`${rule.offending} limit ${SAMPLE}`);
    if (result.rows.length > 0)
      violations.push({ invariant: rule.invariant, detail: JSON.stringify(result.rows) });
  }

  const sums = await db.execute<{ currency: string; total: string | null }>(
    sql`select currency, sum(balance)::text as total from ledger_accounts group by currency`,
  );
  for (const { currency, total } of sums.rows) {
    if (Number(total ?? 0) !== 0)
      violations.push({
        invariant: 'the ledger sums to zero in each currency',
        detail: `${currency} ${total}`,
      });
  }

  const unbalanced = await findUnbalancedAccounts(db);
  if (unbalanced.length > 0)
    violations.push({
      invariant: "an account's balance is the sum of its entries",
      detail: JSON.stringify(unbalanced.slice(0, SAMPLE)),
    });

  const chain = await verifyChain(db);
  if (!chain.ok)
    violations.push({
      invariant: 'the ledger hash chain verifies',
      detail: `broken at seq ${chain.brokenSeq} (${chain.reason})`,
    });

  const checkpoints = await findBadCheckpoints(
    db,
    options.checkpointKey ?? DEVELOPMENT_LEDGER_CHECKPOINT_KEY,
  );
  if (checkpoints.length > 0)
    violations.push({
      invariant: "every ledger checkpoint is signed and names its entry's hash",
      detail: JSON.stringify(checkpoints.slice(0, SAMPLE)),
    });
  return violations;
}

/** Counts that a drill or a soak prints beside the invariants: what exists now. */
export async function countRecords(db: DbOrTx): Promise<Record<string, number>> {
  const result = await db.execute<Record<string, string>>(sql`select
    (select count(*) from orders)::text as orders,
    (select count(*) from order_items)::text as "orderLines",
    (select count(*) from payments)::text as payments,
    (select count(*) from ledger_transactions)::text as "ledgerTransactions",
    (select count(*) from wallet_transfers where status = 'completed')::text as "completedTransfers",
    (select count(*) from mail_outbox)::text as mails`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/**
 * The balance of each kind of ledger account, summed per currency ("EUR escrow", "DOGE user"...): where the
 * money is now. Each currency's totals sum to zero while the invariants hold.
 */
export async function ledgerTotals(db: DbOrTx): Promise<Record<string, number>> {
  const result = await db.execute<{ currency: string; kind: string; total: string }>(sql`
    select currency, kind, sum(balance)::text as total from ledger_accounts
    group by currency, kind order by currency, kind`);
  return Object.fromEntries(result.rows.map((r) => [`${r.currency} ${r.kind}`, Number(r.total)]));
}
