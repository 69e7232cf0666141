import { z } from 'zod';
import { INVOICE_MESSAGES, invoiceQuerySchema, invoiceViewModel } from '../invoices.ts';
import { defineContract } from './contract.ts';

/** The invoice of a paid order (decision 040). */

export const getInvoice = defineContract({
  name: 'getInvoice',
  resource: 'invoices',
  method: 'GET',
  path: '/secure/invoice',
  summary: "The invoice of a paid order, for the order's customer, its chef and operators.",
  roles: ['customer'],
  input: { query: invoiceQuerySchema },
  model: z.object({ invoice: invoiceViewModel }),
  errors: [INVOICE_MESSAGES.notFound],
});
