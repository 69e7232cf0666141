import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimits } from '../db/schema.ts';
import { TooManyRequests } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one hit of `key` in a fixed window and throws 429 past `limit`. Counters live in the database,
     * so every instance behind a load balancer shares them.
     */
    hitRateLimit(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  }
}

export const rateLimitPlugin = fp(async function rateLimit(app: FastifyInstance) {
  app.decorate(
    'hitRateLimit',
    async (key: string, limit: number, windowSeconds: number, message?: string) => {
      const now = app.clock();
      const windowStartsAfter = new Date(now.getTime() - windowSeconds * 1000);
      const after = sql`${windowStartsAfter.toISOString()}::timestamptz`;
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      // One statement: start a new window when the old one has passed, else count up. Atomic under concurrency.
      const [row] = await app.db
        .insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} <= ${after} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${after} then ${nowSql} else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
      if (row && row.count > limit) {
        const retryAfter = Math.max(
          1,
          Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
        );
        throw new TooManyRequests(message, retryAfter);
      }
    },
  );
});
