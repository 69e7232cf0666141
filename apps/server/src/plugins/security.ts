import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { MESSAGES } from '@hearth/domain/messages';
import { Forbidden } from '../errors.ts';

export interface SecurityOptions {
  /** The public origin (PUBLIC_URL, required in production); without it the request's own Host may be ours. */
  publicUrl?: string;
  /** The address the server listens on (HOST): without a public origin, a Host naming it is ours too. */
  listenHost?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True when a Host header names this site: PUBLIC_URL's host, a loopback name or address, or HOST. A
     * DNS-rebinding page reaches the server under its own name, which is none of these.
     */
    isOwnHost(host: string | undefined): boolean;
  }
}

/** Where browsers send the CSP's violation reports (report-uri, and report-to through Reporting-Endpoints). */
export const CSP_REPORT_PATH = '/csp-report';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The spec's two GET calls that change state. A GET carries the SameSite=Lax cookie from any same-site page
 * (another port, a sibling subdomain), so these answer only a page of our own origin (decision 046).
 */
const STATE_CHANGING_GETS = new Set(['/secure/remove-product-file', '/secure/set-avatar']);

/** Answers that hold personal data whatever the method: never stored by a browser or a shared cache. */
const PRIVATE_PREFIXES = ['/secure/', '/operator/', '/dev/', '/payments/'];

/**
 * Browser features the site never uses are switched off for it and every frame; payment stays for Stripe's
 * frames (wallet buttons use the Payment Request API).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Adds the sources of a page's inline stylesheets (their 'sha256-...' hashes) to the style-src of the answer's
 * Content-Security-Policy, set by helmet for every answer. Nothing else in the policy changes.
 */
export function allowInlineStyles(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const sources = hashes.join(' ');
  void reply.header(
    'content-security-policy',
    policy.replace(
      /(^|;)(\s*style-src [^;]*)/,
      (_match, start: string, directive: string) => `${start}${directive} ${sources}`,
    ),
  );
}

/**
 * Security headers (decision 046), the cross-site request check of decision 007, and the rule for the
 * state-changing GETs: a request whose Origin (or, without it, Referer) names another host is refused with
 * 403. Requests with neither header (non-browser clients) pass: they cannot carry a victim's cookie.
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  // Made once: a middleware that writes the same headers on every answer. (Fastify's helmet plugin builds
  // one per request, parsing the policy again each time: about 4% of a light request's time.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // No style="" in any page: React's style props go through the CSSOM, which CSP does not govern. The
        // only inline <style> is the built page's own stylesheet, which the page's answer allows by its hash
        // (allowInlineStyles); a page that needs another inline block sends its own policy with a nonce.
        styleSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: ['csp'],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads nothing cross-origin that would need these relaxed, but Stripe's frames would break with them.
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.publicUrl?.startsWith('https:') ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  const publicHost = options.publicUrl ? new URL(options.publicUrl).host.toLowerCase() : undefined;
  // A wildcard listen address (0.0.0.0, ::) is no name a browser should use for us.
  const listenHost = ['0.0.0.0', '::', undefined].includes(options.listenHost)
    ? undefined
    : options.listenHost?.toLowerCase();

  app.decorate('isOwnHost', (host: string | undefined): boolean => {
    if (host === undefined) return false;
    const value = host.toLowerCase();
    if (publicHost !== undefined && value === publicHost) return true;
    const name = hostnameOf(value);
    return name !== undefined && (isLoopback(name) || (listenHost !== undefined && name === listenHost));
  });

  /**
   * The host a request of ours names in its Origin: PUBLIC_URL's whenever it is set; without it the request's
   * own Host, only when that Host is ours (a loopback name or HOST), so a DNS-rebinding Host is refused.
   */
  const expectedHost = (request: FastifyRequest): string | undefined => {
    if (publicHost !== undefined) return publicHost;
    const host = request.headers.host;
    return host !== undefined && app.isOwnHost(host) ? host.toLowerCase() : undefined;
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      if (STATE_CHANGING_GETS.has(request.routeOptions.url ?? '') && !fromOurPage(request, expectedHost))
        throw new Forbidden(MESSAGES.crossSiteRefused);
      return;
    }
    // Provider webhooks are signed and come from another site by design.
    if (request.url.startsWith('/payments/stripe/webhook')) return;
    const source = sourceHost(request);
    if (source === undefined) return;
    const expected = expectedHost(request);
    if (expected === undefined || source !== expected) throw new Forbidden(MESSAGES.crossSiteRefused);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    void reply.header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`);
    if (isPrivateAnswer(request)) void reply.header('cache-control', 'no-store');
  });
});

/**
 * Answers that must never be kept by a cache: the private prefixes, and every answer to a write (sign-ins,
 * registrations, orders and their addresses return the person's data). Public reads keep their own headers.
 */
function isPrivateAnswer(request: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  const pathname = request.url.split('?', 1)[0] ?? '';
  return PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A state-changing GET is accepted from a page of our own origin only: Fetch Metadata says 'same-origin',
 * or (a browser without it, or a non-browser client) no Sec-Fetch-Site at all and no Origin or Referer naming
 * another host. 'same-site' is refused: another port or subdomain is not us.
 */
function fromOurPage(
  request: FastifyRequest,
  expectedHost: (request: FastifyRequest) => string | undefined,
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const source = sourceHost(request);
  return source === undefined || source === expectedHost(request);
}

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

/** The name or address of a Host header without its port (IPv6 without brackets); undefined if unreadable. */
function hostnameOf(host: string): string | undefined {
  // A Host header is a name and a port: anything a URL would read as user, path or query makes it unreadable.
  if (/[@/\\?#\s]/.test(host)) return undefined;
  try {
    const name = new URL(`http://${host}`).hostname;
    return name.startsWith('[') ? name.slice(1, -1) : name;
  } catch {
    return undefined;
  }
}

/** localhost (and its subdomains, which resolve to loopback by RFC 6761), 127.0.0.0/8 and ::1. */
export function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || name.startsWith('::ffff:127.');
  return false;
}
