import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
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
  }): Promise<{ status: number; stream(): Readable }>;
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

/** One API call a page made while it was rendered (what the browser's API client sent). */
interface PageCall {
  url: string;
  method: 'GET' | 'POST';
  body: string | undefined;
}

/** The answer to one call, as the page got it. */
interface PageAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A call answered in-process as the reader's own browser would be: the same session cookie, language and
 * client address (so the rate limits count the reader), without a network.
 */
async function answerInProcess(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
  call: PageCall,
): Promise<PageAnswer> {
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      'accept-language': language,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return {
    status: answer.statusCode,
    contentType: String(answer.headers['content-type'] ?? 'application/json'),
    body: empty ? '' : answer.body,
  };
}

/** The renderer's transport: each call answered in-process, and noted with its answer. */
function recordingFetch(app: FastifyInstance, request: FastifyRequest, language: Language) {
  const calls: PageCall[] = [];
  const answers: PageAnswer[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const call: PageCall = {
      url,
      method: init.method === 'POST' ? 'POST' : 'GET',
      body:
        typeof init.body === 'string' || init.body instanceof URLSearchParams ? String(init.body) : undefined,
    };
    const answer = await answerInProcess(app, request, language, call);
    calls.push(call);
    answers.push(answer);
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  return { fetch, calls, answers };
}

/** Whether the browser already has this version of the page (If-None-Match). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((value) => value.trim() === etag);
}

/** A page as it was last rendered for an address: what it asked, what it was told, and its HTML. */
export interface RememberedPage {
  calls: PageCall[];
  /** A digest of the shell, language, address and every answer: the same digest, the same HTML. */
  digest: string;
  status: number;
  gzip: Buffer;
}

/** Rendered pages kept per process, the least recently used going first (about 20 KB each, gzipped). */
export const REMEMBERED_PAGES_MAX = 1_000;

/**
 * And at most this many bytes of them (the gzipped HTML and the calls' addresses and bodies): a few large
 * pages do not hold more memory than the count allows for ordinary ones.
 */
export const REMEMBERED_PAGES_MAX_BYTES = 16 * 1024 * 1024;

/** What a remembered page holds in memory, roughly: its gzipped HTML and its calls. */
function pageBytes(page: RememberedPage): number {
  let bytes = page.gzip.length + page.digest.length;
  for (const call of page.calls) bytes += call.url.length + (call.body?.length ?? 0) + 64;
  return bytes;
}

/**
 * The remembered pages of a process by address: the least recently kept go first while there are more than
 * `maxPages` of them or they hold more than `maxBytes`.
 */
export function rememberedPages(maxPages = REMEMBERED_PAGES_MAX, maxBytes = REMEMBERED_PAGES_MAX_BYTES) {
  const pages = new Map<string, RememberedPage>();
  let bytes = 0;
  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= pageBytes(page);
  };
  return {
    get: (key: string) => pages.get(key),
    /** Keeps `page` under `key` as the most recently used. */
    keep(key: string, page: RememberedPage) {
      forget(key);
      pages.set(key, page);
      bytes += pageBytes(page);
      while (pages.size > maxPages || bytes > maxBytes) forget(pages.keys().next().value!);
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}

const shellDigests = new Map<string, string>();

/** The digest of a page shell, made once per shell (the same few are handed over and over). */
function shellDigest(template: string): string {
  let digest = shellDigests.get(template);
  if (digest === undefined) {
    digest = createHash('sha256').update(template).digest('base64url');
    shellDigests.set(template, digest);
  }
  return digest;
}

/**
 * What a page is made of, as one digest: its shell, language, origin and address, the hour (a page may
 * name today), and each call with its answer. Rendering is a function of these, so an equal digest means
 * the HTML rendered before is the one a render would make now.
 */
function pageDigest(parts: string[], calls: PageCall[], answers: PageAnswer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\n');
  calls.forEach((call, index) => {
    const answer = answers[index]!;
    hash.update(`${call.method} ${call.url}\n${call.body ?? ''}\n${answer.status}\n${answer.body}\n`);
  });
  return hash.digest('base64url').slice(0, 27);
}

/**
 * Answers a navigation to a public page with its server-rendered HTML (decision 067), gzipped when the
 * browser takes it. The page is made from the answers of the API, so it is as fresh as they are (the read
 * cache's rule: a committed change shows at once, on every instance). Rendering is what costs, so the HTML of
 * each address is remembered with the calls it made: the next visitor's calls are answered again (from the
 * read cache, mostly), and when every answer is what it was, the remembered HTML is sent without rendering.
 * The ETag is that digest, so a browser revalidating an unchanged page gets a 304. False when the page could
 * not be rendered: the caller sends the app's shell instead, which renders it in the browser.
 */
export function pageReplier(app: FastifyInstance, renderer: PageRenderer) {
  const remembered = rememberedPages();

  /** The remembered page when every one of its calls gets the answer it got then; else undefined. */
  async function stillTrue(
    request: FastifyRequest,
    language: Language,
    parts: string[],
    page: RememberedPage | undefined,
  ): Promise<RememberedPage | undefined> {
    if (!page) return undefined;
    const answers = await Promise.all(
      page.calls.map((call) => answerInProcess(app, request, language, call)),
    );
    return pageDigest(parts, page.calls, answers) === page.digest ? page : undefined;
  }

  async function render(
    request: FastifyRequest,
    language: Language,
    template: string,
    parts: string[],
  ): Promise<RememberedPage | undefined> {
    const recorder = recordingFetch(app, request, language);
    try {
      const page = await renderer.renderPage({
        url: request.url,
        origin: siteOrigin(app.config, request),
        language,
        template,
        fetch: recorder.fetch,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of page.stream()) chunks.push(Buffer.from(chunk as Buffer | string));
      return {
        calls: recorder.calls,
        digest: pageDigest(parts, recorder.calls, recorder.answers),
        status: page.status,
        gzip: await gzipAsync(Buffer.concat(chunks)),
      };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the page is sent as the app shell');
      return undefined;
    }
  }

  return async function replyWithRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
  ): Promise<boolean> {
    const language = pageLanguage(request);
    const origin = siteOrigin(app.config, request);
    const key = `${language}\n${origin}\n${request.url}\n${shellDigest(template)}`;
    const parts = [key, String(Math.floor(Date.now() / HOUR_MS))];
    let page = await stillTrue(request, language, parts, remembered.get(key));
    if (!page) {
      page = await render(request, language, template, parts);
      if (!page) return false;
    }
    remembered.keep(key, page);
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
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      await reply.header('content-encoding', 'gzip').send(page.gzip);
    else await reply.send(gunzipSync(page.gzip));
    return true;
  };
}

const HOUR_MS = 3_600_000;
/** gzip off the main thread (libuv's pool): the rendered pages, and a test shop's page shells (spa.ts). */
export const gzipAsync = promisify(gzip);
