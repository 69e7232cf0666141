// First: zod must be configured before any schema module is evaluated.
import './app/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepServerHead } from './app/layout/document-head.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { createQueryClient } from './app/query-client.ts';
import { hydrateServerQueries, readServerState } from './app/server-state.ts';
import { installSessionWatch } from './app/session-watch.ts';
import { changeLanguage, initI18n } from './shared/i18n/i18n.ts';
import { readPreferredLanguage } from './shared/i18n/preferred-language.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the opened page's chunk (preloaded from the HTML, so seldom long). */
const PAGE_WAIT_MS = 1_000;

/**
 * Resolves when the router has loaded the opened page's lazy chunk, or after `ms` (never without): the
 * first render is then the page itself rather than a loading placeholder that is thrown away a moment later
 * (one render less on the phone's CPU). On a slow network the chrome and the placeholder still come after
 * `ms`. Hydrating a page the server rendered waits for the chunk: the first render must be that page.
 */
function pageLoaded(router: AppRouter, ms?: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
  });
}

/**
 * Ends the current task and resumes in a new one, so that the browser may answer a tap or draw between the
 * start's steps: the modules' evaluation, the router's first match and the hydration would otherwise be one
 * long task on a slow phone's CPU.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page the server rendered (src/entry-server.tsx): its data block says so. */
const serverState = readServerState();

// Texts first, so that the first paint is already in the reader's language; a server-rendered page is
// hydrated in the language it was written in, then follows the reader's choice if that is another.
void initI18n(serverState?.language).then(async () => {
  if (serverState) await nextTask();
  const router = createAppRouter();
  installSessionWatch(router);
  if (!serverState) {
    await pageLoaded(router, PAGE_WAIT_MS);
    // As a transition too: the first render of a page the app draws itself (the checkout, the orders)
    // yields to the browser every few milliseconds instead of holding the main thread for the whole page.
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  const queryClient = createQueryClient();
  hydrateServerQueries(queryClient, serverState.queries);
  keepServerHead(serverState.head);
  await pageLoaded(router);
  await nextTask();
  // As a transition, the hydration yields to the browser every few milliseconds (React's default lane for
  // it does the whole page in one task): the page, already drawn, answers a tap or a scroll meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
  const preferred = readPreferredLanguage();
  if (preferred !== serverState.language) void changeLanguage(preferred);
});
