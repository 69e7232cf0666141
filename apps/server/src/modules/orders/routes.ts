import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import {
  calculateFeesSchema,
  dogePaymentConfirmSchema,
  orderActionSchema,
  orderAddressSchema,
  orderItemSchema,
  orderQuerySchema,
} from '@hearth/domain/orders';
import { orderRelationRequestSchema, relateOrderSchema } from '@hearth/domain/validation';
import { ok, parseInput } from '../../envelope.ts';
import { requireVerifiedUser } from '../../plugins/session.ts';
import { toAuthorized } from '../auth/auth-service.ts';
import { pinMessage } from '../auth/pin-service.ts';
import { requestLanguage } from '../auth/routes.ts';
import { confirmDogePayment } from '../payments/payment-service.ts';
import { checkoutToken, freshCheckoutToken, setCheckoutCookie } from './checkout-cookie.ts';
import { performOrderAction } from './order-action-service.ts';
import { relateOrderToUser, requestOrderLink } from './order-linking-service.ts';
import * as orders from './order-service.ts';
import { getOrder, listBuyerOrders, listSellerOrders, viewOrder } from './order-view-service.ts';

/** The checkout and order calls, order linking included (decision 021). */
export async function orderRoutes(app: FastifyInstance) {
  const requester = async (request: FastifyRequest): Promise<orders.Requester> => ({
    user: await request.currentUser(),
    checkoutTokenHash: checkoutToken(request)?.hash ?? null,
  });
  // The linking calls take pins: limited like the sign-in calls.
  const limitLinking = (request: FastifyRequest) =>
    app.hitRateLimit(`auth:ip:${request.ip}`, app.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);

  app.post('/store/calculate-fees', async (request) => {
    const input = parseInput(calculateFeesSchema, request.body);
    return ok({ fees: await orders.calculateCartFees(app, input) });
  });

  app.post('/store/order', async (request, reply) => {
    const input = parseInput(orderItemSchema, request.body);
    // A visitor may order; a signed-in account must have proved its address (docs/decisions/043).
    if (await request.currentUser()) await requireVerifiedUser(request);
    if (input.orderId !== undefined) {
      return ok({ order: await orders.addOrderItem(app, await requester(request), input.orderId, input) });
    }
    // New orders are rows anyone may create without an account: limited per client address.
    await app.hitRateLimit(`order:ip:${request.ip}`, app.config.ORDERS_PER_HOUR, 3600);
    const user = await request.currentUser();
    // An anonymous order belongs to this browser: its cookie is given (or renewed) once the order exists.
    const token = user ? null : (checkoutToken(request) ?? freshCheckoutToken());
    const order = await orders.createOrder(
      app,
      { user, checkoutTokenHash: token?.hash ?? null, language: requestLanguage(request) },
      input,
    );
    if (token) setCheckoutCookie(app, request, reply, token.value);
    return ok({ order });
  });

  app.post('/store/add-order-address', async (request) => {
    const input = parseInput(orderAddressSchema, request.body);
    await orders.setOrderAddress(app, await requester(request), input);
    return ok();
  });

  app.post('/store/order-relation-request', async (request) => {
    await limitLinking(request);
    const input = parseInput(
      orderRelationRequestSchema,
      digits(request.body),
      MESSAGES.orderLinkingRequestFailed,
    );
    const delivery = await requestOrderLink(app, await requester(request), {
      ...input,
      clientIp: request.ip,
    });
    return ok(undefined, pinMessage(delivery, MESSAGES.oneTimePinSent));
  });

  app.post('/store/relate-order-to-user', async (request, reply) => {
    await limitLinking(request);
    const input = parseInput(relateOrderSchema, digits(request.body), MESSAGES.orderLinkingFailed);
    const user = await relateOrderToUser(app, await requester(request), input);
    await reply.startSession(user.id, 'pin');
    return ok({ authorized: toAuthorized(user) });
  });

  app.get('/secure/orders', async (request) => {
    return ok(await listBuyerOrders(app, await request.requireUser()));
  });

  app.get('/secure/seller-orders', async (request) => {
    return ok({ orders: await listSellerOrders(app, await request.requireUser()) });
  });

  app.get('/secure/order', async (request) => {
    const viewer = await request.requireUser();
    const { orderId } = parseInput(orderQuerySchema, request.query);
    return ok({ order: await getOrder(app, viewer, orderId) });
  });

  app.post('/secure/order-action', async (request) => {
    const viewer = await request.requireUser();
    const input = parseInput(orderActionSchema, request.body);
    return ok({ order: await performOrderAction(app, viewer, input) }, MESSAGES.orderUpdated);
  });

  // The pin that pays what an order owes from the DOGE wallet (payments moves the coins); answers the order.
  app.post('/secure/doge-payment-confirm', async (request) => {
    const user = await request.requireUser();
    const input = parseInput(dogePaymentConfirmSchema, request.body);
    const orderId = await confirmDogePayment(app, user, input);
    return ok({ order: await viewOrder(app, orderId, user) });
  });
}

/** The linking calls take orderId as digits; a JSON body may send it as a number. */
function digits(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { orderId } = body as { orderId?: unknown };
  return typeof orderId === 'number' && Number.isSafeInteger(orderId)
    ? { ...body, orderId: String(orderId) }
    : body;
}
