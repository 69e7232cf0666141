import type { InvoicePaymentMethod } from '@hearth/domain/invoices';
import type { OrderPaymentPurpose } from '@hearth/domain/orders';

/** Catalogue keys of the payments' methods and purposes, the words the order page and checkout use. */

export const METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  card: 'money.methods.card',
  test: 'money.methods.test',
  doge: 'money.methods.doge',
};

export const PURPOSE_LABELS: Record<OrderPaymentPurpose, string> = {
  order: 'money.purposes.order',
  order_balance: 'money.purposes.order_balance',
  order_penalty: 'money.purposes.order_penalty',
};
