import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/invoices';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { getInvoice } from './invoice-view-service.ts';

/** GET /secure/invoice?orderId=: the invoice of a paid order, for its customer, its chef and operators. */
export async function invoiceRoutes(app: FastifyInstance) {
  route(app, contracts.getInvoice, async ({ user, input }) =>
    ok({ invoice: await getInvoice(app, user, input.orderId) }),
  );
}
