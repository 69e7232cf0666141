import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerPeriodicSweep } from '../../plugins/periodic-sweep.ts';
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
    registerPeriodicSweep(app, {
      name: 'unpaid orders',
      intervalMs: SWEEP_INTERVAL_MS,
      run: async () => ({ cancelled: await cancelExpiredOrders(app) }),
    });
  },
  { name: 'order-expiry' },
);
