import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { constants as zlib, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, type Language } from '@hearth/domain/constants';
import { siteOrigin } from '../config.ts';
import { requestLanguage } from '../modules/auth/routes.ts';

/**
 * What the web app's server renderer exports (apps/web/src/entry-server.tsx, built to apps/web/dist-server):
 * declared here as the server uses it, since the server does not compile the web app.
 */
export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  renderPage(input: {
    url: string;
    origin: string;
    language: Language;
    template: string;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; digest: string; stream(): Readable }>;
}

/** The built renderer beside the built app (dist -> dist-server/entry-server.js), or null without one. */
export function pageRendererFile(distDir: string): string | null {
  const file = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  return existsSync(file) ? file : null;
}

/**
 * Loads the renderer on the first page that needs it (React's server renderer and the pages are not part
 * of the server's start-up).
 */
export function lazyPageRenderer(file: string): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => (loading ??= import(pathToFileURL(file).href) as Promise<PageRenderer>);
}

/**
 * The language a page is written in: the address's (`?lang=`), else the reader's choice (the `lang` cookie
 * the app keeps), else the browser's first language.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromAddress = query?.[LANGUAGE_QUERY_PARAM];
  if (isLanguage(fromAddress)) return fromAddress;
  const fromCookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(fromCookie)) return fromCookie;
  return requestLanguage(request);
}

/**
 * The page's API calls, answered in-process as the reader's own browser would be: the same session cookie,
 * language and client address (so the rate limits count the reader), without a network.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, language: Language) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const body =
      typeof init.body === 'string' || init.body instanceof URLSearchParams ? String(init.body) : undefined;
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Whether the browser already has this version of the page (If-None-Match). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((value) => value.trim() === etag);
}

/**
 * Answers a navigation to a public page with its server-rendered HTML (decision 067), streamed and gzipped
 * when the browser takes it. The page is made from the answers of the API, so it is as fresh as they are
 * (the read cache's rule: a committed change shows at once, on every instance); its ETag is a digest of
 * those answers, so a browser revalidating an unchanged page gets a 304. False when the page could not be
 * rendered: the caller sends the app's shell instead, which renders it in the browser.
 */
export async function replyWithRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer,
  template: string,
): Promise<boolean> {
  const language = pageLanguage(request);
  let page: Awaited<ReturnType<PageRenderer['renderPage']>>;
  try {
    page = await renderer.renderPage({
      url: request.url,
      origin: siteOrigin(app.config, request),
      language,
      template,
      fetch: inProcessFetch(app, request, language),
    });
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed: the page is sent as the app shell');
    return false;
  }
  const etag = `W/"${page.digest}"`;
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .header('etag', etag);
  if (clientHas(request, etag)) {
    await reply.status(304).send();
    return true;
  }
  void reply.status(page.status).type('text/html; charset=utf-8');
  const html = page.stream();
  html.on('error', (error) => request.log.error({ err: error }, 'server rendering failed while streaming'));
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    // Flushed as React writes, so the browser gets the head (and starts on the styles) at once.
    await reply.header('content-encoding', 'gzip').send(html.pipe(createGzip({ flush: zlib.Z_SYNC_FLUSH })));
  } else {
    await reply.send(html);
  }
  return true;
}
