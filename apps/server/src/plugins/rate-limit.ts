import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimits } from '../db/schema.ts';
import { TooManyRequests } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit of `key` in a fixed window and throws 429 past `limit`. Counters live in the database,
     * so every instance behind a load balancer shares them. A `weight` above 1 counts the hit as that many
     * (a costlier kind of call uses the same window up faster).
     */
    hitRateLimit(
      key: string,
      limit: number,
      windowSeconds: number,
      message?: string,
      weight?: number,
    ): Promise<void>;
    /**
     * Counts a hit like hitRateLimit but answers whether it was within `limit` instead of throwing: for
     * callers whose answer past the limit must look like any other (a send silently dropped).
     */
    withinRateLimit(key: string, limit: number, windowSeconds: number, weight?: number): Promise<boolean>;
  }
}

export const rateLimitPlugin = fp(async function rateLimit(app: FastifyInstance) {
  // One statement: start a new window when the old one has passed, else count up. Atomic under concurrency.
  // Prepared once (every /ask and sign-in call runs it; decision 060): a prepared statement is bound to the
  // database handle, and the counters are never written inside a transaction.
  const after = sql`${sql.placeholder('after')}::timestamptz`;
  const nowSql = sql`${sql.placeholder('now')}::timestamptz`;
  const weightSql = sql`${sql.placeholder('weight')}::integer`;
  const hit = app.db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: nowSql, count: weightSql })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${after} then ${weightSql} else ${rateLimits.count} + ${weightSql} end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${after} then ${nowSql} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare('rate_limit_hit');

  /** The window's count after this hit, and the seconds until the window ends. */
  async function count(key: string, windowSeconds: number, weight: number) {
    const now = app.clock();
    const windowStartsAfter = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await hit.execute({
      key,
      now: now.toISOString(),
      after: windowStartsAfter.toISOString(),
      weight,
    });
    const ends = (row?.windowStart.getTime() ?? now.getTime()) + windowSeconds * 1000;
    return { count: row?.count ?? weight, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
  }

  app.decorate(
    'hitRateLimit',
    async (key: string, limit: number, windowSeconds: number, message?: string, weight = 1) => {
      const hit = await count(key, windowSeconds, weight);
      if (hit.count > limit) throw new TooManyRequests(message, hit.retryAfter);
    },
  );
  app.decorate('withinRateLimit', async (key: string, limit: number, windowSeconds: number, weight = 1) => {
    return (await count(key, windowSeconds, weight)).count <= limit;
  });
});
