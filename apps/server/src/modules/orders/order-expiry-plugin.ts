import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cancelExpiredOrders } from './order-action-service.ts';

/** How often the orders left unpaid past UNPAID_ORDER_TTL_MINUTES are looked for. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Cancels orders left unpaid past UNPAID_ORDER_TTL_MINUTES, every minute, on every instance (an order's lock
 * makes each cancellation happen once). Tests (NODE_ENV=test) call cancelExpiredOrders themselves, with
 * their own clock.
 */
export const orderExpiryPlugin = fp(
  async function orderExpiry(app: FastifyInstance) {
    if (app.config.NODE_ENV === 'test') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = cancelExpiredOrders(app)
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'unpaid orders cancelled');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'unpaid orders: cannot cancel now; later'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'order-expiry' },
);
