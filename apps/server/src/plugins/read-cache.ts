import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '@hearth/domain/api';
import { changeCounters } from '../db/schema.ts';

/** Answers kept per process; the oldest unused ones go first. A catalogue page is a few KB. */
export const READ_CACHE_MAX_ENTRIES = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /**
   * Sends the answer of a public catalogue read (the marketplace, a chef's page, a dish) from the cache
   * while the catalogue's version is the one it was made at; otherwise makes it with `make`, keeps it, and
   * sends it. `key` names the call and its whole input; an answer that depends on the viewer is not cached.
   */
  catalogue(reply: FastifyReply, key: string, make: () => Promise<Envelope<object>>): Promise<FastifyReply>;
  /** Forgets every answer (tests). */
  clear(): void;
}

interface Entry {
  version: number;
  body: string;
}

/**
 * Versioned read cache (decision 031): one small query for the current version of the catalogue (kept by
 * deferred triggers in the database, migration 0007), then the serialized answer from memory when it was
 * made at that version. Correct with several instances: a change committed by any of them gives the
 * counter a new version. Without the counter row (tables emptied by the tests), nothing is cached.
 */
export const readCachePlugin = fp(async function readCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const versionQuery = app.db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, sql.placeholder('name')))
    .prepare('read_cache_version');

  async function currentVersion(name: string): Promise<number | null> {
    const [row] = await versionQuery.execute({ name });
    return row?.version ?? null;
  }

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > READ_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  const send = (reply: FastifyReply, body: string) =>
    reply.type('application/json; charset=utf-8').send(body);

  app.decorate('readCache', {
    async catalogue(reply, key, make) {
      const version = await currentVersion('catalogue');
      const hit = entries.get(key);
      if (version !== null && hit?.version === version) {
        keep(key, hit); // the most recently used go last
        return send(reply, hit.body);
      }
      // The version was read before the data: an answer kept under it is at least as new as it.
      const body = JSON.stringify(await make());
      if (version !== null) keep(key, { version, body });
      return send(reply, body);
    },
    clear: () => entries.clear(),
  } satisfies ReadCache);
});
