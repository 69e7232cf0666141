import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, isHttps } from '../../plugins/session.ts';

/**
 * The checkout cookie (decision 021): an order placed without a session belongs to the browser that placed
 * it. That browser holds a random 256-bit token in an HttpOnly, SameSite=Lax cookie; the order stores only
 * its SHA-256, as sessions do. Order ids are sequential, so an id alone must never be enough.
 */

export const CHECKOUT_COOKIE = 'hearth_checkout';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
/** 32 random bytes in base64url: anything else in the cookie was not made here and is ignored. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

export interface CheckoutToken {
  value: string;
  hash: string;
}

/** The browser's checkout token, or null when it has none (or a forged one). */
export function checkoutToken(request: FastifyRequest): CheckoutToken | null {
  const value = request.cookies[CHECKOUT_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? { value, hash: hashToken(value) } : null;
}

export function freshCheckoutToken(): CheckoutToken {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashToken(value) };
}

/** Gives the browser its token, or sends it again: it lasts 30 days from the last order placed. */
export function setCheckoutCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): void {
  void reply.setCookie(CHECKOUT_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // The session cookie's rule: Secure when the site is served over https.
    secure: isHttps(app, request),
    maxAge: MAX_AGE_SECONDS,
  });
}
