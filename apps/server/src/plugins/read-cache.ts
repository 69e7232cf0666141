import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /**
   * The same rule for a public document made from the catalogue (a sitemap): kept gzipped, sent with an
   * ETag of its bytes, and answered 304 when the client already has them (If-None-Match).
   */
  document(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    make: () => Promise<string>,
  ): Promise<FastifyReply>;
  /** Forgets every answer (tests). */
  clear(): void;
}

interface Entry {
  version: number;
  body: string;
}

interface DocumentEntry {
  version: number;
  gzip: Buffer;
  etag: string;
}

/** A document as it is kept: gzipped (a sitemap file is mostly repeated markup), with its ETag. */
function packDocument(version: number, text: string): DocumentEntry {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { version, gzip: gzipSync(text), etag };
}

/** Whether the client's If-None-Match names this ETag (or is `*`). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends a kept document: 304 when the client has it, else gzipped when it takes gzip. */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  entry: DocumentEntry,
): FastifyReply {
  void reply.header('etag', entry.etag).header('vary', 'Accept-Encoding');
  if (clientHas(request, entry.etag)) return reply.status(304).send();
  void reply.type(contentType);
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(gunzipSync(entry.gzip));
}

/**
 * Versioned read cache (decision 031): one small query for the current version of the catalogue (kept by
 * deferred triggers in the database, migration 0007), then the serialized answer from memory when it was
 * made at that version. Correct with several instances: a change committed by any of them gives the
 * counter a new version. Without the counter row (tables emptied by the tests), nothing is cached.
 */
export const readCachePlugin = fp(async function readCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const documents = new Map<string, DocumentEntry>();
  const versionQuery = app.db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, sql.placeholder('name')))
    .prepare('read_cache_version');

  async function currentVersion(name: string): Promise<number | null> {
    const [row] = await versionQuery.execute({ name });
    return row?.version ?? null;
  }

  function keep<E>(map: Map<string, E>, key: string, entry: E) {
    map.delete(key);
    map.set(key, entry);
    if (map.size > READ_CACHE_MAX_ENTRIES) map.delete(map.keys().next().value!);
  }

  const send = (reply: FastifyReply, body: string) =>
    reply.type('application/json; charset=utf-8').send(body);

  app.decorate('readCache', {
    async catalogue(reply, key, make) {
      const version = await currentVersion('catalogue');
      const hit = entries.get(key);
      if (version !== null && hit?.version === version) {
        keep(entries, key, hit); // the most recently used go last
        return send(reply, hit.body);
      }
      // The version was read before the data: an answer kept under it is at least as new as it.
      const body = JSON.stringify(await make());
      if (version !== null) keep(entries, key, { version, body });
      return send(reply, body);
    },
    async document(request, reply, key, contentType, make) {
      const version = await currentVersion('catalogue');
      let entry = documents.get(key);
      if (version === null || entry?.version !== version) {
        entry = packDocument(version ?? 0, await make());
        if (version !== null) keep(documents, key, entry);
      } else {
        keep(documents, key, entry);
      }
      return sendDocument(request, reply, contentType, entry);
    },
    clear: () => {
      entries.clear();
      documents.clear();
    },
  } satisfies ReadCache);
});
