import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@hearth/domain/messages';
import { AppError, TooManyRequests } from '../errors.ts';
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
      const retryAfter = error instanceof TooManyRequests ? error.retryAfterSeconds : undefined;
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
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(fail(MESSAGES.unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(MESSAGES.serverError));
  });
});

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isConnectionFailure(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && CONNECTION_CODES.has(code)) return true;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === 'string' && CONNECTION_CODES.has(c)) return true;
    const m = (e as { message?: unknown }).message;
    if (typeof m === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(m))
      return true;
  }
  return false;
}
