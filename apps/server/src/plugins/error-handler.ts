import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@hearth/domain/messages';
import { AppError, TooManyRequests, Unavailable } from '../errors.ts';
import { fail } from '../envelope.ts';
import { pgErrorCode } from '../db/database.ts';

/**
 * The central error handler: domain errors become the envelope with their status; framework errors caused
 * by the request (bad JSON, too large, wrong content type) become 4xx; anything else is a 500 that hides
 * internals and is logged with the request id. A lost database connection answers 503.
 */
export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const retryAfter =
        error instanceof TooManyRequests || error instanceof Unavailable
          ? error.retryAfterSeconds
          : undefined;
      if (retryAfter) void reply.header('retry-after', String(retryAfter));
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply.status(error.statusCode).send(fail(error.message, error.fieldErrors));
    }
    const status = error.statusCode;
    const code = 'code' in error ? error.code : undefined;
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send(fail(MESSAGES.tooLarge));
    }
    if (status === 415) return reply.status(415).send(fail(MESSAGES.validationFailed));
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(fail(status === 429 ? MESSAGES.rateLimited : MESSAGES.validationFailed));
    }
    if (isBadInputForTheDatabase(error)) {
      // Validation let through a value PostgreSQL refuses (a NUL byte in a text): the request's fault, not
      // the server's; the statement failed, so its transaction wrote nothing. Logged: a rule is missing.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(fail(MESSAGES.validationFailed));
    }
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(fail(MESSAGES.unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(MESSAGES.serverError));
  });
});

// What node-postgres, the socket and PostgreSQL say when the database is stopped, restarting or out of reach.
const CONNECTION_CODES = new Set([
  // the socket
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // PostgreSQL: too_many_connections; class 08, connection exceptions
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

// node-postgres's own errors carry no code: a connection that ended or broke under a query, a client left
// unusable by that, and the pool's wait for a connection running out.
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout/i;

/**
 * PostgreSQL's data exceptions that only a request's value causes: a character the encoding cannot hold
 * (22021: NUL in a text), an untranslatable character, a text too long for its column, a number out of
 * range or not a number.
 */
const BAD_INPUT_CODES = new Set(['22021', '22P05', '22001', '22003', '22P02']);

function isBadInputForTheDatabase(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && BAD_INPUT_CODES.has(code);
}

/** True when the error (or any error it wraps) says the database cannot be reached right now. */
export function isConnectionFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // Several addresses tried at once (localhost: ::1 and 127.0.0.1) fail as one AggregateError.
    if (Array.isArray(errors) && errors.some(isConnectionFailure)) return true;
  }
  return false;
}
