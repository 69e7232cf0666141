import { queryOptions } from '@tanstack/react-query';
import { getOrder } from '@hearth/domain/contracts/orders';
import { apiQueryOptions } from './contract-client.ts';

/**
 * GET /secure/order?orderId=: one order for its customer, its chef or an operator (401 without a session;
 * 404 'pages.orders.orderNotFound' when it is unknown or not the viewer's). One query for the order page and
 * the checkout's payment, so that every write of the orders refreshes both.
 */
export const orderQueryOptions = (orderId: number) =>
  queryOptions({ ...apiQueryOptions(getOrder, { orderId }), select: (model) => model.order });
