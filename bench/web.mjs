// `npm run bench:web`: Lighthouse (mobile settings: its default emulated phone, simulated slow 4G and 4x
// CPU slowdown) on the pages of issue 9, against the production build with the demo data, in the system's
// Chromium. Each page is audited RUNS times (default 3) and the median run by performance score is kept.
// Prints the score, LCP, TBT, CLS and the JavaScript the page loaded (bytes on the wire, i.e. compressed
// as the server sent them), marks each against the goals, and writes bench/results/web-{date}.{txt,json}.
// Usage: node bench/web.mjs [runs=3]
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT, machine, median, resultPath, startServer, table } from './lib/server.mjs';

const RUNS = Number(process.argv[2] ?? 3);
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
const GOALS = { score: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05, jsKb: 170, homeJsKb: 100 };

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
  ];
}

/** One Lighthouse run of a page; the cart, when given, is put in local storage first and kept. */
async function audit(browser, port, url, page) {
  const tab = await browser.newPage();
  try {
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
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      tab,
    );
    const { audits, categories } = result.lhr;
    const scripts = audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
    return {
      score: Math.round(categories.performance.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      jsKb: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
      scripts: scripts.length,
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        score: Number(item.score?.toFixed(3)),
        node: item.node?.snippet?.slice(0, 120),
      })),
    };
  } finally {
    await tab.close();
  }
}

if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-web-'));
const server = await startServer({ env: { DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'true' } });
let chrome;
const rows = [];
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const page of await demoPages(server.url)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(browser, chrome.port, server.url, page));
    const middle = median(runs.map((r) => r.score));
    const kept = runs.find((r) => r.score === middle) ?? runs[0];
    const jsGoal = page.path === '/' ? GOALS.homeJsKb : GOALS.jsKb;
    const meets =
      kept.score >= GOALS.score &&
      kept.lcpMs < GOALS.lcpMs &&
      kept.tbtMs < GOALS.tbtMs &&
      kept.cls < GOALS.cls &&
      kept.jsKb <= jsGoal;
    rows.push({ page: page.name, ...kept, scores: runs.map((r) => r.score), jsGoalKb: jsGoal, meets });
    console.log(`${page.name}: score ${kept.score} (runs ${runs.map((r) => r.score).join(', ')})`);
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const info = machine();
const header = ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'JS KB (wire)', 'goal'];
const text = [
  `Hearth page benchmark, ${info.date}`,
  `${info.cpu} x ${info.cores}, Node ${info.node}; Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}`,
  `goals: score >= ${GOALS.score}, LCP < ${GOALS.lcpMs} ms, TBT < ${GOALS.tbtMs} ms, CLS < ${GOALS.cls}, ` +
    `JavaScript <= ${GOALS.homeJsKb} KB on /, <= ${GOALS.jsKb} KB elsewhere`,
  table([
    header,
    ...rows.map((r) => [
      r.page,
      r.score,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      r.fcpMs,
      r.jsKb,
      r.meets ? 'met' : 'MISSED',
    ]),
  ]),
].join('\n');
console.log(`\n${text}`);
writeFileSync(resultPath('web', 'txt'), `${text}\n`);
writeFileSync(resultPath('web', 'json'), `${JSON.stringify({ machine: info, runs: RUNS, rows }, null, 2)}\n`);
console.log(`\nwritten to bench/results/web-${info.date.slice(0, 10)}.{txt,json}`);
