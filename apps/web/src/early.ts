import { pageRequests } from './app/page-requests.ts';
import { startEarlyRequest } from './shared/api/early-requests.ts';
import { readStoredLanguage } from './shared/i18n/stored-language.ts';

/*
 * The second, small entry of the built app (vite-route-preload.ts puts it in index.html): it runs while
 * the framework is still downloading and starts what the opened page needs as soon as it renders, instead
 * of one round trip after the page's code has run: the page's public catalogue reads (the API client
 * answers those calls with these requests, shared/api/early-requests.ts), and the Lithuanian texts when
 * they are the stored language (main.tsx waits for them before the first render). It imports nothing of
 * the framework, so it stays small.
 */
for (const { method, path, body } of pageRequests(location.pathname, location.search)) {
  startEarlyRequest(method, path, body);
}
if (readStoredLanguage() === 'lt') void import('./shared/i18n/locales/lt.ts');
