import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { SESSION_IDLE_MINUTES, SESSION_MAX_DAYS, type Role } from '@hearth/domain/constants';
import type { MerchantStatus } from '@hearth/domain/fields';
import { merchantProfiles, sessions, users } from '../db/schema.ts';
import { sharedReader } from '../db/shared-reads.ts';
import { Unauthorized } from '../errors.ts';

export const SESSION_COOKIE = 'hearth_session';
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const MAX_AGE_MS = SESSION_MAX_DAYS * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so a burst of requests is one write. */
const TOUCH_EVERY_MS = 30_000;
/** The stored User-Agent is cut here: enough for any real browser, bounded for a hostile one. */
const USER_AGENT_MAX = 300;

/** How a session began (docs/decisions/043): a pin, a reset or a confirmed registration proved the e-mail. */
export type AuthMethod = (typeof sessions.$inferSelect)['authMethod'];

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  language: 'en' | 'lt';
  /** Whether the owner proved the e-mail address; an unverified account may not move money or apply. */
  emailVerified: boolean;
  /** The state of the user's chef profile, or null for someone who never applied (the `chef` role). */
  chefStatus: MerchantStatus | null;
  /** The request's own session: its public id (never the token), how and when it began. */
  session: { id: string; method: AuthMethod; createdAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request, on first use. */
    currentUser(): Promise<SessionUser | null>;
    /** The signed-in user, or 401. */
    requireUser(): Promise<SessionUser>;
  }
  interface FastifyReply {
    /** Ends the request's old session, if any, and starts a new one (renewed at login). */
    startSession(userId: number, method: AuthMethod): Promise<void>;
    endSession(): Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions in the database (decisions 006 and 043): a random 256-bit token in an HttpOnly SameSite=Lax cookie,
 * stored hashed; ended after 1444 idle minutes or 30 days in all. `/secure/*` needs one.
 */
export const sessionPlugin = fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  // The session of a request, read on every signed-in call: a prepared statement of the database handle
  // (decision 060; never read inside a transaction), shared by the requests waiting at the same moment
  // (db/shared-reads.ts, decision 079): each is still read by a statement started after it asked, so a
  // session ended before is never taken. The hashes are hexadecimal, with no comma.
  const findSessions = app.db
    .select({
      tokenHash: sessions.tokenHash,
      id: users.id,
      email: users.email,
      role: users.role,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      publicId: sessions.publicId,
      authMethod: sessions.authMethod,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      chefStatus: merchantProfiles.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, sessions.userId))
    .where(sql`${sessions.tokenHash} = any(string_to_array(${sql.placeholder('tokenHashes')}, ','))`)
    .prepare('session_users');
  const sessionRows = sharedReader(async (tokenHashes: string[]) => {
    const rows = await findSessions.execute({ tokenHashes: tokenHashes.join(',') });
    return new Map(rows.map((row) => [row.tokenHash, row]));
  });

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const row = await sessionRows.read(tokenHash);
    if (!row) return null;
    const now = app.clock();
    if (now.getTime() - row.lastSeenAt.getTime() > IDLE_MS || now >= row.expiresAt) {
      await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      language: row.language,
      emailVerified: row.emailVerifiedAt !== null,
      chefStatus: row.chefStatus,
      session: { id: row.publicId, method: row.authMethod, createdAt: row.createdAt },
    };
  }

  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw new Unauthorized();
    return user;
  });

  app.decorateReply(
    'startSession',
    async function startSession(this: FastifyReply, userId: number, method: AuthMethod) {
      const old = this.request.cookies[SESSION_COOKIE];
      if (old) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
      const token = randomBytes(32).toString('base64url');
      const now = app.clock();
      const userAgent = this.request.headers['user-agent']?.trim().slice(0, USER_AGENT_MAX);
      await app.db.insert(sessions).values({
        tokenHash: hashToken(token),
        publicId: randomBytes(16).toString('base64url'),
        userId,
        userAgent: userAgent || null,
        authMethod: method,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + MAX_AGE_MS),
      });
      // Old sessions of anyone are swept here, at a moment that is already a write.
      await app.db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS))));
      cache.set(this.request, Promise.resolve(null));
      void this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(app, this.request),
        maxAge: MAX_AGE_MS / 1000,
      });
    },
  );

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    cache.set(this.request, Promise.resolve(null));
    void this.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(app, this.request),
    });
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/secure/')) await request.requireUser();
  });
});

/** Whether cookies must be Secure: the site is served over https (directly or behind PUBLIC_URL). */
export function isHttps(app: FastifyInstance, request: FastifyRequest): boolean {
  return request.protocol === 'https' || Boolean(app.config.PUBLIC_URL?.startsWith('https:'));
}

/** Ends every session of a user (a password reset, "sign out everywhere", a squatted account reclaimed). */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one with this public id (a password change, "end the others"). */
export async function endOtherSessions(app: FastifyInstance, userId: number, keepId: string): Promise<void> {
  await app.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.publicId, keepId)));
}

/** Ends one session of a user by its public id; false when the user has no such session. */
export async function endSessionById(app: FastifyInstance, userId: number, id: string): Promise<boolean> {
  const ended = await app.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, id)))
    .returning({ id: sessions.publicId });
  return ended.length > 0;
}

/** A user's live sessions, most recently used first; never the token or its hash. */
export async function listSessions(app: FastifyInstance, userId: number) {
  const now = app.clock();
  return app.db
    .select({
      id: sessions.publicId,
      userAgent: sessions.userAgent,
      method: sessions.authMethod,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}
