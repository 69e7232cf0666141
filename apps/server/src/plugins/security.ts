import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { MESSAGES } from '@hearth/domain/messages';
import { Forbidden } from '../errors.ts';

export interface SecurityOptions {
  /** The public origin behind a proxy (PUBLIC_URL); without it the request's own Host is the expected one. */
  publicUrl?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and the cross-site request check of DESIGN.md section 3: a state-changing request whose
 * Origin (or, without it, Referer) names another host is refused with 403. Requests with neither header
 * (non-browser clients) pass: they cannot carry a victim's cookie. The session cookie is SameSite=Lax too.
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads nothing cross-origin that would need these relaxed, but Stripe's frames would break with them.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.publicUrl?.startsWith('https:') ? undefined : false,
  });

  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Provider webhooks are signed and come from another site by design.
    if (request.url.startsWith('/payments/stripe/webhook')) return;
    const source = sourceHost(request);
    if (source === undefined) return;
    const expected = publicHost ?? request.headers.host;
    if (!expected || source !== expected.toLowerCase()) {
      throw new Forbidden(MESSAGES.crossSiteRefused);
    }
  });
});

/** The host named by Origin, else by Referer; undefined when neither is sent; '' when unreadable. */
function sourceHost(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const value = origin ?? referer;
  if (value === undefined) return undefined;
  if (value === 'null') return '';
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return '';
  }
}
