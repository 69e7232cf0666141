import { APP_SCRIPTS_TEMPLATE_ID } from './app/app-scripts.ts';
import { pageRequests } from './app/page-requests.ts';
import type { PicturePreload } from './shared/catalogue/picture-sources.ts';
import { startEarlyRequest } from './shared/api/early-requests.ts';
import { readPreferredLanguage } from './shared/i18n/preferred-language.ts';

/*
 * The second, small entry of the built app (vite-route-preload.ts puts it in index.html): it runs while
 * the framework is still downloading and starts what the opened page needs as soon as it renders, instead
 * of one round trip after the page's code has run: the page's public catalogue reads (the API client
 * answers those calls with these requests, shared/api/early-requests.ts), and the texts of the reader's
 * language (main.tsx waits for them before the first render). It imports nothing of
 * the framework, so it stays small.
 */
/**
 * Asks for a picture now, first among images, so it is there when the page's <img> wants it: the same
 * candidate the <picture> will choose (its AVIF srcset for the same sizes; a browser without AVIF skips it).
 */
function preloadImage({ href, srcset, sizes, type }: PicturePreload): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcset) link.imageSrcset = srcset;
  if (sizes) link.imageSizes = sizes;
  if (type) link.type = type;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * A page the server rendered (src/entry-server.tsx marks its <html>, which is parsed before any script runs)
 * already has its data and its language.
 */
const rendered = document.documentElement.hasAttribute('data-rendered');
const pageLanguage = document.documentElement.lang === 'lt' ? 'lt' : 'en';
const requests = rendered ? [] : pageRequests(location.pathname, location.search);

for (const { method, path, body, image } of requests) {
  const response = startEarlyRequest(method, path, body);
  // Read from a copy, before the API client reads the answer itself (this callback is registered first).
  if (image) {
    response
      .then((answer) => (answer.ok ? (answer.clone().json() as Promise<{ model?: unknown }>) : null))
      .then((envelope) => {
        const src = envelope && image(envelope.model);
        if (src) preloadImage(src);
      })
      .catch(() => undefined);
  }
}
/**
 * Runs `run` once the page is parsed and painted: at the frame after DOMContentLoaded (a task queued from
 * inside a frame's callback runs after that frame is painted). A hidden page paints nothing: at once.
 */
function afterFirstPaint(run: () => void): void {
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

/** Copies the app's held-back scripts (app/app-scripts.ts) into the document: they load and run then. */
function addAppScripts(): void {
  const template = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  document.head.append(document.importNode(template.content, true));
}

/** The reader's catalogue, the one main.tsx waits for before the first render (shared/i18n/i18n.ts). */
function loadTexts(): void {
  if ((rendered ? pageLanguage : readPreferredLanguage()) === 'lt')
    void import('./shared/i18n/locales/lt.ts');
  else void import('./shared/i18n/locales/en.ts');
}

/**
 * The account texts too, for a page the app renders itself: every such page but a few public ones needs them
 * before it renders (app/router.tsx), so they come alongside the app rather than after it.
 */
function loadAccountTexts(): void {
  if (readPreferredLanguage() === 'lt') void import('./shared/i18n/locales/lt-account.ts');
  else void import('./shared/i18n/locales/en-account.ts');
}

// A page the server rendered is painted before the app's scripts and texts are even asked for; any other
// page starts them at once.
if (rendered)
  afterFirstPaint(() => {
    addAppScripts();
    loadTexts();
  });
else {
  loadTexts();
  loadAccountTexts();
}
