import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: one parameter for a whole list of ids, where Drizzle's inArray sends one
 * parameter per id. A list of 80 ids costs Drizzle and the driver almost a millisecond of CPU per query to
 * build and bind that way, which a list page pays several times over (decision 031).
 */
export function inIds(column: Column | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
