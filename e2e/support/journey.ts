import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { ROOT, startHearth, type HearthServer } from './hearth-server.ts';

export const ARTIFACTS_DIR = path.join(ROOT, 'e2e/artifacts');
const ACTION_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = 60_000;

export interface Hearth {
  server: HearthServer;
  browser: Browser;
  /**
   * A fresh browser context (its own cookies and local storage) and page on the server's address, in an
   * Irish English browser unless `locale` names another (its navigator.languages and Accept-Language);
   * `javaScriptEnabled: false` for a browser that runs no script (a search engine's first look).
   */
  newPage: (options?: { locale?: string; javaScriptEnabled?: boolean }) => Promise<Page>;
}

/**
 * One running Hearth and one browser for the test file: started before its first test, stopped after its
 * last. Read the fields inside tests (they are set by the `before` hook).
 */
export function useHearth(env?: Record<string, string>): Hearth {
  const contexts: BrowserContext[] = [];
  const hearth = {
    newPage: async ({
      locale = 'en-IE',
      javaScriptEnabled = true,
    }: { locale?: string; javaScriptEnabled?: boolean } = {}) => {
      const context = await hearth.browser.newContext({
        baseURL: hearth.server.baseURL,
        locale,
        javaScriptEnabled,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      watchPage(page);
      if (javaScriptEnabled) waitForTheApp(page);
      return page;
    },
  } as Hearth;
  before(async () => {
    hearth.server = await startHearth(env);
    hearth.browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await hearth.browser?.close();
    await hearth.server?.stop();
  });
  return hearth;
}

/**
 * A public page comes rendered by the server, and shows its controls before the app has hydrated them; a
 * change made before (a select) would be lost, as it would for a person that quick. So every full load
 * of a page (goto, reload) waits until the app marks <html data-app-ready> (apps/web/src/app/app.tsx).
 */
function waitForTheApp(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        // Only a page of the app (its early entry script, which a page rendered on the server has from the
        // start): not the dev mailbox, not another site's page.
        if ((await page.locator('script[type="module"][src*="/assets/early-"]').count()) > 0)
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
}

const pageProblems = new WeakMap<Page, string[]>();

/** Remembers the page's console errors, uncaught exceptions and failed requests, to explain a failure. */
function watchPage(page: Page): void {
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.method()} ${request.url()}`));
}

/**
 * A test whose failure leaves evidence in e2e/artifacts/: a full-page screenshot of `page()`, the page's
 * console errors and the server's output.
 */
export function journey(name: string, hearth: Hearth, page: () => Page | undefined, fn: () => Promise<void>) {
  test(name, { timeout: TEST_TIMEOUT_MS }, async () => {
    try {
      await fn();
    } catch (error) {
      const current = page();
      const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const notes = [
        `url: ${current?.url() ?? '(no page)'}`,
        ...(current ? (pageProblems.get(current) ?? []) : []),
      ];
      if (current) {
        await current
          .screenshot({ path: path.join(ARTIFACTS_DIR, `${slug}.png`), fullPage: true })
          .catch((e: unknown) => notes.push(`screenshot failed: ${String(e)}`));
      }
      writeFileSync(
        path.join(ARTIFACTS_DIR, `${slug}.log`),
        `${notes.join('\n')}\n\nserver output:\n${hearth.server?.output() ?? ''}`,
      );
      if (error instanceof Error)
        error.message += `\n  (${notes.join('; ')}; see e2e/artifacts/${slug}.png and .log)`;
      throw error;
    }
  });
}
