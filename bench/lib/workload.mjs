// The mixed workload of many simulated users over real HTTP, shared by the soak (bench/soak.mjs) and the
// fault drills (bench/faults/*.mjs). Each simulated user runs one flow after another until told to stop:
//
//   browse    a visitor: the marketplace with filters, a chef page, a dish, the fee calculation, the assistant
//   checkout  a signed-in customer: an order (one or two lines), its address, the payment intent, the test
//             card 4242..., then the order list and the order
//   topUp     a wallet top-up by card (payment intent with orderId 0, the test card)
//   transfer  DOGE to another simulated user: /secure/asset-request, the e-mailed pin, /secure/confirm-transfer
//
// Usage (the server must take the test provider's cards and have raised rate limits: WORKLOAD_SERVER_ENV):
//
//   import { startMailSink, prepareUsers, runWorkload, createStats, summarize } from './lib/workload.mjs';
//   const mail = await startMailSink();                 // pins arrive by SMTP: start the server with
//   const server = await startServer({ env: { ...WORKLOAD_SERVER_ENV, SMTP_URL: mail.smtpUrl } });
//   const stats = createStats();
//   const world = await prepareUsers({ url: server.url, count: 50, stats, mail });   // registers, tops up once
//   const stop = new AbortController();
//   setTimeout(() => stop.abort(), 60_000);   // no new flow after the abort; flows under way finish
//   await runWorkload({ url: server.url, world, mail, stats, signal: stop.signal, mix: { checkout: 1 } });
//   console.log(summarize(stats));                     // per kind: requests, status classes, p50/p99
//   await mail.close();
//
// Outside production the dev mailbox serves instead of the SMTP sink: `mail = devMailbox(server.url)`.
// `stats` keeps every 5xx (method, path, status, body), the network errors (a killed server), the requests
// in flight, and `acked`: the writes the server confirmed (orders, payments, transfers), which a database
// must still hold after a crash.
import { Worker } from 'node:worker_threads';
import { percentile, sleep } from './server.mjs';

/** What the server needs for the workload: many users from one address, the test payment provider. */
export const WORKLOAD_SERVER_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
  PIN_SENDS_PER_HOUR: '1000000000',
  ORDERS_PER_HOUR: '1000000000',
  ASK_RATE_LIMIT_PER_MINUTE: '1000000000',
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
};

/** How often each flow is chosen, by default: mostly visitors, then checkouts and transfers. */
export const DEFAULT_MIX = { browse: 50, checkout: 25, topUp: 10, transfer: 15 };

const PASSWORD = 'Soak2026pw';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const REQUEST_TIMEOUT_MS = 30_000;
const PIN_WAIT_MS = 20_000;
const DAY_S = 86_400;

const QUESTIONS = [
  'How much is the service fee?',
  'Which chefs cook Georgian food in Kaunas?',
  'Can I pay in cash?',
  'What happens if I cancel an order?',
  'Kiek kainuoja paslaugos mokestis?',
  'Which dishes contain nuts?',
  'How do I buy DOGE?',
];
const KITCHENS = ['', 'grill', 'asian', 'french', 'mediterranean', 'vegan', 'georgian', 'grill,georgian'];
const CITIES = ['', 'Vilnius', 'Kaunas'];
const RATES = ['0', '500', '1000'];

// ---------------------------------------------------------------------------------------------------------
// Figures

/** An empty record of what a workload did; pass the same one to every call to add them up. */
export function createStats() {
  return {
    kinds: {}, // request kind -> { count, latencies, classes: { '2xx', '4xx', '5xx', network } }
    serverErrors: [], // every 5xx: { kind, method, path, status, body }
    networkErrors: 0,
    inFlight: 0,
    flows: {}, // flow -> { done, failed, stopped, lastFailures }
    acked: { orders: 0, payments: 0, transfers: 0 },
    startedAt: performance.now(),
  };
}

function kindOf(stats, kind) {
  stats.kinds[kind] ??= { count: 0, latencies: [], classes: {} };
  return stats.kinds[kind];
}

function count(target, key) {
  target[key] = (target[key] ?? 0) + 1;
}

/** The figures of `stats`: per request kind and in all (requests, status classes, p50 and p99 in ms). */
export function summarize(stats, seconds = (performance.now() - stats.startedAt) / 1000) {
  const row = (name, k) => ({
    kind: name,
    requests: k.count,
    ...k.classes,
    p50: k.latencies.length ? Math.round(percentile(k.latencies, 50)) : null,
    p99: k.latencies.length ? Math.round(percentile(k.latencies, 99)) : null,
  });
  const kinds = Object.entries(stats.kinds).sort(([a], [b]) => a.localeCompare(b));
  const all = { count: 0, latencies: [], classes: {} };
  for (const [, k] of kinds) {
    all.count += k.count;
    for (const ms of k.latencies) all.latencies.push(ms);
    for (const [c, n] of Object.entries(k.classes)) all.classes[c] = (all.classes[c] ?? 0) + n;
  }
  return {
    seconds: Math.round(seconds),
    requests: all.count,
    perSecond: seconds > 0 ? Math.round((all.count / seconds) * 10) / 10 : 0,
    total: row('all', all),
    kinds: kinds.map(([name, k]) => row(name, k)),
    serverErrors: stats.serverErrors.length,
    networkErrors: stats.networkErrors,
    flows: stats.flows,
    acked: stats.acked,
  };
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

/** Thrown when a call of a flow did not succeed: the flow ends, the user starts another one. */
class FlowError extends Error {}

/** Thrown when the workload was told to stop while a flow waited (for a pin): neither done nor failed. */
class Stopped extends Error {}

/**
 * One request, counted under `kind`: form body (or none), JSON answer. Resolves the envelope on success,
 * throws a FlowError otherwise (after counting the status class; a 5xx is also kept whole).
 */
async function call(ctx, kind, method, path, { form, cookie, query } = {}) {
  const { url, stats } = ctx;
  // After the abort no new request starts; the ones under way finish (or are cut off by a kill).
  if (ctx.signal?.aborted) throw new Stopped();
  const target = `${url}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const headers = { accept: 'application/json', 'accept-language': 'en' };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (cookie) headers.cookie = cookie;
  const k = kindOf(stats, kind);
  const started = performance.now();
  stats.inFlight += 1;
  let res;
  let text;
  try {
    res = await fetch(target, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    k.count += 1;
    count(k.classes, 'network');
    stats.networkErrors += 1;
    throw new FlowError(`${method} ${path}: ${error.cause?.code ?? error.name}`);
  } finally {
    stats.inFlight -= 1;
  }
  k.count += 1;
  k.latencies.push(performance.now() - started);
  count(k.classes, `${Math.floor(res.status / 100)}xx`);
  if (res.status >= 500) stats.serverErrors.push({ kind, method, path, status: res.status, body: text });
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FlowError(`${method} ${path}: ${res.status}, not JSON`);
  }
  if (!res.ok || !body.success) throw new FlowError(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { body, res };
}

function sessionCookieOf(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------------------------------------------------
// Mail: where the transfer pins are read

/** The pin of a mail's text: a line of exactly six digits (the pin block of every pin mail). */
function pinOf(text) {
  return /^(\d{6})\r?$/m.exec(text)?.[1] ?? null;
}

/** Waits until `read()` answers something, or the time-out, or the abort. */
async function poll(read, signal, timeoutMs = PIN_WAIT_MS) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && !signal?.aborted) {
    const found = await read();
    if (found) return found;
    await sleep(50);
  }
  return null;
}

/**
 * A local SMTP server that receives the server's mails (start the server with SMTP_URL = smtpUrl): the
 * production path of e-mail, outbox worker included. `seen(email)` marks the mails so far; `pinAfter(email,
 * mark)` waits for a pin mailed after the mark. It outlives server restarts (the outbox delivers later).
 */
export async function startMailSink() {
  const pins = new Map(); // recipient -> pins in order of arrival
  let received = 0;
  const thread = new Worker(new URL('./mail-sink-thread.mjs', import.meta.url));
  const port = await new Promise((resolve, reject) => {
    thread.once('error', reject);
    thread.on('message', (message) => {
      if (message.port) return resolve(message.port);
      received += 1;
      // Quoted-printable soft breaks joined; digits are never encoded.
      const pin = pinOf(message.text.replace(/=\r?\n/g, ''));
      if (pin)
        for (const address of message.recipients) pins.set(address, [...(pins.get(address) ?? []), pin]);
    });
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received: () => received,
    seen: async (email) => pins.get(email.toLowerCase())?.length ?? 0,
    pinAfter: (email, mark, signal) =>
      poll(async () => pins.get(email.toLowerCase())?.[mark] ?? null, signal),
    close: async () => {
      thread.postMessage('close');
      await new Promise((resolve) => thread.once('exit', resolve));
    },
  };
}

/** The same interface over GET /dev/mailbox?to= (JSON), for a server that is not in production. */
export function devMailbox(url) {
  const pinsTo = async (email) => {
    const res = await fetch(`${url}/dev/mailbox?${new URLSearchParams({ to: email })}`, {
      headers: { accept: 'application/json' },
    });
    const body = await res.json();
    // Newest first: reversed, so that a mark counts from the oldest.
    return body.model.mails
      .map((m) => pinOf(m.text))
      .filter(Boolean)
      .reverse();
  };
  return {
    smtpUrl: undefined,
    seen: async (email) => (await pinsTo(email)).length,
    pinAfter: (email, mark, signal) => poll(async () => (await pinsTo(email))[mark] ?? null, signal),
    close: async () => {},
  };
}

// ---------------------------------------------------------------------------------------------------------
// Set-up: the catalogue and the simulated users

/** The demo catalogue as a visitor sees it: the chefs' store names and their dishes' ids. */
export async function loadCatalogue(ctx) {
  const { body } = await call(ctx, 'merchants', 'POST', '/store/merchants', {
    form: { page: '0', valid: 'true' },
  });
  const chefs = [];
  for (const merchant of body.model.merchants) {
    const { body: store } = await call(ctx, 'products', 'POST', '/store/products', {
      form: { nickname: merchant.storeName },
    });
    const productIds = store.model.products.map((p) => p.product.id);
    if (productIds.length > 0) chefs.push({ nickname: merchant.storeName, productIds });
  }
  if (chefs.length === 0) throw new Error('no chef with dishes: start the server with SEED_DEMO=true');
  return chefs;
}

/**
 * Registers `count` users through the API (e-mails unique to this run), confirms each with the pin mailed
 * to it (`mail`: the SMTP sink or the dev mailbox), which signs it in, and gives each a first top-up so that
 * transfers have coins to move. Answers { users, chefs } for runWorkload.
 */
export async function prepareUsers({ url, count: n, stats, mail, topUpCents = 5000, concurrency = 5 }) {
  const ctx = { url, stats };
  const chefs = await loadCatalogue(ctx);
  const run = Date.now().toString(36);
  const users = Array.from({ length: n }, (_, i) => ({ email: `sim-${run}-${i}@soak.test`, cookie: '' }));
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      const mark = await mail.seen(user.email);
      await call(ctx, 'register', 'POST', '/register', {
        form: { identityKey: user.email, type: 'email', password: PASSWORD },
      });
      const pin = await mail.pinAfter(user.email, mark);
      if (!pin) throw new FlowError(`no registration pin for ${user.email}`);
      const { res } = await call(ctx, 'register-confirm', 'POST', '/register-confirm', {
        form: { identityKey: user.email, password: PASSWORD, pin },
      });
      user.cookie = sessionCookieOf(res);
      if (topUpCents > 0) await topUp(ctx, user, topUpCents);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { users, chefs };
}

// ---------------------------------------------------------------------------------------------------------
// The flows

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

async function browse(ctx) {
  const chef = pick(ctx.world.chefs);
  const productId = pick(chef.productIds);
  await call(ctx, 'merchants', 'POST', '/store/merchants', {
    form: {
      page: String(between(0, 1)),
      valid: 'true',
      kitchenType: pick(KITCHENS),
      city: pick(CITIES),
      hourRate: pick(RATES),
    },
  });
  await call(ctx, 'products', 'POST', '/store/products', { form: { nickname: chef.nickname } });
  await call(ctx, 'product', 'GET', '/store/product', { query: { productId } });
  const items = [{ productId, productVolume: between(1, 3) }];
  await call(ctx, 'fees', 'POST', '/store/calculate-fees', {
    form: { items: JSON.stringify(items), payInCash: String(Math.random() < 0.5) },
  });
  if (Math.random() < 0.3) await call(ctx, 'ask', 'POST', `/ask?q=${encodeURIComponent(pick(QUESTIONS))}`);
}

async function checkout(ctx, user) {
  const chef = pick(ctx.world.chefs);
  const line = () => ({ productId: String(pick(chef.productIds)), productVolume: String(between(1, 3)) });
  const first = line();
  // A chef with a schedule takes only a free start (decision 063): one of theirs, else any future time.
  const dayOf = (days) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(
      new Date(Date.now() + days * DAY_S * 1000),
    );
  const slots = await call(ctx, 'slots', 'GET', '/store/chef-slots', {
    query: { items: JSON.stringify([first]), from: dayOf(2), to: dayOf(30) },
  });
  const { configured, starts } = slots.body.model;
  if (configured && starts.length === 0) return;
  const deliverAt = configured ? pick(starts) : Math.floor(Date.now() / 1000) + between(2, 30) * DAY_S;
  let { body } = await call(ctx, 'order', 'POST', '/store/order', {
    cookie: user.cookie,
    form: { ...first, payInCash: String(Math.random() < 0.3), serviceDeliveryDate: String(deliverAt) },
  });
  ctx.stats.acked.orders += 1;
  const orderId = body.model.order.id;
  // The address must be in the city the start was held for (decision 068): the order answers it.
  const city = body.model.order.city ?? 'Vilnius';
  if (Math.random() < 0.5) {
    ({ body } = await call(ctx, 'order-add', 'POST', '/store/order', {
      cookie: user.cookie,
      form: { ...line(), orderId: String(orderId) },
    }));
  }
  await call(ctx, 'order-address', 'POST', '/store/add-order-address', {
    cookie: user.cookie,
    form: {
      orderId: String(orderId),
      countryPhoneCode: '48',
      postalCode: 'LT-01100',
      state: 'Vilniaus apskritis',
      city,
      phone: '37061234567',
      formatted_address: `Gedimino pr. 1, ${city}`,
      title: 'Namai',
      placeType: '-1',
    },
  });
  await pay(ctx, user, 'order', { orderId: String(orderId), amount: String(body.model.order.onlineAmount) });
  await call(ctx, 'orders', 'GET', '/secure/orders', { cookie: user.cookie });
  await call(ctx, 'order-view', 'GET', '/secure/order', { cookie: user.cookie, query: { orderId } });
}

/** A payment intent and the test provider's card form, as the checkout and /buy pages send them. */
async function pay(ctx, user, what, intent) {
  const { body } = await call(ctx, `${what}-intent`, 'POST', '/secure/stripe-intent', {
    cookie: user.cookie,
    form: intent,
  });
  await call(ctx, `${what}-confirm`, 'POST', '/payments/test/confirm', {
    cookie: user.cookie,
    form: { intentId: body.model.id, ...GOOD_CARD },
  });
  ctx.stats.acked.payments += 1;
}

async function topUp(ctx, user, cents = between(2, 20) * 100) {
  await pay(ctx, user, 'top-up', { orderId: '0', amount: String(cents) });
}

async function transfer(ctx, user) {
  const others = ctx.world.users.filter((u) => u !== user);
  const recipient = pick(others);
  const mark = await ctx.mail.seen(user.email);
  await call(ctx, 'transfer-request', 'POST', '/secure/asset-request', {
    cookie: user.cookie,
    form: {
      volume: (between(1, 300) / 100).toFixed(2),
      recipientAddressType: '3',
      recipientAddress: recipient.email,
    },
  });
  const pin = await ctx.mail.pinAfter(user.email, mark, ctx.signal);
  if (!pin && ctx.signal?.aborted) throw new Stopped();
  if (!pin) throw new FlowError(`no transfer pin for ${user.email}`);
  await call(ctx, 'transfer-confirm', 'POST', '/secure/confirm-transfer', {
    cookie: user.cookie,
    form: { pin },
  });
  ctx.stats.acked.transfers += 1;
  if (Math.random() < 0.3) await call(ctx, 'wallet', 'GET', '/secure/wallet', { cookie: user.cookie });
}

const FLOWS = { browse, checkout, topUp: (ctx, user) => topUp(ctx, user), transfer };

function chooseFlow(mix) {
  const entries = Object.entries(mix).filter(([, weight]) => weight > 0);
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [name, weight] of entries) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return entries.at(-1)[0];
}

/**
 * Runs every user of `world` ({ users, chefs } from prepareUsers) in parallel, one flow after another
 * (chosen by `mix`, with `thinkMs` of pause between flows) until `signal` aborts. Resolves with `stats`
 * once every user has stopped; requests cut off by the abort or a dead server count as network errors.
 */
export async function runWorkload({
  url,
  world,
  mail,
  stats,
  signal,
  mix = DEFAULT_MIX,
  thinkMs = [0, 200],
}) {
  const ctx = { url, stats, signal, mail, world };
  const simulate = async (user) => {
    while (!signal.aborted) {
      const flow = chooseFlow(mix);
      const record = (stats.flows[flow] ??= { done: 0, failed: 0, stopped: 0, lastFailures: [] });
      try {
        await FLOWS[flow](ctx, user);
        record.done += 1;
      } catch (error) {
        if (error instanceof Stopped) {
          record.stopped += 1;
          continue;
        }
        if (!(error instanceof FlowError)) throw error;
        record.failed += 1;
        // The latest few reasons, to tell an expected refusal from a fault.
        record.lastFailures = [...record.lastFailures.slice(-4), error.message];
      }
      if (!signal.aborted) await sleep(between(thinkMs[0], thinkMs[1]));
    }
  };
  await Promise.all(world.users.map(simulate));
  return stats;
}
