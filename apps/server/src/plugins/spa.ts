import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@hearth/domain/messages';
import { fail } from '../envelope.ts';
import { allowInlineStyles } from './security.ts';
import { gzipAsync, lazyPageRenderer, pageRendererFile, pageReplier } from './page-rendering.ts';

export interface SpaOptions {
  /** The built web app (apps/web/dist). Without it only the API is served. */
  distDir: string;
  /** A production site on the test card provider: every page carries a banner saying so. */
  testShop?: boolean;
}

/**
 * The banner of a test shop, in both languages: it is in the page before any script runs, so no page can be
 * mistaken for a shop that takes money.
 */
export const TEST_SHOP_BANNER =
  '<div class="test-shop-banner" role="note">Test shop: payments take test cards only and no money is charged · ' +
  'Bandomoji parduotuvė: mokama tik bandomosiomis kortelėmis, pinigai nenuskaitomi</div>';

/** How long after listening the server renderer is loaded (ms). */
const RENDERER_WARM_UP_DELAY_MS = 1_000;

/** Paths that are only ever API calls: an unknown one is a 404 envelope, never the SPA. */
const API_ONLY_PREFIXES = ['/secure/', '/operator/', '/payments/', '/dev/', '/repository/'];

/**
 * Serves the built SPA: hashed assets with a one-year immutable cache, index.html revalidated every time,
 * Brotli or gzip copies made at build time when the browser accepts them, and index.html for every page a
 * browser navigates to (React Router resolves it): the build's copy for that page when there is one, which
 * also preloads the page's own chunks (pages.json, apps/web/vite-route-preload.ts). Everything else that
 * matched no route is a 404 envelope.
 */
export const spaPlugin = fp(async function spa(app: FastifyInstance, options: SpaOptions) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const pages = hasWeb ? readPageTable(options.distDir) : [];
  const rendererFile = hasWeb ? pageRendererFile(options.distDir) : null;
  const pageRenderer = rendererFile ? lazyPageRenderer(rendererFile) : null;
  let replyWithRenderedPage: ReturnType<typeof pageReplier> | undefined;
  if (pageRenderer) {
    // Loaded a moment after the server listens, so the first visitor of a public page does not wait for
    // React's server renderer and the pages to load, and the start-up itself does not either.
    app.addHook('onListen', async () => {
      setTimeout(() => {
        pageRenderer().catch((error: unknown) =>
          app.log.error({ err: error }, 'the server renderer did not load: pages are sent as the app shell'),
        );
      }, RENDERER_WARM_UP_DELAY_MS).unref();
    });
  }
  if (hasWeb) {
    const common = {
      index: false as const,
      cacheControl: false,
      // The build writes .br and .gz copies of the text files (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding (preCompressed): shared caches must keep one per encoding.
        res.setHeader('vary', 'Accept-Encoding');
      },
    };
    // The root: `reply.sendFile` for the pages (the not-found handler below) and the few other files outside
    // assets/, each with a route of its own, made at start from a listing of the build (topFiles). Their .br
    // and .gz copies are found beside them (preCompressed) and need none. @fastify/static would list them
    // itself (its `wildcard: false`), with glob: some 40 ms of a restart's main thread (decision 088).
    await app.register(fastifyStatic, { ...common, root: options.distDir, serve: false });
    for (const file of topFiles(options.distDir))
      app.route({
        method: ['HEAD', 'GET'],
        url: `/${file}`,
        // As @fastify/static's own routes: hidden from a schema listing, and a download the client gave up
        // on ends its connection instead of answering an error.
        schema: { hide: true } as FastifySchema,
        errorHandler(error: Error & { code?: string }, request, reply) {
          if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
            request.raw.destroy();
            return;
          }
          app.errorHandler(error, request, reply);
        },
        handler: async (_request, reply) => reply.sendFile(`/${file}`),
      });
    // The hundreds of hashed files of assets/: one route for them all, so a start does not list them and
    // register a route for each. A name that is no file there falls through to the not-found handler below
    // (a 404), as it did without a route; so does the folder itself.
    const assets = path.join(options.distDir, 'assets');
    if (existsSync(assets))
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        wildcard: true,
        decorateReply: false,
        allowedPath: (pathname) => !pathname.endsWith('/'),
      });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: serving the API only');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && isPageNavigation(request)) {
      void reply.header('cache-control', 'no-cache');
      const pathname = request.url.split('?')[0] ?? '/';
      const page = pages.find(({ pattern }) => pattern.test(pathname));
      const file = page?.file ?? 'index.html';
      const shell = pageShell(options, file);
      allowInlineStyles(reply, shell.styleHashes);
      const renderer =
        pageRenderer && request.method === 'GET' ? await pageRenderer().catch(() => null) : null;
      if (renderer?.rendersOnServer(pathname)) {
        replyWithRenderedPage ??= pageReplier(app, renderer);
        if (await replyWithRenderedPage(request, reply, shell.html)) return reply;
      }
      if (options.testShop) return sendShell(request, reply, shell);
      return reply.type('text/html; charset=utf-8').sendFile(file);
    }
    return reply.status(404).send(fail(MESSAGES.notFound));
  });
});

interface PageShell {
  /** The page's built HTML (with the test shop's banner first in its body on a test shop). */
  html: string;
  /** The CSP hashes of its inline <style> elements (the build writes the page's styles inline). */
  styleHashes: string[];
  /** Its Brotli and gzip copies, made (off the main thread) at the first request that takes them. */
  brotli?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotliAsync = promisify(brotliCompress);

/**
 * A test shop's page shell (its HTML has the banner, so the build's compressed copies are not it): Brotli or
 * gzip when the browser takes it, as the build's copies would be sent, compressed once per shell.
 */
async function sendShell(request: FastifyRequest, reply: FastifyReply, shell: PageShell) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    shell.brotli ??= brotliAsync(shell.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    return reply.header('content-encoding', 'br').send(await shell.brotli);
  }
  if (/\bgzip\b/.test(accepted)) {
    shell.gzip ??= gzipAsync(shell.html, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(await shell.gzip);
  }
  return reply.send(shell.html);
}

const shells = new Map<string, PageShell>();

/** A page's built HTML and its styles' hashes, read once per file: the shell a page is sent or rendered in. */
function pageShell(options: SpaOptions, file: string): PageShell {
  const key = path.join(options.distDir, file);
  let shell = shells.get(key);
  if (shell === undefined) {
    let html = readFileSync(key, 'utf8');
    if (options.testShop) html = html.replace(/<body([^>]*)>/i, (body) => `${body}${TEST_SHOP_BANNER}`);
    shell = { html, styleHashes: inlineStyleHashes(html) };
    shells.set(key, shell);
  }
  return shell;
}

/** The CSP source of each <style> element of a page: 'sha256-{base64 of the digest of its text}'. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
  );
}

interface PageHtml {
  /** Matches the location.pathname of the page. */
  pattern: RegExp;
  /** The page's copy of index.html, relative to distDir. */
  file: string;
}

/**
 * The build's per-page copies of index.html (pages.json: [[pattern, file], ...], the router's order, the
 * first match wins); none for a build without the table. An entry naming a missing file is skipped.
 */
function readPageTable(distDir: string): PageHtml[] {
  const tableFile = path.join(distDir, 'pages.json');
  if (!existsSync(tableFile)) return [];
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as unknown;
  if (!Array.isArray(table)) return [];
  return table.flatMap((entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return [];
    const [pattern, file] = entry as [string, string];
    if (file.includes('..') || !existsSync(path.join(distDir, file))) return [];
    return [{ pattern: new RegExp(pattern, 'i'), file }];
  });
}

/**
 * The build's files served at their own path outside assets/, as @fastify/static listed them with glob
 * (`**` from the root, symbolic links followed, no dotfiles): every file but the pages' HTML (sent by the
 * not-found handler, with its policy), the .br and .gz copies (sent for their file, preCompressed) and
 * assets/ (one route for them all). Paths relative to the root, with "/" between folders.
 */
export function topFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.') || name === 'assets') continue;
    const isDirectory = entry.isSymbolicLink()
      ? statSync(path.join(root, name), { throwIfNoEntry: false })?.isDirectory()
      : entry.isDirectory();
    if (isDirectory) files.push(...topFiles(root, name));
    else if (!/\.(?:br|gz|html)$/.test(entry.name)) files.push(name);
  }
  return files;
}

const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (API_ONLY_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  // A missing static file stays a 404; a page path may contain a dot (a chef's link /store/ruta.k).
  if (STATIC_FILE.test(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
