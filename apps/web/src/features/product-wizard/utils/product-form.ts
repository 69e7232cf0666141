import { z } from 'zod';
import { productSchema } from '@hearth/domain/catalogue';
import { centsFromEuroInput, eurosFromCents } from '@hearth/domain/money';
import type { FormBody } from '../../../shared/api/api-client.ts';
import type { WizardProduct } from '../api/types.ts';

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
  active: true,
};

/** The stored dish as the form's values (the fixed price, not the unit price of a time-based dish). */
export function toProductValues(product: WizardProduct): ProductFormValues {
  const fixed = product.fixedPrice !== undefined ? product.fixedPrice : product.price;
  return {
    title: product.title ?? '',
    description: product.description ?? '',
    videoURL: product.videoURL ?? '',
    price: fixed === null || fixed === undefined ? '' : eurosFromCents(fixed),
    active: product.active !== false,
  };
}

/** POST /secure/product: the price in cents ('' clears it), `active` as 'true' / 'false', `id` to update. */
export function productBody(values: ProductFormOutput, productId: number | null): FormBody {
  return {
    ...(productId !== null ? { id: productId } : {}),
    title: values.title,
    description: values.description,
    videoURL: values.videoURL ?? '',
    price: values.price ?? '',
    active: values.active,
  };
}
