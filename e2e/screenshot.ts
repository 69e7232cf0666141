// `npm run screenshot -w e2e`: the picture of the root README (docs/screenshot.png), taken from the built
// app with the demo data, in the same headless Chromium as the journeys.
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';
import { ROOT, startHearth } from './support/hearth-server.ts';

const target = path.join(ROOT, 'docs/screenshot.png');
const route = process.argv[2] ?? '/';

const server = await startHearth();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1200, height: 750 },
    locale: 'en-IE',
  });
  const page = await context.newPage();
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.screenshot({ path: target });
  console.log(`wrote ${path.relative(ROOT, target)} (${route})`);
} finally {
  await browser.close();
  await server.stop();
}
