import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.ts';

/**
 * The bulk path of the large data set (decision 029): rows typed by the schema, sent as one array per column
 * (`INSERT INTO t (...) SELECT ... FROM unnest($1::int[], $2::text[], ...)`). A statement has as many bind
 * parameters as the table has columns, however many rows it carries, so PostgreSQL's 65,535-parameter limit
 * never applies; the same SQL runs on PGlite.
 */

/** Rows per statement: large enough that round trips do not count, small enough to keep each one modest. */
const ROWS_PER_STATEMENT = 5_000;

interface Transport {
  /** The element type of the array sent. */
  element: 'int' | 'bigint' | 'text' | 'bool' | 'timestamptz';
  /** A cast after unnest, for values that travel as text. */
  cast?: string;
  encode?: (value: unknown) => unknown;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A PostgreSQL array literal: every element quoted, so commas, quotes and braces are safe. */
export function arrayLiteral(list: readonly (string | number)[]): string {
  return `{${list.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** How a column of each SQL type travels inside the arrays (the types the schema uses). */
function transportOf(sqlType: string): Transport {
  switch (sqlType) {
    case 'serial':
    case 'integer':
      return { element: 'int' };
    case 'bigint':
      return { element: 'bigint' };
    case 'text':
      return { element: 'text' };
    case 'boolean':
      return { element: 'bool' };
    case 'timestamp with time zone':
      return { element: 'timestamptz', encode: iso };
    case 'jsonb':
      return { element: 'text', cast: 'jsonb', encode: (v) => (v == null ? v : JSON.stringify(v)) };
    case 'text[]':
    case 'integer[]':
      return {
        element: 'text',
        cast: sqlType,
        encode: (v) => (v == null ? v : arrayLiteral(v as (string | number)[])),
      };
    default:
      throw new Error(`bulkInsert: no transport for the column type ${sqlType}`);
  }
}

/**
 * Inserts the rows (all with the keys of the first row), ROWS_PER_STATEMENT at a time. Ids are given by the
 * caller; see moveSequencePastIds for the serial sequences.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const plan = keys.map((key, i) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, alias: `c${i}`, ...transportOf(column.getSQLType()) };
  });
  const names = sql.raw(plan.map((c) => `"${c.name}"`).join(', '));
  const selected = sql.raw(plan.map((c) => (c.cast ? `${c.alias}::${c.cast}` : c.alias)).join(', '));
  const aliases = sql.raw(plan.map((c) => c.alias).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = plan.map((c) => {
      const values = batch.map((row) => {
        const value = row[c.key] ?? null;
        return c.encode && value !== null ? c.encode(value) : value;
      });
      return sql`${sql.param(values)}::${sql.raw(c.element)}[]`;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})`,
    );
  }
}

/** The next id of a table whose ids the seed gives itself: after the largest one there (1 when empty). */
export async function nextId(db: DbOrTx, table: PgTable): Promise<number> {
  const result = await db.execute<{ next: number }>(
    sql`select coalesce(max(id), 0)::int + 1 as next from ${table}`,
  );
  return Number(result.rows[0]!.next);
}

/** Moves a serial id's sequence past the ids given explicitly, so the app's next insert does not collide. */
export async function moveSequencePastIds(db: DbOrTx, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
  );
}

/**
 * Drops the foreign keys of these tables and answers the function that adds them back exactly as they were
 * (pg_get_constraintdef), both inside the caller's transaction. A row-by-row foreign key check costs more than
 * the insert itself (PostgreSQL's "Populating a Database" advice); adding the key back checks every row in
 * one join, and a row without its parent fails it and the whole transaction, so nothing weaker is committed.
 * Call it before the transaction writes: ALTER TABLE refuses a table with pending deferred trigger events
 * (the catalogue counter's, migration 0007), so the restore fires those first.
 */
export async function dropForeignKeys(tx: DbOrTx, tables: readonly PgTable[]): Promise<() => Promise<void>> {
  const names = tables.map((t) => getTableName(t));
  const { rows } = await tx.execute<{ drop: string; add: string }>(sql`
    select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
           format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as add
      from pg_constraint
     where contype = 'f'
       and conrelid in (select oid from pg_class
                         where relname = any(${sql.param(names)}::text[]) and relnamespace = current_schema()::regnamespace)
     order by conname`);
  for (const row of rows) await tx.execute(sql.raw(row.drop));
  return async () => {
    await tx.execute(sql`set constraints all immediate`);
    for (const row of rows) await tx.execute(sql.raw(row.add));
  };
}
