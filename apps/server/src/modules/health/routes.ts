import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import { health } from '@hearth/domain/contracts/health';
import { route } from '../../contract-routes.ts';
import { fail, ok } from '../../envelope.ts';

const PING_TIMEOUT_MS = 2_000;

/** GET /health: the process answers and the database answers within two seconds. */
export async function healthRoutes(app: FastifyInstance) {
  route(app, health, async ({ request, reply }) => {
    try {
      await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
      return ok({ status: 'ok' as const, database: app.database.kind });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({
        ...fail(MESSAGES.unavailable),
        model: { status: 'unavailable', database: app.database.kind },
      });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
