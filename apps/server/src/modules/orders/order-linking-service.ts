import type { FastifyInstance } from 'fastify';
import { ID_MAX } from '@hearth/domain/fields';
import { MESSAGES } from '@hearth/domain/messages';
import { Conflict, NotFound } from '../../errors.ts';
import { findUserLanguage, userProvenByPin } from '../auth/auth-service.ts';
import { checkPin, sendPin, type PinDelivery } from '../auth/pin-service.ts';
import { isOwnOrder, placedByBrowser, type Requester } from './order-service.ts';
import * as repo from './order-repository.ts';

/**
 * Order linking (/signin?source=order_linking; decision 021): the browser that placed an order
 * asks a pin for an e-mail; the pin signs in to that account, or creates it, and the account takes the
 * order. An order another account holds cannot be taken. The pin's purpose names the order, so a pin asked
 * for one order (or for signing in) links nothing else.
 */

type User = Awaited<ReturnType<typeof userProvenByPin>>['user'];

export function linkPinPurpose(orderId: number): string {
  return `order-link:${orderId}`;
}

/**
 * The order the requester reaches, by the id the linking calls send as digits; else 404. The browser that
 * placed it still reaches it once linked, so that it is told another account holds it (409).
 */
async function reachableOrder(
  app: FastifyInstance,
  requester: Requester,
  orderIdText: string,
): Promise<repo.OrderRecord> {
  const orderId = Number(orderIdText);
  const order = orderId >= 1 && orderId <= ID_MAX ? await repo.findOrder(app.db, orderId) : undefined;
  if (!order || !(isOwnOrder(order, requester) || placedByBrowser(order, requester)))
    throw new NotFound(MESSAGES.orderNotFound);
  return order;
}

/**
 * The order both linking calls start from: one the requester reaches and that may be linked to the e-mail.
 * An order held by an account may be linked again only to that same account (it is a sign-in then).
 */
async function linkableOrder(
  app: FastifyInstance,
  requester: Requester,
  input: { orderId: string; email: string },
): Promise<repo.OrderRecord> {
  const order = await reachableOrder(app, requester, input.orderId);
  if (order.customerId === null) return order;
  const holder = await repo.findCustomerEmail(app.db, order.customerId);
  if (holder !== input.email) throw new Conflict(MESSAGES.orderAlreadyLinked);
  return order;
}

/** POST /store/order-relation-request: sends the linking pin to the e-mail, in its account's language. */
export async function requestOrderLink(
  app: FastifyInstance,
  requester: Requester,
  input: { orderId: string; email: string; clientIp: string },
): Promise<PinDelivery> {
  const order = await linkableOrder(app, requester, input);
  return sendPin(app, {
    email: input.email,
    purpose: linkPinPurpose(order.id),
    language: (await findUserLanguage(app, input.email)) ?? order.language,
    clientIp: input.clientIp,
    // Only a pin to the signed-in user's own address is theirs; one to any other address is a visitor's.
    signedInUserId: requester.user?.email === input.email ? requester.user.id : undefined,
  });
}

/**
 * POST /store/relate-order-to-user: the pin of that order and e-mail signs in to the account (created when
 * new) and links the order to it; the order's mails then follow the account's language. Checked before the
 * pin is spent and again under the order's lock, so two accounts never both take it.
 */
export async function relateOrderToUser(
  app: FastifyInstance,
  requester: Requester,
  input: { orderId: string; email: string; pin: string },
): Promise<User> {
  const order = await linkableOrder(app, requester, input);
  await checkPin(app, { email: input.email, purpose: linkPinPurpose(order.id), pin: input.pin });
  // The pin proves the address: an unconfirmed registration of it is reclaimed as by a pin sign-in.
  const { user } = await userProvenByPin(app, input.email, order.language);
  await app.db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    if (!locked) throw new NotFound(MESSAGES.orderNotFound);
    if (locked.customerId !== null && locked.customerId !== user.id)
      throw new Conflict(MESSAGES.orderAlreadyLinked);
    await repo.updateOrder(tx, order.id, {
      customerId: user.id,
      language: user.language,
      updatedAt: app.clock(),
    });
  });
  return user;
}
