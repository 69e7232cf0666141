// First: zod must be configured before any schema module is evaluated.
import './app/zod-jitless.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import {
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
  skipToken,
} from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/constants';
import { setMoneyLanguageSource } from '@hearth/domain/money';
import { holdBackAppScripts } from './app/app-scripts.ts';
import { documentHead, OWN } from './app/layout/document-head.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';
import { serverStateScript, type ServerState, timelessQueries } from './app/server-state.ts';
import { ApiError, type ApiTransport, setApiTransport } from './shared/api/api-client.ts';
import { addLoadedPageTexts } from './shared/i18n/page-texts.ts';
import { addTexts, translatorFor } from './shared/i18n/translator.ts';
import { TranslationProvider } from './shared/i18n/use-translation.tsx';
import { en } from './shared/i18n/locales/en.ts';
import { enAccount } from './shared/i18n/locales/en-account.ts';
import { ltAccount } from './shared/i18n/locales/lt-account.ts';
import { lt } from './shared/i18n/locales/lt.ts';
import { headTags, type HeadTag } from './shared/seo/head-tags.ts';
import { type PageHead, ServerPageHead } from './shared/ui/page-title.ts';

/*
 * The server's renderer of the public pages (decision 067): the built server imports this bundle
 * (apps/web/dist-server) and hands it each browser navigation to a page a search engine or a link preview
 * reads. It renders the same routes and components as the browser, with the data the page asks for answered
 * in-process, and streams the HTML; the browser then hydrates it (src/main.tsx) without asking again.
 */

/** The pages rendered on the server: the public ones. Every other page stays the app's shell. */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/mp',
  '/store/:nickname',
  '/product-detail/:productId',
  '/assets/about',
] as const;

/** Whether the page at `pathname` is rendered on the server. */
export function rendersOnServer(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((path) => matchPath(path, pathname) !== null);
}

export interface PageRenderInput {
  /** The page's path and query ("/mp?q=soup"). */
  url: string;
  /** https://host, no trailing slash: the canonical and language addresses are made from it. */
  origin: string;
  /** The language to write the page in (the address's, the reader's cookie, or the browser's). */
  language: Language;
  /** The page's HTML as built (apps/web/dist/pages/*.html), the app's shell. */
  template: string;
  /** Answers the page's API calls in-process, as the reader would be answered. */
  fetch: ApiTransport;
}

export interface RenderedPage {
  /** 200, or 404 when the page's own data is not there (a dish not on sale, a chef not listed). */
  status: number;
  /** The HTML, as a stream: the shell's head, the page as React rendered it, the data block. */
  stream(): Readable;
}

interface RequestScope {
  language: Language;
  fetch: ApiTransport;
}

/** The request being rendered: calls and amounts look it up, so pages in two languages can render at once. */
const scope = new AsyncLocalStorage<RequestScope>();

setApiTransport((path, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('an API call outside a server render'));
  return current.fetch(path, init);
});
setMoneyLanguageSource(() => scope.getStore()?.language ?? DEFAULT_LANGUAGE);

/** Both catalogues, with the texts of every page, once: each render reads them in its own language. */
let textsLoaded = false;

function loadTexts(): void {
  if (textsLoaded) return;
  textsLoaded = true;
  for (const [language, messages, accountMessages] of [
    ['en', en, enAccount],
    ['lt', lt, ltAccount],
  ] as const) {
    addTexts(language, messages);
    addTexts(language, accountMessages);
    addLoadedPageTexts(language);
  }
}

const handler = createStaticHandler(routes);

/** How many rounds of answers a page gets at most (a query that needs another's answer waits a round). */
const DATA_ROUNDS = 3;

/**
 * Notes which queries the page's components ask for enabled. A query's own options are those of the first
 * component that made it (a footer may make one disabled that the page then asks for), and no component
 * subscribes on a server, so each call's options are looked at as the components resolve them.
 */
function noteWantedQueries(queryClient: QueryClient): Set<string> {
  const wanted = new Set<string>();
  const resolve = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof resolve>[0]) => {
    const resolved = resolve(options);
    if (resolved.enabled === undefined || resolved.enabled === true) wanted.add(resolved.queryHash);
    return resolved;
  }) as typeof resolve;
  return wanted;
}

/** The page's queries that want an answer and have none yet. */
function waitingQueries(queryClient: QueryClient, wanted: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        wanted.has(query.queryHash) &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== skipToken,
    );
}

/**
 * Renders the page whole to its HTML: every lazy part loaded and every part in its place, however large. A
 * part written later than the rest would need an inline script to put it in place, which the
 * Content-Security-Policy refuses.
 */
function renderWhole(node: ReactNode): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              resolve(chunks);
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/**
 * Renders the page until it asks for nothing new, answering what it asks in-process, and gives the last
 * render's HTML: the one made with every answer. A query the page makes with a session (the reader's
 * orders) is not made here: the server renders as the browser would before it knows the session, and the
 * browser asks for the rest.
 */
async function renderWithData(queryClient: QueryClient, page: () => ReactNode): Promise<Buffer[]> {
  const wanted = noteWantedQueries(queryClient);
  for (let round = 0; ; round += 1) {
    const html = await renderWhole(page());
    const waiting = waitingQueries(queryClient, wanted);
    if (waiting.length === 0 || round === DATA_ROUNDS) return html;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A head tag as HTML, marked as the app's own so that the browser replaces it on the next page. */
function tagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  if (tag.tag === 'script')
    return `<script${attributes} ${OWN}>${tag.text.replace(/</g, '\\u003c')}</script>`;
  return `<${tag.tag}${attributes} ${OWN}>`;
}

/** The shell's parts around the rendered page, in the page's language, with its title and head tags. */
function documentParts(
  template: string,
  language: Language,
  head: { title: string; tags: HeadTag[] },
  state: ServerState,
): { before: string; after: string } {
  const { html: shell, template: appScripts } = holdBackAppScripts(template);
  const html = shell
    // Marked, so that src/early.ts knows the page has its data and loads only its language's texts.
    .replace(/<html lang="[^"]*">/, `<html lang="${language}" data-rendered>`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '</head>',
      `  <title>${escapeText(head.title)}</title>\n    ${head.tags.map(tagHtml).join('\n    ')}\n  </head>`,
    );
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) throw new Error('the page shell has no <div id="root"></div>');
  return {
    before: `${html.slice(0, at)}<div id="root">`,
    after: `</div>${serverStateScript(state)}${appScripts}${html.slice(at + root.length)}`,
  };
}

/** The HTTP status of the page: 404 when an answer it was made from is "not found". */
function pageStatus(queryClient: QueryClient): number {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  return missing ? 404 : 200;
}

/** Renders a public page: its data first (in-process), then its HTML as a stream. */
export async function renderPage(input: PageRenderInput): Promise<RenderedPage> {
  const requestScope: RequestScope = { language: input.language, fetch: input.fetch };
  loadTexts();
  return scope.run(requestScope, async () => {
    const context = await handler.query(new Request(new URL(input.url, input.origin)));
    if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      // Asked once; a failed answer is shown as it is (the browser keeps it too: app/server-state.ts).
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    let pageHead: PageHead = {};
    const writePageHead = (head: PageHead) => {
      pageHead = head;
    };
    const page = () => {
      pageHead = {};
      return (
        <QueryClientProvider client={queryClient}>
          <TranslationProvider language={input.language}>
            <ServerPageHead.Provider value={writePageHead}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServerPageHead.Provider>
          </TranslationProvider>
        </QueryClientProvider>
      );
    };
    const html = await renderWithData(queryClient, page);

    const state: ServerState = {
      language: input.language,
      head: pageHead,
      queries: timelessQueries(
        dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => query.state.status !== 'pending',
          shouldRedactErrors: () => false,
        }),
      ),
    };
    const pathname = new URL(input.url, input.origin).pathname;
    const { title, facts } = documentHead(
      translatorFor(input.language),
      pathname,
      input.language,
      pageHead,
      input.origin,
    );
    const { before, after } = documentParts(
      input.template,
      input.language,
      { title, tags: headTags(facts) },
      state,
    );
    const status = pageStatus(queryClient);
    const stream = () => Readable.from([before, ...html, after]);
    return { status, stream };
  });
}
