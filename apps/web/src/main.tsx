// First: zod must be configured before any schema module is evaluated.
import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { installSessionWatch } from './app/session-watch.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the opened page's chunk (preloaded from the HTML, so seldom long). */
const PAGE_WAIT_MS = 1_000;

/**
 * Resolves when the router has loaded the opened page's lazy chunk, or after `ms`: the first render is
 * then the page itself rather than a loading placeholder that is thrown away a moment later (one render
 * less on the phone's CPU). On a slow network the chrome and the placeholder still come after `ms`.
 */
function pageLoaded(router: AppRouter, ms: number): Promise<void> {
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
    const timer = setTimeout(done, ms);
  });
}

// Texts first, so that the first paint is already in the reader's language.
void initI18n().then(async () => {
  const router = createAppRouter();
  installSessionWatch(router);
  await pageLoaded(router, PAGE_WAIT_MS);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
