import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '@hearth/domain/api';
import { changeCounters } from '../db/schema.ts';
import { sharedReader } from '../db/shared-reads.ts';

/** Answers kept per process; the oldest unused ones go first. A catalogue page is a few KB. */
export const READ_CACHE_MAX_ENTRIES = 2_000;

/**
 * Values kept per user (decision 074) per process; the oldest unused ones go first. The largest is a page of
 * a customer's order list, 10 orders with their lines and payments, about 50 KB as objects: at most about
 * 10 MB in all. A chef's free starts are a few KB.
 */
export const USER_CACHE_MAX_ENTRIES = 200;

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
  /**
   * A value made from one user's data and the catalogue (a page of their order list, a chef's free starts):
   * kept while both the user's version (migration 0021: their orders, the orders' parts, a chef's schedule)
   * and the catalogue's are the ones it was made at; otherwise made again with `make`. `key` names the call
   * and its whole input. The value is shared between requests: its reader must not change it.
   */
  userData<T>(userId: number, key: string, make: () => Promise<T>): Promise<T>;
  /** Forgets every answer (tests). */
  clear(): void;
}

interface UserEntry {
  catalogue: number;
  user: number;
  value: unknown;
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
 * Versioned read cache (decision 031): one small query (shared by the requests waiting at once) for the
 * current version of the catalogue (kept by deferred triggers in the database, migration 0007), then the
 * serialized answer from memory when it was made at that version. Correct with several instances: a change
 * committed by any of them gives the counter a new version. Without the counter row (tables emptied by the tests), nothing is cached.
 */
export const readCachePlugin = fp(async function readCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const documents = new Map<string, DocumentEntry>();
  // Every version a request needs (the catalogue's, a user's) is read by one prepared statement that the
  // requests waiting at the same moment share (db/shared-reads.ts): under load one statement answers them
  // all, and each still reads the versions after it asked. The names hold no comma.
  const versionsQuery = app.db
    .select({ name: changeCounters.name, version: changeCounters.version })
    .from(changeCounters)
    .where(sql`${changeCounters.name} = any(string_to_array(${sql.placeholder('names')}, ','))`)
    .prepare('read_cache_versions');
  const versions = sharedReader(async (names: string[]) => {
    const rows = await versionsQuery.execute({ names: names.join(',') });
    return new Map(rows.map((row) => [row.name, row.version]));
  });

  async function currentVersion(name: string): Promise<number | null> {
    return (await versions.read(name)) ?? null;
  }

  const userData = new Map<string, UserEntry>();

  /** The catalogue's version (null: no counter row, nothing is kept) and the user's (0 before any change). */
  async function userVersions(userId: number): Promise<{ catalogue: number | null; user: number }> {
    const [catalogue, user] = await Promise.all([
      versions.read('catalogue'),
      versions.read(`user:${userId}`),
    ]);
    return { catalogue: catalogue ?? null, user: user ?? 0 };
  }

  function keep<E>(map: Map<string, E>, key: string, entry: E, max = READ_CACHE_MAX_ENTRIES) {
    map.delete(key);
    map.set(key, entry);
    if (map.size > max) map.delete(map.keys().next().value!);
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
    async userData<T>(userId: number, key: string, make: () => Promise<T>): Promise<T> {
      const versions = await userVersions(userId);
      const name = `${userId}:${key}`;
      const hit = userData.get(name);
      if (
        versions.catalogue !== null &&
        hit?.catalogue === versions.catalogue &&
        hit.user === versions.user
      ) {
        keep(userData, name, hit, USER_CACHE_MAX_ENTRIES);
        return hit.value as T;
      }
      // As for the catalogue: the versions were read before the data, so the value is at least as new.
      const value = await make();
      if (versions.catalogue !== null)
        keep(
          userData,
          name,
          { catalogue: versions.catalogue, user: versions.user, value },
          USER_CACHE_MAX_ENTRIES,
        );
      return value;
    },
    clear: () => {
      entries.clear();
      documents.clear();
      userData.clear();
    },
  } satisfies ReadCache);
});
