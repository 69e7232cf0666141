import type { FastifyInstance } from 'fastify';
import { reportCspViolation } from '@hearth/domain/contracts/site';
import { route } from '../contract-routes.ts';
import { Invalid } from '../errors.ts';
import { jsonBodyParser } from './body-parsers.ts';

/** A report is a few hundred bytes; a batch of the Reporting API a few of them. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports per client address and minute: a page in a loop must not fill the log. */
export const CSP_REPORTS_PER_MINUTE = 30;
/** Reports logged from one body (a Reporting API batch), and the characters kept of each text in it. */
const REPORTS_PER_BODY = 5;
const TEXT_KEPT = 300;

/** report-uri sends application/csp-report, report-to (the Reporting API) application/reports+json. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** The fields of a violation worth a log line, in both formats (report-uri's kebab-case, report-to's camelCase). */
const FIELDS: [string, string][] = [
  ['document-uri', 'documentURL'],
  ['blocked-uri', 'blockedURL'],
  ['effective-directive', 'effectiveDirective'],
  ['violated-directive', 'effectiveDirective'],
  ['source-file', 'sourceFile'],
  ['line-number', 'lineNumber'],
  ['disposition', 'disposition'],
  ['script-sample', 'sample'],
];

/**
 * POST /csp-report: where browsers send the Content-Security-Policy's violations (decision 046). Each is
 * logged at warn with the request id and answered 204. Only the two report types are read (any other body
 * is a 415), bodies are small, and each client address has a per-minute budget. The cross-site check
 * applies as to any write: browsers send reports without an Origin or with ours, which it lets through.
 */
export async function cspReportRoutes(app: FastifyInstance) {
  // In this scope only: the JSON, form and multipart parsers of the rest of the API do not reach the route.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'buffer', bodyLimit: CSP_REPORT_BODY_LIMIT },
    jsonBodyParser(app),
  );

  route(
    app,
    reportCspViolation,
    async ({ request, reply }) => {
      await app.hitRateLimit(`csp-report:${request.ip}`, CSP_REPORTS_PER_MINUTE, 60);
      const reports = violationsOf(request.body);
      if (reports.length === 0) throw new Invalid();
      for (const report of reports.slice(0, REPORTS_PER_BODY))
        request.log.warn({ cspViolation: report }, 'CSP violation');
      return reply.status(204).send();
    },
    { bodyLimit: CSP_REPORT_BODY_LIMIT },
  );
}

/** The violations of a body: report-uri's `{"csp-report": {...}}` or report-to's `[{type, body}, ...]`. */
function violationsOf(body: unknown): Record<string, string>[] {
  if (Array.isArray(body)) {
    return body
      .filter(
        (item): item is { type: unknown; body: unknown } => isObject(item) && item.type === 'csp-violation',
      )
      .flatMap((item) => (isObject(item.body) ? [summary(item.body)] : []));
  }
  if (isObject(body) && isObject(body['csp-report'])) return [summary(body['csp-report'])];
  return [];
}

function summary(report: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [legacy, modern] of FIELDS) {
    const value = report[legacy] ?? report[modern];
    if (typeof value === 'string' || typeof value === 'number')
      out[modern] ??= String(value).slice(0, TEXT_KEPT);
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
