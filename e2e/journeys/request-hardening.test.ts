// The Content-Security-Policy without inline styles (decision 046), in a real browser: the pages people
// use load with no violation (landing, marketplace, a chef's page, checkout and the test card form, the dev
// mailbox page with its nonce), and a violation the page does cause is reported to /csp-report, which logs it.
// And the state-changing GETs: a page on another port of the same host cannot use them; the app's own call can.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { fillCheckout } from '../support/checkout.ts';
import { journey, useHearth } from '../support/journey.ts';
import { logInWithPassword } from '../support/sign-in.ts';

const hearth = useHearth({ LOG_LEVEL: 'warn' });

const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };
const CHEF_NICKNAME = 'rutakazlauskiene';
const MOUSSAKA = 'Greek moussaka';

/** Every CSP violation the page sees, from its first byte (an init script runs before the page's own). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)) ?? []),
    ...console,
  ];
}

describe('request hardening in Chromium', () => {
  let page: Page | undefined;

  journey(
    'the pages people use load with no CSP violation',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      const violations = await watchViolations(page);
      const found: string[] = [];

      for (const path of ['/', '/mp', `/store/${CHEF_NICKNAME}`]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        found.push(...(await violations()));
      }

      await logInWithPassword(page, CUSTOMER);

      await page.goto(`/store/${CHEF_NICKNAME}`);
      await page.getByRole('button', { name: `Add to cart: ${MOUSSAKA}` }).click();
      await page.goto('/checkout');
      await fillCheckout(page);
      found.push(...(await violations()));
      await page.getByRole('button', { name: /Place order|Check the form/ }).click();
      // The test provider's card form (the page Stripe's form takes in a shop with Stripe keys).
      await page.getByLabel('Card number').waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await violations()));

      await page.goto('/dev/mailbox', { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Hearth dev mailbox' }).waitFor();
      // The nonce's style applies: the page's own stylesheet set the body's width.
      const maxWidth = await page.evaluate(() => getComputedStyle(document.body).maxWidth);
      assert.equal(maxWidth, '880px');
      found.push(...(await violations()));

      assert.deepEqual([...new Set(found)], [], 'no CSP violation on any page');
    },
  );

  journey(
    'a violation the page causes is reported to /csp-report and logged',
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      // With report-to, Chromium batches reports through the Reporting API, which it did not deliver over
      // plain http here; without it, report-uri sends each report at once. The page's policy is ours but
      // for that directive (the report-to format is read in apps/server/src/plugins/csp-report.test.ts).
      await page.route('**/mp', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = String(headers['content-security-policy']).replace(
          /;\s*report-to [^;]+/,
          '',
        );
        await route.fulfill({ response, headers });
      });
      const violations = await watchViolations(page);
      await page.goto('/mp');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // What an injected inline style would do: refused, and reported.
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { background: red }';
        document.head.append(style);
      });
      const deadline = Date.now() + 15_000;
      while (!/CSP violation/.test(hearth.server.output()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const seen = await violations();
      assert.ok(
        seen.some((v) => v.startsWith('style-src-elem blocked inline')),
        seen.join('\n'),
      );
      // Logged, so the browser's report got past the Origin check and the parser.
      assert.match(hearth.server.output(), /"msg":"CSP violation"/, 'the server logged the report');
    },
  );

  journey(
    "a same-site page's <img> cannot set the avatar; the app's own call can",
    hearth,
    () => page,
    async () => {
      page = await hearth.newPage();
      await logInWithPassword(page, CUSTOMER);
      // An image of the customer's, uploaded as the profile page does (multipart, same origin).
      const fileId = await page.evaluate(async () => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 48 });
        canvas.getContext('2d')!.fillRect(0, 0, 64, 48);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg'));
        const form = new FormData();
        form.append('data', blob, 'me.jpg');
        const res = await fetch('/secure/file-upload', {
          method: 'POST',
          body: form,
          headers: { accept: 'application/json' },
        });
        return ((await res.json()) as { model: { fileDescriptor: { id: number } } }).model.fileDescriptor.id;
      });
      const avatarUrl = () =>
        page!.evaluate(async () => {
          const res = await fetch('/secure/user-info', { headers: { accept: 'application/json' } });
          return ((await res.json()) as { model: { userInfo: { avatarUrl: string | null } } }).model.userInfo
            .avatarUrl;
        });
      const setAvatar = `${hearth.server.baseURL}/secure/set-avatar?fileId=${fileId}`;

      // Another port on the same host: same-site, so the SameSite=Lax cookie goes with the <img>.
      const other = createServer((_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end(`<!doctype html><img id="probe" src="${setAvatar}">`);
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = other.address() as AddressInfo;
        // The answer reaches the browser (which then also blocks it by its Cross-Origin-Resource-Policy).
        const sent = page.waitForEvent('requestfailed', (request) => request.url() === setAvatar);
        await page.goto(`http://127.0.0.1:${port}/`);
        assert.match((await sent).failure()?.errorText ?? '', /ERR_BLOCKED_BY_RESPONSE/);
      } finally {
        other.close();
      }
      await page.goto('/profile');
      assert.equal(await avatarUrl(), null, 'the same-site page set nothing');

      // The app's own call (same-origin) still works.
      const status = await page.evaluate(
        async (url) => (await fetch(url, { headers: { accept: 'application/json' } })).status,
        setAvatar,
      );
      assert.equal(status, 200);
      assert.notEqual(await avatarUrl(), null);
    },
  );
});
