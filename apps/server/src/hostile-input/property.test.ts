import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../checks/invariants.ts';
import { ENDPOINTS, type Endpoint } from './world-requests.ts';
import {
  cookieOf,
  expectEnvelope,
  registeredRoutes,
  malformedBodies,
  send,
  useHostileWorld,
  type Encoding,
} from './hostile-input-test-helpers.ts';
import {
  applyMutations,
  hugeStrings,
  mutationsFor,
  NOT_AN_OBJECT,
  type Entries,
} from './schema-arbitraries.ts';

/**
 * Property-based hostile input for every endpoint (decision 033): at least 200 generated cases per
 * endpoint, each sent in every encoding the endpoint reads, as the user it needs. Every answer is below 500
 * and in the envelope; after each endpoint's run the database invariants hold.
 *
 * The cases are the same on every run (a fixed seed, as every test here is deterministic):
 * `HOSTILE_SEED=random` explores new ones, `HOSTILE_SEED=<n>` replays the seed a failure printed with its
 * shrunk case, and `HOSTILE_RUNS` raises the number of cases.
 */

const MIN_RUNS = 200;
const RUNS = Math.max(MIN_RUNS, Number(process.env.HOSTILE_RUNS) || MIN_RUNS);
const DEFAULT_SEED = 20261125;
const SEED =
  process.env.HOSTILE_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.HOSTILE_SEED) || DEFAULT_SEED;
const BODY_LIMIT_BYTES = 1_048_576;
const HUGE = hugeStrings(BODY_LIMIT_BYTES);

const ctx = useHostileWorld({ BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) });

// The figures of the run (the issue's closing note asks for the cases tried), printed at the end.
const tally = { endpoints: 0, cases: 0, requests: 0, startedAt: Date.now() };
afterAll(() => {
  const seconds = ((Date.now() - tally.startedAt) / 1000).toFixed(1);
  console.log(
    `hostile input: ${tally.endpoints} endpoints, ${tally.cases} cases, ${tally.requests} requests, ` +
      `seed ${SEED}, no 5xx, invariants held; ${seconds} s on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
});

/** The valid requests the service cannot accept, and why: a secret the suite does not read from a mail. */
const NOT_ACCEPTED: Record<string, number> = {
  'POST /pin-login': 400, // the mailed pin is not read: a wrong pin
  'POST /store/relate-order-to-user': 400, // the same
  'POST /secure/confirm-transfer': 400, // the same
  'POST /secure/doge-payment-confirm': 404, // the DOGE payment's intent comes with a mailed pin: none here
  'POST /payments/stripe/webhook': 404, // the test provider takes the payments: no webhook
  'POST /csp-report': 415, // browsers send reports as application/csp-report or reports+json only
  'POST /register-confirm': 400, // the registration's mailed pin is not read: a wrong pin
  'POST /password-reset': 400, // the same
  'POST /secure/session-end': 404, // a made-up session id is nobody's
  'POST /secure/logout-everywhere': 401, // sent by a visitor (see the catalogue)
};

function encodingsOf(endpoint: Endpoint): Encoding[] {
  if (endpoint.method === 'GET' || endpoint.input === 'query' || endpoint.input === 'params')
    return ['query'];
  return endpoint.multipart ? ['form', 'json', 'multipart'] : ['form', 'json'];
}

/**
 * The URL of a case: path parameters filled from the entries (the rest goes to the query string), also for
 * a contract that reads a query beside its path (a dish image's ?w=&format=, decision 054).
 */
function urlOf(endpoint: Endpoint, entries: Entries): { url: string; rest: Entries } {
  if (!endpoint.path.includes(':')) return { url: endpoint.path, rest: entries };
  const params = new Map(entries);
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => pathSegment(params.get(name)));
  return { url, rest: entries.filter(([k]) => !endpoint.path.includes(`:${k}`)) };
}

/**
 * Any value as a path segment, every byte percent-encoded (a lone surrogate becomes U+FFFD's bytes); text
 * that is already an escape (`%00`, `%E0%A4%A`) goes as it is, so a malformed one reaches the router.
 */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (text.startsWith('%')) return text;
  return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

function sendCase(endpoint: Endpoint, entries: Entries, encoding: Encoding, rawBody: string | null) {
  const cookie = endpoint.cookie?.(ctx.world) ?? cookieOf(ctx.world, endpoint.as);
  const { url, rest } = urlOf(endpoint, entries);
  if (rawBody !== null && encoding === 'json') {
    return ctx.app.inject({
      method: endpoint.method,
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: rawBody,
    });
  }
  return send(ctx.app, { method: endpoint.method, url, entries: rest, encoding, cookie });
}

function checkAnswer(endpoint: Endpoint, res: LightMyRequestResponse, context: string) {
  const bytes = endpoint.bytes && (res.statusCode < 300 || res.statusCode === 304);
  if (bytes) expect(res.statusCode, context).toBeLessThan(500);
  else expectEnvelope(res, context);
}

/**
 * Routes that are not the API, and why. HEAD routes are Fastify's automatic twins of the GETs (the same
 * handler, no body); the web app's static files and the SPA fallback exist only with a built web app and
 * answer files, not the API (the tests run without one).
 */
const NOT_THE_API: { method: string; path: RegExp }[] = [
  { method: 'HEAD', path: /.*/ },
  { method: 'GET', path: /^\/\*$|^\/assets\// },
];

describe('the endpoints', () => {
  it('are the registered routes: each has a contract, and each contract is registered once', () => {
    const routes = registeredRoutes(ctx.app).filter(
      ({ method, path }) => !NOT_THE_API.some((a) => a.method === method && a.path.test(path)),
    );
    const contracts = ctx.app.contracts.map((c) => `${c.method} ${c.path}`);
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...contracts].sort());
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual([...contracts].sort());
    expect(new Set(contracts).size).toBe(contracts.length);
    console.log(
      `endpoints: ${routes.length} routes registered, ${contracts.length} contracts, ${ENDPOINTS.length} in the suite`,
    );
  });

  it('starts from a sound world', async () => {
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
  });

  it('has valid requests that the services accept', async () => {
    const answered: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const encoding = endpoint.multipart ? 'multipart' : encodingsOf(endpoint)[0]!;
      const res = await sendCase(endpoint, Object.entries(endpoint.valid(ctx.world)), encoding, null);
      answered.push(`${endpoint.method} ${endpoint.path} ${res.statusCode}`);
    }
    const expected = ENDPOINTS.map(
      (e) => `${e.method} ${e.path} ${NOT_ACCEPTED[`${e.method} ${e.path}`] ?? 200}`,
    );
    expect(answered).toEqual(expected);
  });
});

describe.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_, endpoint) => {
  it(`never answers a hostile case with a 5xx or outside the envelope (${RUNS} cases), and the invariants hold`, async () => {
    const cases = fc.record({
      mutations: mutationsFor(endpoint.schema, {
        huge: endpoint.input === 'body' ? HUGE : undefined,
        extraFields: endpoint.fields,
        valid: endpoint.valid(ctx.world),
      }),
      rawBody:
        endpoint.input === 'body'
          ? fc.option(fc.constantFrom(...NOT_AN_OBJECT), { freq: 8 })
          : fc.constant(null),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ mutations, rawBody }) => {
        const entries = applyMutations(endpoint.valid(ctx.world), mutations);
        tally.cases += 1;
        for (const encoding of encodingsOf(endpoint)) {
          tally.requests += 1;
          const res = await sendCase(endpoint, entries, encoding, rawBody);
          checkAnswer(endpoint, res, `${endpoint.method} ${endpoint.path} as ${endpoint.as} (${encoding})`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(await checkInvariants(ctx.app.db)).toEqual([]);
    tally.endpoints += 1;
  }, 300_000);
});

/** Endpoints that read their body their own way, and what a malformed body of another kind gets there. */
const OWN_BODY_READERS: Record<string, number[]> = {
  // Any bytes are read for the signature check; the test provider has no webhook (404).
  'POST /payments/stripe/webhook': [400, 404],
  // Only the two report types are read (plugins/csp-report.ts); a multipart type the server-wide check
  // refuses before any parser (no boundary, another charset) stays a 400.
  'POST /csp-report': [400, 415],
  // Sent by a visitor (see the catalogue): a /secure path refuses the missing session before it reads the
  // body, but for the bodies refused even earlier (400).
  'POST /secure/logout-everywhere': [400, 401],
};

describe.each(ENDPOINTS.filter((e) => e.method === 'POST').map((e) => [`${e.method} ${e.path}`, e] as const))(
  '%s with malformed bodies',
  (name, endpoint) => {
    it.each(malformedBodies().map((b) => [b.name, b] as const))(
      'refuses %s in the envelope before its handler, changing nothing',
      async (_, body) => {
        const cookie = endpoint.cookie?.(ctx.world) ?? cookieOf(ctx.world, endpoint.as);
        const res = await ctx.app.inject({
          method: 'POST',
          url: urlOf(endpoint, Object.entries(endpoint.valid(ctx.world))).url,
          headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
          payload: body.payload,
        });
        tally.requests += 1;
        expectEnvelope(res, `${name}: ${body.name}`);
        expect(res.statusCode, `${name}: ${body.name}\n${res.body}`).toBeOneOf(
          OWN_BODY_READERS[name] ?? body.statuses,
        );
        expect(res.json()).toMatchObject({ success: false });
      },
    );
  },
);

it('leaves the database sound after the malformed bodies', async () => {
  expect(await checkInvariants(ctx.app.db)).toEqual([]);
});
