import { z } from 'zod';
import { devMailModel } from '../api.ts';
import { devMailboxQuerySchema, siteConfigModel } from '../site.ts';
import { defineContract } from './contract.ts';

/** The site itself: its public settings, the browsers' CSP reports and, in development, the outbox. */

export const getConfig = defineContract({
  name: 'getConfig',
  resource: 'site',
  method: 'GET',
  path: '/config',
  summary: 'The public settings the web client needs: links, fees, the card provider and the DOGE rate.',
  roles: ['visitor'],
  model: siteConfigModel,
  errors: [],
});

/**
 * Browsers post the Content-Security-Policy's violations here (decision 046), as application/csp-report
 * (report-uri) or application/reports+json (report-to); any other body is a 415. Each is logged, and the
 * answer is 204 with no body. The server reads the reports' known fields itself: no schema, since a browser's
 * report is whatever the browser sends.
 */
export const reportCspViolation = defineContract({
  name: 'reportCspViolation',
  resource: 'site',
  method: 'POST',
  path: '/csp-report',
  summary: "Takes a browser's Content-Security-Policy violation reports and answers 204 with no body.",
  roles: ['visitor'],
  errors: [],
});

/**
 * Development and tests only (the server does not register it in production), and only from this machine
 * (decision 046): anyone else gets the 404 of an unknown path. A browser asking for text/html gets a page.
 */
export const listDevMail = defineContract({
  name: 'listDevMail',
  resource: 'site',
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'The newest 100 mails of the outbox, to one address if asked: JSON, or a page for a browser.',
  roles: ['visitor'],
  input: { query: devMailboxQuerySchema },
  model: z.object({ mails: z.array(devMailModel) }),
  errors: [],
});
