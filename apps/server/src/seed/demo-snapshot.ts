import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { ledgerChain, ledgerCheckpoints, ledgerEntries } from '../db/schema.ts';
import { entryHash } from '../modules/wallet/ledger-service.ts';

/**
 * Moving a copy of the build's demo database to the time of the start that adopts it (decision 089). The
 * build seeds the demo data once, at its own time; every time in those rows (accounts made an hour ago,
 * orders delivered yesterday, the ledger's postings) is relative to it. A start on a fresh embedded DATA_DIR
 * copies that database and moves every time by the same amount, which gives the rows a seed at the start's
 * time would have written.
 */

const TIME_TYPES = ['timestamp with time zone', 'timestamp without time zone'];

/** A table with rows and the columns of it that hold times. */
export interface TimeColumns {
  table: string;
  columns: string[];
}

/**
 * The tables of the schema that have rows, each with its time columns: what the adoption will move, found
 * when the build makes the snapshot (the catalogue's views take a few hundred milliseconds of a cold start).
 * A table with a date column and rows stops it: a day is not moved by a number of milliseconds, and the demo
 * data has none.
 */
export async function findTimeColumns(tx: DbOrTx): Promise<TimeColumns[]> {
  const columns = await tx.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, { times: string[]; dates: string[] }>();
  for (const c of columns.rows) {
    const table = tables.get(c.table_name) ?? { times: [], dates: [] };
    (TIME_TYPES.includes(c.data_type) ? table.times : table.dates).push(c.column_name);
    tables.set(c.table_name, table);
  }
  if (tables.size === 0) return [];
  const probes = [...tables.keys()].map(
    (name) => sql`select ${name}::text as name where exists (select 1 from ${sql.identifier(name)})`,
  );
  const filled = await tx.execute<{ name: string }>(sql.join(probes, sql` union all `));
  return filled.rows.map(({ name }) => {
    const table = tables.get(name)!;
    if (table.dates.length > 0)
      throw new Error(`demo snapshot: ${name}.${table.dates[0]} is a date; its rows cannot be moved`);
    return { table: name, columns: table.times };
  });
}

/**
 * Moves the times of `tables` (findTimeColumns) by `shiftMs`, then recomputes the ledger's hash chain (each
 * entry's hash covers its time). Inside the caller's transaction, with the tables' triggers turned off by it
 * (withoutTriggers): the ledger's append-only guard refuses the update otherwise.
 */
export async function moveDemoData(tx: DbOrTx, tables: TimeColumns[], shiftMs: number): Promise<void> {
  if (!Number.isSafeInteger(shiftMs))
    throw new Error(`demo snapshot: cannot move the times by ${shiftMs} ms`);
  for (const { table, columns } of tables) {
    const moved = columns.map(
      (column) =>
        sql`${sql.identifier(column)} = ${sql.identifier(column)} + ${shiftMs}::bigint * interval '1 millisecond'`,
    );
    await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(moved, sql`, `)}`);
  }
  await rehashLedger(tx);
}

/**
 * Runs `change` in the caller's transaction with the tables' triggers turned off (PostgreSQL's replica role):
 * the ledger's append-only guard, the search texts' and the change counters' triggers do not fire, so what
 * `change` writes is all that changes.
 */
export async function withoutTriggers(tx: DbOrTx, change: () => Promise<void>): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`);
  await change();
  await tx.execute(sql`set local session_replication_role = origin`);
}

/**
 * Recomputes the hash chain of a ledger whose times were moved, from its first entry, and its head. The
 * build's demo database has no checkpoint (a running server writes them, signed with its own key); one
 * there would sign the old hashes, so it stops the move.
 */
async function rehashLedger(tx: DbOrTx): Promise<void> {
  const [checkpoint] = await tx.select({ seq: ledgerCheckpoints.seq }).from(ledgerCheckpoints).limit(1);
  if (checkpoint) throw new Error('demo snapshot: the ledger has checkpoints; its times cannot be moved');
  const entries = await tx
    .select({
      id: ledgerEntries.id,
      seq: ledgerEntries.seq,
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      prevHash: ledgerEntries.prevHash,
    })
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.seq));
  if (entries.length === 0) return;
  let prevHash = entries[0]!.prevHash;
  const rehashed = entries.map((entry) => {
    const hash = entryHash({ ...entry, prevHash });
    const row = { id: entry.id, prevHash, hash };
    prevHash = hash;
    return row;
  });
  const values = sql.join(
    rehashed.map((r) => sql`(${r.id}::int, ${r.prevHash}::text, ${r.hash}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${ledgerEntries} set prev_hash = v.prev_hash, hash = v.hash
        from (values ${values}) as v(id, prev_hash, hash) where ${ledgerEntries.id} = v.id`,
  );
  const last = entries.at(-1)!;
  const heads = await tx
    .update(ledgerChain)
    .set({ lastHash: prevHash })
    .where(eq(ledgerChain.lastSeq, last.seq))
    .returning({ id: ledgerChain.id });
  if (heads.length !== 1) throw new Error("demo snapshot: the ledger's head is not at its last entry");
}
