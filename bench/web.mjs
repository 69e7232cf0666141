// `npm run bench:web`: Lighthouse (mobile settings: its default emulated phone, simulated slow 4G and 4x
// CPU slowdown) on the pages of the performance goals (decisions 030 and 067: the public pages, checkout
// with a cart, and the demo customer's orders signed in), against the production build with the demo data,
// in the system's Chromium; the public pages' SEO category too. Each page is audited RUNS times (default 3) and the median run by performance score is kept.
// Prints the score, LCP, TBT, CLS, FCP and the JavaScript the page loaded: gzipped (each script Lighthouse
// saw, fetched again uncompressed and gzipped here at level 9, the copy the server sends to a gzip-only
// browser; the goals are in gzipped bytes) and as sent (Brotli, Chromium accepts it). Marks each against the
// goals, names the LCP element, and writes bench/results/web-{date}.{txt,json}.
// Usage: node bench/web.mjs [runs=3] [--pages /,/mp] (a comma list of page names or their starts)
// [--reports DIR] (every run's whole Lighthouse report, as JSON, into DIR)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT, machine, median, resultPath, startServer, table } from './lib/server.mjs';

const args = process.argv.slice(2);
const pagesFlag = args.indexOf('--pages');
const ONLY = pagesFlag >= 0 ? args.splice(pagesFlag, 2)[1].split(',') : null;
const reportsFlag = args.indexOf('--reports');
const REPORTS_DIR = reportsFlag >= 0 ? path.resolve(args.splice(reportsFlag, 2)[1]) : null;
const RUNS = Number(args[0] ?? 3);
const LOAD_BEFORE = Number(loadavg()[0].toFixed(2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOALS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, jsKb: 150, homeJsKb: 100, seo: 100 };

/** The demo customer (apps/server/src/seed), whose orders page is measured signed in. */
const CUSTOMER = { email: 'customer@hearth.local', password: 'Hearth2026' };

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

async function api(url, pathname, body) {
  const res = await fetch(url + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(body).toString(),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${pathname} answered ${res.status}`);
  return json.model;
}

/** A demo chef's page, one of their dishes and a cart of two of them (as the web app stores it). */
async function demoPages(url) {
  const { merchants } = await api(url, '/store/merchants', { page: '0' });
  const chef = merchants.find((m) => m.dishCount >= 2);
  const { products } = await api(url, '/store/products', { nickname: chef.storeName });
  const cart = products.slice(0, 2).map(({ product }) => ({
    productId: product.id,
    productVolume: 1,
    title: product.title,
    price: product.price ?? 0,
    currencyUnit: 'EUR',
    baseServingsNumber: 1,
    servingsNumber: 1,
    preparationMinutes: product.preparationMinutes ?? null,
    imageSrc: null,
    hourRate: product.hourRate ?? null,
    chefId: chef.userId,
    chefName: `${chef.firstName ?? ''} ${chef.lastName ?? ''}`.trim(),
  }));
  return [
    { name: '/', path: '/' },
    { name: '/mp', path: '/mp' },
    { name: '/store/{chef}', path: `/store/${chef.storeName}` },
    { name: '/product-detail/{dish}', path: `/product-detail/${products[0].product.id}` },
    { name: '/checkout (2 dishes in the cart)', path: '/checkout', cart },
    { name: '/assets/about', path: '/assets/about' },
    { name: '/orders (signed in)', path: '/orders', signIn: CUSTOMER },
  ];
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzipCache = new Map();

/** The scripts' gzipped size: each fetched uncompressed and gzipped at level 9, as the build's .gz copy. */
async function gzippedBytes(urls) {
  let total = 0;
  for (const url of urls) {
    if (!gzipCache.has(url)) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await res.arrayBuffer());
      gzipCache.set(url, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length);
    }
    total += gzipCache.get(url);
  }
  return total;
}

/** Signs in through the app's own sign-in page, so the session cookie and the app's storage are set. */
async function signIn(tab, url, { email, password }) {
  await tab.goto(`${url}/signin?source=regular_login`, { waitUntil: 'networkidle0' });
  await tab.locator('::-p-aria(E-mail)').fill(email);
  await tab.locator('::-p-aria(Continue)').click();
  await tab.locator('::-p-aria(Password)').fill(password);
  await Promise.all([
    tab.waitForNavigation({ waitUntil: 'networkidle0' }),
    tab.locator('::-p-aria(Log in[role="button"])').click(),
  ]);
}

/** The pages a search engine may list: their SEO category is measured too (the others say noindex). */
const isPublic = (page) => !page.cart && !page.signIn;

/**
 * One Lighthouse run of a page; the cart, when given, is put in local storage first and kept; a page with
 * `signIn` is measured signed in.
 */
async function audit(browser, port, url, page) {
  const tab = await browser.newPage();
  try {
    if (page.signIn) await signIn(tab, url, page.signIn);
    if (page.cart) {
      await tab.goto(`${url}/assets/about`, { waitUntil: 'load' });
      await tab.evaluate(
        (items) => globalThis.localStorage.setItem('cart', JSON.stringify(items)),
        page.cart,
      );
    }
    // Storage is kept (the cart), so the HTTP cache is emptied here: every run is a first visit.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url + page.path,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: isPublic(page) ? ['performance', 'seo'] : ['performance'],
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(result.lhr));
    }
    const { audits, categories, runtimeError } = result.lhr;
    const observed = audits.metrics?.details?.items?.[0] ?? {};
    const failed = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => audits[id])
      .find((a) => typeof a?.numericValue !== 'number');
    if (runtimeError || categories.performance.score === null || failed) {
      throw new Error(
        `Lighthouse could not measure ${page.path}: ${runtimeError?.message ?? failed?.errorMessage ?? 'no score'}`,
      );
    }
    const scripts = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
    const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = lcpItems[0]?.items?.[0]?.node;
    const lcpPhases = Object.fromEntries(
      (lcpItems[1]?.items ?? []).map((phase) => [phase.phase, Math.round(phase.timing)]),
    );
    return {
      score: Math.round(categories.performance.score * 100),
      seo: categories.seo ? Math.round(categories.seo.score * 100) : null,
      seoFailures: categories.seo
        ? categories.seo.auditRefs.filter((ref) => audits[ref.id]?.score === 0).map((ref) => ref.id)
        : [],
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      observedFcpMs: Math.round(observed.observedFirstContentfulPaint ?? Number.NaN),
      observedLoadMs: Math.round(observed.observedLoad ?? Number.NaN),
      jsGzipKb: kb(await gzippedBytes(scripts.map((r) => r.url))),
      jsWireKb: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
      scripts: scripts.map((r) => r.url.replace(url, '')),
      lcpElement: lcpNode?.snippet?.slice(0, 120) ?? null,
      lcpPhases,
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        score: Number(item.score?.toFixed(3)),
        node: item.node?.snippet?.slice(0, 120),
      })),
    };
  } finally {
    await tab.close();
  }
}

/**
 * Opens the page once before it is measured, on a phone's width, and scrolls it: the demo seed stores each
 * dish picture without its sized variants (an upload makes them at once; the demo's are made on their first
 * request), so the measured runs load pictures as a live shop serves them, already made.
 */
async function warmUp(browser, url, page) {
  const tab = await browser.newPage();
  try {
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await tab.goto(url + page.path, { waitUntil: 'networkidle0' });
    await tab.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
    await tab.waitForNetworkIdle({ idleTime: 300 }).catch(() => undefined);
  } finally {
    await tab.close();
  }
}

if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-web-'));
const server = await startServer({
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'test',
    SEED_DEMO: 'true',
    ALLOW_DEMO_IN_PRODUCTION: 'true',
  },
});
let chrome;
const rows = [];
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages = (await demoPages(server.url)).filter(
    (page) =>
      !ONLY || ONLY.some((name) => page.name === name || (name !== '/' && page.name.startsWith(name))),
  );
  for (const page of pages) {
    await warmUp(browser, server.url, page);
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i += 1) {
      try {
        runs.push(await audit(browser, chrome.port, server.url, page));
      } catch (error) {
        // A run the busy machine spoiled (no paint seen, a trace error) is run again, twice at most.
        if ((failures += 1) > 2) throw error;
        console.warn(`${error.message}; running it again`);
        i -= 1;
      }
    }
    const middle = median(runs.map((r) => r.score));
    const kept = runs.find((r) => r.score === middle) ?? runs[0];
    const jsGoal = page.path === '/' ? GOALS.homeJsKb : GOALS.jsKb;
    const meets =
      kept.score >= GOALS.score &&
      kept.lcpMs < GOALS.lcpMs &&
      kept.tbtMs < GOALS.tbtMs &&
      kept.cls < GOALS.cls &&
      kept.jsGzipKb <= jsGoal &&
      (kept.seo === null || kept.seo >= GOALS.seo);
    rows.push({ page: page.name, ...kept, scores: runs.map((r) => r.score), jsGoalKb: jsGoal, meets });
    console.log(
      `${page.name}: score ${kept.score} (runs ${runs.map((r) => r.score).join(', ')}); ` +
        `LCP ${kept.lcpMs} ms on ${kept.lcpElement} ${JSON.stringify(kept.lcpPhases)}; ` +
        `unthrottled, as the browser did it: first paint at ${kept.observedFcpMs} ms, load at ${kept.observedLoadMs} ms`,
    );
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The goals a row misses. */
function missed(r) {
  return [
    r.score < GOALS.score && 'score',
    r.lcpMs >= GOALS.lcpMs && 'LCP',
    r.tbtMs >= GOALS.tbtMs && 'TBT',
    r.cls >= GOALS.cls && 'CLS',
    r.jsGzipKb > r.jsGoalKb && 'JS',
    r.seo !== null && r.seo < GOALS.seo && `SEO (${r.seoFailures.join(', ')})`,
  ].filter(Boolean);
}

const info = machine();
const header = [
  'page',
  'score',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'FCP ms',
  'JS KB gzip',
  'JS KB sent',
  'goals',
];
const text = [
  `Hearth page benchmark, ${info.date}`,
  `${info.cpu} x ${info.cores}, Node ${info.node}, load ${LOAD_BEFORE} before the runs and ${info.load} after; Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}`,
  'JS KB: the scripts the page loaded, gzipped (level 9) and as sent (Brotli)',
  `goals: score >= ${GOALS.score}, LCP < ${GOALS.lcpMs} ms, TBT < ${GOALS.tbtMs} ms, CLS < ${GOALS.cls}, ` +
    `JavaScript <= ${GOALS.homeJsKb} KB on /, <= ${GOALS.jsKb} KB elsewhere; SEO ${GOALS.seo} on the public pages`,
  table([
    header,
    ...rows.map((r) => [
      r.page,
      r.score,
      r.seo ?? '-',
      r.lcpMs,
      r.tbtMs,
      r.cls,
      r.fcpMs,
      r.jsGzipKb,
      r.jsWireKb,
      r.meets ? 'met' : `MISSED: ${missed(r).join(', ')}`,
    ]),
  ]),
].join('\n');
console.log(`\n${text}`);
if (ONLY) {
  console.log('\n(some pages only: no result file written)');
} else {
  writeFileSync(resultPath('web', 'txt'), `${text}\n`);
  writeFileSync(
    resultPath('web', 'json'),
    `${JSON.stringify({ machine: info, runs: RUNS, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten to bench/results/web-${info.date.slice(0, 10)}.{txt,json}`);
}
