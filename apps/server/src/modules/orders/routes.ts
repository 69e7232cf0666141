import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { toAuthorized } from '../auth/auth-service.ts';
import { pinMessage } from '../auth/pin-service.ts';
import { requestLanguage } from '../auth/routes.ts';
import { confirmDogePayment } from '../payments/payment-service.ts';
import { checkoutDetails } from './checkout-details-service.ts';
import { checkoutToken, freshCheckoutToken, setCheckoutCookie } from './checkout-cookie.ts';
import { performOrderAction } from './order-action-service.ts';
import { relateOrderToUser, requestOrderLink } from './order-linking-service.ts';
import * as orders from './order-service.ts';
import {
  getOrder,
  listBuyerOrders,
  listSellerOrders,
  listUpcomingBookings,
  viewOrder,
} from './order-view-service.ts';

/** The checkout and order calls, order linking included (decision 021). */
export async function orderRoutes(app: FastifyInstance) {
  // A cart's fees follow only its dishes' prices and the chef's rate (the catalogue) and the configuration:
  // answered from the read cache while the catalogue's version holds (decision 074).
  route(app, contracts.calculateFees, async ({ reply, input }) =>
    app.readCache.catalogue(reply, `fees:${JSON.stringify(input)}`, async () =>
      ok({ fees: await orders.calculateCartFees(app, input) }),
    ),
  );

  route(app, contracts.addOrderItem, async ({ request, reply, input }) => {
    // A visitor may order; a signed-in account must have proved its address (the contract's `verified`).
    const user = await request.currentUser();
    if (input.orderId !== undefined) {
      return ok({ order: await orders.addOrderItem(app, await requester(request), input.orderId, input) });
    }
    // New orders are rows anyone may create without an account: limited per client address.
    await app.hitRateLimit(`order:ip:${request.ip}`, app.config.ORDERS_PER_HOUR, 3600);
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

  route(app, contracts.setOrderAddress, async ({ request, input }) => {
    await orders.setOrderAddress(app, await requester(request), input);
    return ok();
  });

  orderLinkingRoutes(app);

  route(app, contracts.listOrders, async ({ user, input }) =>
    ok(await listBuyerOrders(app, user, input.page)),
  );

  route(app, contracts.getCheckoutDetails, async ({ user }) => ok(await checkoutDetails(app, user)));

  route(app, contracts.listSellerOrders, async ({ user, input }) =>
    ok(await listSellerOrders(app, user, input.page)),
  );

  route(app, contracts.listUpcomingBookings, async ({ user }) =>
    ok({ orders: await listUpcomingBookings(app, user) }),
  );

  route(app, contracts.getOrder, async ({ user, input }) =>
    ok({ order: await getOrder(app, user, input.orderId) }),
  );

  route(app, contracts.performOrderAction, async ({ user, input }) =>
    ok({ order: await performOrderAction(app, user, input) }, MESSAGES.orderUpdated),
  );

  // The pin that pays what an order owes from the DOGE wallet (payments moves the coins); answers the order.
  route(app, contracts.confirmDogePayment, async ({ user, input }) => {
    const orderId = await confirmDogePayment(app, user, input);
    return ok({ order: await viewOrder(app, orderId, user) });
  });
}

/** Who asks: the signed-in user, and the browser's checkout cookie (an anonymous order is the browser's). */
async function requester(request: FastifyRequest): Promise<orders.Requester> {
  return {
    user: await request.currentUser(),
    checkoutTokenHash: checkoutToken(request)?.hash ?? null,
  };
}

/** Order linking: the pin calls of an anonymous order (decision 021). */
function orderLinkingRoutes(app: FastifyInstance): void {
  // The linking calls take pins: limited like the sign-in calls, counted before the input is read (a bad
  // input counts too); a bad input is refused with the call's own message (its contract's).
  const limitLinking = async (request: FastifyRequest) =>
    app.hitRateLimit(`auth:ip:${request.ip}`, app.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);

  route(
    app,
    contracts.requestOrderLink,
    async ({ request, input }) => {
      const delivery = await requestOrderLink(app, await requester(request), {
        ...input,
        clientIp: request.ip,
      });
      return ok(undefined, pinMessage(delivery, MESSAGES.oneTimePinSent));
    },
    { before: limitLinking },
  );

  route(
    app,
    contracts.linkOrder,
    async ({ request, reply, input }) => {
      const user = await relateOrderToUser(app, await requester(request), input);
      await reply.startSession(user.id, 'pin');
      return ok({ authorized: toAuthorized(user) });
    },
    { before: limitLinking },
  );
}
