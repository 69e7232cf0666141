import { z } from 'zod';
import {
  type Dish,
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  productDetailsSchema,
} from '@hearth/domain/catalogue';
import type { saveProductDetails } from '@hearth/domain/contracts/catalogue';
import { V } from '@hearth/domain/messages';
import type { CallInput } from '@/shared/api/contract-client.ts';

export interface IngredientRow {
  name: string;
  amount: string;
}

/** Step 2 as the form holds it: numbers as typed, ingredients as rows, "priced by time" as a checkbox. */
export interface DetailsFormValues {
  kitchenType: string;
  preparationMinutes: string;
  preparationDescription: string;
  ingredients: IngredientRow[];
  calories: string;
  servingsNumber: string;
  timeBased: boolean;
  allergens: string[];
  dietaryTags: string[];
}

export type DetailsField = Exclude<keyof DetailsFormValues, 'ingredients'>;

export const DETAILS_FIELDS = [
  'kitchenType',
  'preparationMinutes',
  'preparationDescription',
  'calories',
  'servingsNumber',
  'timeBased',
  'allergens',
  'dietaryTags',
] as const satisfies readonly DetailsField[];

/** A number typed as "2", "0.5" or "0,5"; NaN when it is not one. */
export function parseAmount(text: string): number {
  const value = text.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A row may be left half filled (it is not sent); what is typed must still fit. */
const ingredientRow = z.object({
  name: z.string().trim().max(INGREDIENT_NAME_MAX, V.tooLong),
  amount: z
    .string()
    .trim()
    .refine((amount) => amount === '' || Number.isFinite(parseAmount(amount)), V.invalid),
});

const shape = productDetailsSchema.shape;

/** Step 2's rules: the domain's productDetailsSchema field by field, plus the ingredient rows of the form. */
const detailsFormObject = z.object({
  kitchenType: shape.kitchenType,
  preparationMinutes: shape.preparationMinutes,
  preparationDescription: shape.preparationDescription,
  ingredients: z.array(ingredientRow).max(INGREDIENTS_MAX),
  calories: shape.calories,
  servingsNumber: shape.servingsNumber,
  timeBased: z.boolean(),
  allergens: shape.allergens,
  dietaryTags: shape.dietaryTags,
});

export type DetailsFormOutput = z.output<typeof detailsFormObject>;

export const detailsFormSchema = detailsFormObject as unknown as z.ZodType<
  DetailsFormOutput,
  DetailsFormValues
>;

export const EMPTY_ROW: IngredientRow = { name: '', amount: '' };

export const EMPTY_DETAILS: DetailsFormValues = {
  kitchenType: '',
  preparationMinutes: '',
  preparationDescription: '',
  ingredients: [{ ...EMPTY_ROW }],
  calories: '',
  servingsNumber: '1',
  timeBased: false,
  allergens: [],
  dietaryTags: [],
};

/** The stored details as the form's values (one empty ingredient row when there are none). */
export function toDetailsValues(dish: Dish | null): DetailsFormValues {
  if (!dish) return { ...EMPTY_DETAILS, ingredients: [{ ...EMPTY_ROW }] };
  const rows = Object.entries(dish.ingridients).map(([name, amount]) => ({
    name,
    amount: String(amount),
  }));
  return {
    kitchenType: dish.kitchenType,
    preparationMinutes: String(dish.preparationMinutes),
    preparationDescription: dish.preparationDescription,
    ingredients: rows.length > 0 ? rows : [{ ...EMPTY_ROW }],
    calories: String(dish.calories),
    servingsNumber: String(dish.servingsNumber),
    timeBased: dish.timeBased,
    allergens: [...dish.allergens],
    dietaryTags: [...dish.dietaryTags],
  };
}

/** The rows with both a name and an amount, as the JSON object of name -> amount the server takes. */
export function ingredientsJson(rows: readonly { name: string; amount: string }[]): string {
  const entries: Record<string, number> = {};
  for (const row of rows) {
    const name = row.name.trim();
    const amount = parseAmount(row.amount);
    if (name !== '' && Number.isFinite(amount)) entries[name] = amount;
  }
  return JSON.stringify(entries);
}

/**
 * POST /secure/product-details: the ingredients as a JSON string (spelt `ingridients`), hourRate true when
 * priced by time (the server uses the chef's current rate), the allergens and dietary tags comma-separated
 * ('' clears them).
 */
export function detailsBody(
  values: DetailsFormOutput,
  productId: number,
): CallInput<typeof saveProductDetails> {
  return {
    productId,
    kitchenType: values.kitchenType,
    preparationMinutes: values.preparationMinutes,
    preparationDescription: values.preparationDescription,
    ingridients: ingredientsJson(values.ingredients),
    calories: values.calories,
    servingsNumber: values.servingsNumber,
    hourRate: values.timeBased,
    allergens: values.allergens.join(','),
    dietaryTags: values.dietaryTags.join(','),
  };
}
