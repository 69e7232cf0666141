import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { TEST_ENV, useTestApp } from '../test/test-app.ts';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORTS_PER_MINUTE } from './csp-report.ts';

/** Decision 046: POST /csp-report takes the browsers' two report formats, small, a budget per client. */

const ctx = useTestApp();

const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/mp',
    'blocked-uri': 'inline',
    'effective-directive': 'style-src-elem',
    'violated-directive': 'style-src-elem',
    'source-file': 'http://localhost:3000/assets/app.js',
    'line-number': 12,
    disposition: 'enforce',
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost:3000/mp',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://localhost:3000/mp',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

function report(
  payload: unknown,
  contentType: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { 'content-type': contentType, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /csp-report', () => {
  it.each([
    ['report-uri (application/csp-report)', LEGACY, 'application/csp-report'],
    ['report-to (application/reports+json)', REPORTING_API, 'application/reports+json'],
  ])('takes %s with no Origin, or our own, and answers 204', async (_, payload, type) => {
    const res = await report(payload, type);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(
      (await report(payload, type, { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(204);
  });

  it("refuses another site's Origin like any write", async () => {
    const res = await report(LEGACY, 'application/csp-report', { origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['JSON', 'application/json', LEGACY, 415],
    ['a form', 'application/x-www-form-urlencoded', 'a=1', 415],
    ['text', 'text/plain', 'x', 415],
    ['a report that is not JSON', 'application/csp-report', '{"csp-report":', 400],
    ['JSON that is no report', 'application/csp-report', { hello: 1 }, 400],
    ['a batch without a CSP violation', 'application/reports+json', [{ type: 'deprecation', body: {} }], 400],
    [
      'a report nested too deep',
      'application/csp-report',
      `{"csp-report":${'['.repeat(40)}${']'.repeat(40)}}`,
      400,
    ],
    [
      'a report past the size limit',
      'application/csp-report',
      { 'csp-report': { x: 'a'.repeat(CSP_REPORT_BODY_LIMIT) } },
      413,
    ],
  ])('answers %s sent as %s in the envelope', async (_, type, payload, status) => {
    const res = await report(payload, type);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, messages: [{ message: expect.any(String) }] });
  });

  it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one client, then 429; others still get through`, async () => {
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i += 1)
      expect((await report(LEGACY, 'application/csp-report', {}, '10.0.0.1')).statusCode).toBe(204);
    expect((await report(LEGACY, 'application/csp-report', {}, '10.0.0.1')).statusCode).toBe(429);
    expect((await report(LEGACY, 'application/csp-report', {}, '10.0.0.2')).statusCode).toBe(204);
  });
});

describe('the log line of a report', () => {
  it('is a warning with the request id and the violation, texts cut short', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV, LOG_LEVEL: 'warn' }),
      database: ctx.app.database,
      logStream: sink,
    });
    try {
      const long = {
        'csp-report': { ...LEGACY['csp-report'], 'blocked-uri': `http://x/${'a'.repeat(5000)}` },
      };
      const res = await app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report', 'x-request-id': 'report-1' },
        payload: JSON.stringify(long),
      });
      expect(res.statusCode).toBe(204);
      const line = lines.find((l) => l.msg === 'CSP violation');
      expect(line).toMatchObject({
        level: 40,
        reqId: 'report-1',
        cspViolation: {
          documentURL: 'http://localhost:3000/mp',
          effectiveDirective: 'style-src-elem',
          lineNumber: '12',
        },
      });
      expect(String((line?.cspViolation as { blockedURL: string }).blockedURL).length).toBeLessThanOrEqual(
        300,
      );
    } finally {
      await app.close();
    }
  });
});
