import { z } from 'zod';
import { type Product, productSchema } from '@hearth/domain/catalogue';
import type { saveProduct } from '@hearth/domain/contracts/catalogue';
import { centsFromEuroInput, eurosFromCents } from '@hearth/domain/money';
import type { CallInput } from '@/shared/api/contract-client.ts';

/** Step 1 as the form holds it: texts as typed, the fixed price in euros. */
export interface ProductFormValues {
  title: string;
  description: string;
  videoURL: string;
  price: string;
  active: boolean;
}

export type ProductField = keyof ProductFormValues;

/** The fields in the order of the form (the first one with an error gets the focus). */
export const PRODUCT_FIELDS = [
  'title',
  'description',
  'videoURL',
  'price',
  'active',
] as const satisfies readonly ProductField[];

/**
 * Step 1's rules are the domain's (productSchema of catalogue.ts, the server's own), field by field: the
 * client shows what the server enforces (docs/architecture.md#the-web-app). The price is typed in euros and
 * checked in cents; a blank video link or price is null (cleared).
 */
const productFormObject = z.object({
  title: productSchema.shape.title,
  description: productSchema.shape.description,
  videoURL: productSchema.shape.videoURL,
  price: z
    .string()
    .trim()
    .transform((euros): unknown => (euros === '' ? null : centsFromEuroInput(euros)))
    .pipe(productSchema.shape.price),
  active: z.boolean(),
});

export type ProductFormOutput = z.output<typeof productFormObject>;

/** The form's schema: the domain's schemas take any input (a server receives anything); the form gives strings. */
export const productFormSchema = productFormObject as unknown as z.ZodType<
  ProductFormOutput,
  ProductFormValues
>;

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  videoURL: '',
  price: '',
  // A new dish has no photo yet: it cannot be enabled (decision 054).
  active: false,
};

/** The stored dish as the form's values (the fixed price, not the unit price of a time-based dish). */
export function toProductValues(
  product: Pick<Product, 'title' | 'description' | 'videoURL' | 'fixedPrice' | 'active'>,
): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    videoURL: product.videoURL ?? '',
    price: product.fixedPrice === null ? '' : eurosFromCents(product.fixedPrice),
    active: product.active,
  };
}

/**
 * A blank form field, which the server reads as a cleared value; a field left out (null) is left as it is on
 * an update. The input type names the parsed null, so the blank is said once here.
 */
const CLEARED = '' as unknown as null;

/** POST /secure/product: the price in cents (blank clears it), `active` as 'true' / 'false', `id` to update. */
export function productBody(
  values: ProductFormOutput,
  productId: number | null,
): CallInput<typeof saveProduct> {
  return {
    ...(productId !== null ? { id: productId } : {}),
    title: values.title,
    description: values.description,
    videoURL: values.videoURL ?? '',
    price: values.price ?? CLEARED,
    active: values.active,
  };
}
