import { z } from 'zod';
import { marketWallClockToMillis, toMarketDateTimeLocal } from '@/shared/i18n/format.ts';
import { emailSchema } from '@hearth/domain/fields';
import {
  commentarySchema,
  deliveryDateProblem,
  orderAddressFieldsSchema,
  serviceDeliveryDateSchema,
} from '@hearth/domain/orders';

/** What the checkout form holds: the delivery address and the order details. */
export interface CheckoutFormValues {
  /** A guest's e-mail: the order's pin goes there (a signed-in customer's form has none). */
  email: string;
  /** Which saved address fills the fields: its index, 'new', or '' before the saved ones arrive. */
  savedAddress: string;
  title: string;
  formatted_address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  /** A datetime-local value, "2026-12-01T18:30", in Vilnius time (the chefs cook in Lithuania). */
  serviceDeliveryDate: string;
  payInCash: boolean;
  cateringRequired: boolean;
  selfDelivery: boolean;
  commentary: string;
}

/** The fields that can be wrong, in the order they appear: the first one with an error takes focus. */
export const CHECKOUT_FIELDS = [
  'email',
  'title',
  'formatted_address',
  'city',
  'state',
  'postalCode',
  'phone',
  'serviceDeliveryDate',
  'commentary',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export function isCheckoutField(name: string): name is CheckoutField {
  return (CHECKOUT_FIELDS as readonly string[]).includes(name);
}

/** Pay the cook in cash is on by default. */
export const CHECKOUT_DEFAULTS: CheckoutFormValues = {
  email: '',
  savedAddress: '',
  title: '',
  formatted_address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  serviceDeliveryDate: '',
  payInCash: true,
  cateringRequired: false,
  selfDelivery: false,
  commentary: '',
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Vilnius time, whatever the browser's zone, as epoch seconds: undefined when
 * blank (required), NaN when it is not a date (invalid), so the domain's schema gives the message. The server
 * takes epoch seconds and the e-mails show them in Vilnius time, so the time typed is the time mailed.
 */
export function localDateTimeToSeconds(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0');
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [, m, d, h, min, s] = parts;
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59 || s > 59) return Number.NaN;
  const millis = marketWallClockToMillis(...parts);
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : Number.NaN;
}

/** A moment as a datetime-local value of Vilnius's clock (the picker's `min`). */
export function toLocalDateTime(date: Date): string {
  return toMarketDateTimeLocal(date);
}

/**
 * The server's rules, from the domain: the address of POST /store/add-order-address, the commentary and the
 * delivery date of POST /store/order, and the clock rule of the date (in the future, at most a year ahead).
 */
const checkoutFormObject = orderAddressFieldsSchema
  .pick({ title: true, formatted_address: true, city: true, state: true, postalCode: true, phone: true })
  .extend({
    serviceDeliveryDate: z
      .preprocess(
        (value) => (typeof value === 'string' ? localDateTimeToSeconds(value) : value),
        serviceDeliveryDateSchema,
      )
      .superRefine((seconds, context) => {
        const problem = deliveryDateProblem(seconds, new Date());
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    commentary: commentarySchema,
    payInCash: z.boolean(),
    cateringRequired: z.boolean(),
    selfDelivery: z.boolean(),
  });

export type CheckoutFormOutput = z.output<typeof checkoutFormObject> & { email?: string };

type CheckoutFormSchema = z.ZodType<CheckoutFormOutput, CheckoutFormValues>;

/** Typed with the form's values as its input (the domain's schemas take `unknown` from form bodies). */
export const checkoutFormSchema = checkoutFormObject as unknown as CheckoutFormSchema;

/** A guest's form also needs the e-mail the order's pin goes to (decision 055). */
const guestCheckoutFormSchema = checkoutFormObject.extend({
  email: emailSchema,
}) as unknown as CheckoutFormSchema;

/** The form's rules: a guest gives an e-mail, a signed-in customer does not. */
export function checkoutFormSchemaFor(guest: boolean): CheckoutFormSchema {
  return guest ? guestCheckoutFormSchema : checkoutFormSchema;
}
