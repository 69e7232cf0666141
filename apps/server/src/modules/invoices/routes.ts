import type { FastifyInstance } from 'fastify';
import { invoiceQuerySchema } from '@hearth/domain/invoices';
import { ok, parseInput } from '../../envelope.ts';
import { getInvoice } from './invoice-view-service.ts';

/** GET /secure/invoice?orderId=: the invoice of a paid order, for its customer, its chef and operators. */
export async function invoiceRoutes(app: FastifyInstance) {
  app.get('/secure/invoice', async (request) => {
    const user = await request.requireUser();
    const { orderId } = parseInput(invoiceQuerySchema, request.query);
    return ok({ invoice: await getInvoice(app, user, orderId) });
  });
}
