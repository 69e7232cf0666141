import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { SESSION_IDLE_MINUTES, SESSION_MAX_DAYS, type Role } from '@hearth/domain/constants';
import { sessions, users } from '../db/schema.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

export const SESSION_COOKIE = 'hearth_session';
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const MAX_AGE_MS = SESSION_MAX_DAYS * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so a burst of requests is one write. */
const TOUCH_EVERY_MS = 30_000;

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  language: 'en' | 'lt';
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
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions in the database (DESIGN.md section 3): a random 256-bit token in an HttpOnly SameSite=Lax cookie,
 * stored hashed; ended after 1444 idle minutes or 30 days in all. `/secure/*` needs one.
 */
export const sessionPlugin = fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const [row] = await app.db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        language: users.language,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row) return null;
    const now = app.clock();
    if (now.getTime() - row.lastSeenAt.getTime() > IDLE_MS || now >= row.expiresAt) {
      await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return { id: row.id, email: row.email, role: row.role, language: row.language };
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

  app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
    const old = this.request.cookies[SESSION_COOKIE];
    if (old) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
    const token = randomBytes(32).toString('base64url');
    const now = app.clock();
    await app.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
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
  });

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

/** Ends every session of a user (used when a password changes or an account is closed). */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.delete(sessions).where(and(eq(sessions.userId, userId)));
}

/** The signed-in user when their role is one of `roles`: 401 without a session, 403 (with `message`) otherwise. */
export async function requireRole(
  request: FastifyRequest,
  roles: readonly Role[],
  message?: string,
): Promise<SessionUser> {
  const user = await request.requireUser();
  if (!roles.includes(user.role)) throw new Forbidden(message);
  return user;
}
