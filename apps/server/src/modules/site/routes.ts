import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope.ts';

/** GET /config: the public settings the web client needs (links and fees shown on pages). */
export async function siteRoutes(app: FastifyInstance) {
  const model = {
    telegramBotUrl: app.config.TELEGRAM_BOT_URL ?? null,
    serviceFeeCents: app.config.SERVICE_FEE_CENTS,
  };
  app.get('/config', async () => ok(model));
}
