import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { avatarKey } from '../modules/files/files-service.ts';
import { productImageKey } from '../modules/catalogue/product-images.ts';
import { thumbnailName } from '../modules/catalogue/product-model.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { InvariantViolation } from './invariants.ts';

/**
 * `db:check`'s look at the file storage (decision 058): every row that names a stored object has it. The rows
 * are uploads (`files.storage_key`), dish images (`product_files`: the display image and its thumbnail) and
 * avatars (`users` with an avatar: the 512 and 128 px squares). On a large data set it samples: every row
 * written in the last RECENT_HOURS (at most RECENT_MAX of them, newest first), where a lost write would show
 * first, and RANDOM_OLDER random rows of each kind written before, so a check costs a few thousand requests
 * to the storage at most however many pictures there are.
 */

export const RECENT_HOURS = 24;
export const RECENT_MAX = 5_000;
export const RANDOM_OLDER = 200;

/** Existence checks at a time. */
const POOL = 16;

export interface FileObjectsReport {
  /** Rows of each kind, and how many of them were checked. */
  rows: number;
  checkedRows: number;
  checkedObjects: number;
  /** Keys recorded but not in the storage. */
  missing: { key: string; row: string }[];
}

interface Named {
  row: string;
  keys: string[];
}

export async function checkFileObjects(
  db: DbOrTx,
  storage: Pick<FileStorage, 'exists'>,
  options: { now?: Date; recentHours?: number; recentMax?: number; randomOlder?: number } = {},
): Promise<FileObjectsReport> {
  const since = new Date(
    (options.now ?? new Date()).getTime() - (options.recentHours ?? RECENT_HOURS) * 3_600_000,
  );
  const recentMax = options.recentMax ?? RECENT_MAX;
  const randomOlder = options.randomOlder ?? RANDOM_OLDER;
  const pick = (table: string, time: string, where = sql`true`) => {
    const t = sql.raw(table);
    const at = sql.raw(time);
    return sql`(select * from ${t} where ${where} and ${at} >= ${since} order by ${at} desc limit ${recentMax})
      union all
      (select * from ${t} where ${where} and ${at} < ${since} order by random() limit ${randomOlder})`;
  };

  const uploads = await db.execute<{ id: number; storage_key: string }>(
    sql`select id, storage_key from (${pick('files', 'created_at')}) picked`,
  );
  const images = await db.execute<{ id: number; owner_id: number; file_name: string }>(
    sql`select picked.id, p.owner_id, picked.file_name from (${pick('product_files', 'created_at')}) picked
      join products p on p.id = picked.product_id`,
  );
  const avatars = await db.execute<{ id: number; avatar_token: string | null }>(
    sql`select id, avatar_token from (${pick('users', 'avatar_updated_at', sql`avatar_updated_at is not null`)}) picked`,
  );
  const counts = await db.execute<{ n: string }>(sql`select
    (select count(*) from files) + (select count(*) from product_files)
      + (select count(*) from users where avatar_updated_at is not null) as n`);

  const named: Named[] = [
    ...uploads.rows.map((r) => ({ row: `files ${r.id}`, keys: [r.storage_key] })),
    ...images.rows.map((r) => ({
      row: `product_files ${r.id}`,
      keys: [
        productImageKey(r.owner_id, r.file_name),
        productImageKey(r.owner_id, thumbnailName(r.file_name)),
      ],
    })),
    ...avatars.rows.map((r) => ({
      row: `users ${r.id} (avatar)`,
      keys: [avatarKey(r.id, 'avatar', r.avatar_token), avatarKey(r.id, 'thumbnail', r.avatar_token)],
    })),
  ];
  const wanted = named.flatMap((n) => n.keys.map((key) => ({ key, row: n.row })));
  const missing: FileObjectsReport['missing'] = [];
  for (let i = 0; i < wanted.length; i += POOL) {
    const batch = wanted.slice(i, i + POOL);
    const there = await Promise.all(batch.map((w) => storage.exists(w.key)));
    batch.forEach((w, j) => {
      if (!there[j]) missing.push(w);
    });
  }
  return {
    rows: Number(counts.rows[0]?.n ?? 0),
    checkedRows: named.length,
    checkedObjects: wanted.length,
    missing,
  };
}

/** The report as db:check's violations (none when every checked object is there). */
export function fileObjectViolations(report: FileObjectsReport): InvariantViolation[] {
  if (report.missing.length === 0) return [];
  return [
    {
      invariant: 'every recorded file has its object in the storage',
      detail: `${report.missing.length} missing of ${report.checkedObjects} checked: ${JSON.stringify(report.missing.slice(0, 20))}`,
    },
  ];
}
