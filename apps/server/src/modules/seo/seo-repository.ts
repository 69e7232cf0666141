import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { merchantProfiles, products, users } from '../../db/schema.ts';

/** A public page of the sitemap: its path and when what it shows last changed. */
export interface SitemapRow {
  path: string;
  updatedAt: Date;
}

/** Approved chefs with a profile link: the chefs whose page anyone may open. */
const publicChef = and(eq(merchantProfiles.status, 'approved'), isNotNull(users.nickname));

/** Enabled dishes of approved chefs: the dishes whose page anyone may open. */
const publicDish = and(eq(products.active, true), eq(merchantProfiles.status, 'approved'));

export async function countPublicChefs(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(merchantProfiles)
    .innerJoin(users, eq(users.id, merchantProfiles.userId))
    .where(publicChef);
  return row?.total ?? 0;
}

/** A page of the public chefs' pages, in the order of their accounts. */
export async function listPublicChefs(db: DbOrTx, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows = await db
    .select({
      nickname: users.nickname,
      updatedAt: sql<Date>`greatest(${users.updatedAt}, ${merchantProfiles.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(merchantProfiles)
    .innerJoin(users, eq(users.id, merchantProfiles.userId))
    .where(publicChef)
    .orderBy(asc(merchantProfiles.userId))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ path: `/store/${row.nickname}`, updatedAt: row.updatedAt }));
}

export async function countPublicDishes(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .where(publicDish);
  return row?.total ?? 0;
}

/** A page of the public dishes' pages, in the order of their ids. */
export async function listPublicDishes(db: DbOrTx, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, products.ownerId))
    .where(publicDish)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ path: `/product-detail/${row.id}`, updatedAt: row.updatedAt }));
}
