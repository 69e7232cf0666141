import type { FastifyInstance } from 'fastify';
import { moneyRows, orderMoney } from '@hearth/domain/order-money';
import { orderNumber } from '@hearth/domain/orders';
import type { Tx } from '../../db/database.ts';
import type { OrderMailParams, TemplateParams } from '../mail/templates.ts';
import { invoicesOfOrders } from '../invoices/invoice-service.ts';
import { moneyLines } from './order-model.ts';
import * as repo from './order-repository.ts';
import { publicPageUrl } from '../../config.ts';

/**
 * The mails of an order's changes (docs/product.md, orders): each goes to the chef and to the customer, each in
 * their own language, with the order's money as every screen shows it and, once there is one, its invoice.
 * An anonymous order's customer gets none until a pin links the order to an e-mail. They are written to the
 * outbox in the transaction of the change, so a change and its mails stand or fall together.
 */

type OrderTemplate =
  | 'order-paid'
  | 'order-confirmed'
  | 'order-delivered'
  | 'order-cancelled'
  | 'order-balance-due'
  | 'order-expired';
type Extra<T extends OrderTemplate> = Omit<TemplateParams[T], keyof OrderMailParams>;

export async function enqueueOrderMails<T extends OrderTemplate>(
  app: FastifyInstance,
  tx: Tx,
  order: repo.OrderRecord,
  template: T,
  extra: Extra<T>,
): Promise<void> {
  const recipients = await repo.findOrderRecipients(tx, order.id);
  if (!recipients) return;
  const common: Omit<OrderMailParams, 'recipient'> = {
    orderNumber: orderNumber(order.sid),
    serviceDeliveryDate: order.serviceDeliveryDate.getTime(),
    orderUrl: publicPageUrl(app.config, `/order/${order.id}`),
    ...(await moneyOf(app, tx, order)),
  };
  const parties = [
    { recipient: 'chef' as const, to: recipients.chef },
    ...(recipients.customer ? [{ recipient: 'customer' as const, to: recipients.customer }] : []),
  ];
  for (const { recipient, to } of parties) {
    const params = { ...common, ...extra, recipient } as TemplateParams[T];
    await app.mail.enqueue({ to: to.email, template, language: to.language, params }, tx);
  }
}

/**
 * The money rows and the invoice link, read in the transaction of the change: the lines as stored (with
 * the actual minutes once the chef recorded them) and an invoice issued earlier in the same transaction.
 */
async function moneyOf(
  app: FastifyInstance,
  tx: Tx,
  order: repo.OrderRecord,
): Promise<Pick<OrderMailParams, 'money' | 'invoiceUrl'>> {
  // One after the other: a transaction is one connection.
  const items = await repo.listItems(tx, [order.id]);
  const invoices = await invoicesOfOrders(tx, [order.id]);
  const money = orderMoney(moneyLines(items), {
    payInCash: order.payInCash,
    serviceFeeCents: order.serviceFeeCents,
  });
  return {
    money: moneyRows(money),
    invoiceUrl: invoices.has(order.id) ? publicPageUrl(app.config, `/invoice/${order.id}`) : null,
  };
}
