/**
 * What the wizard reads of the catalogue answers (issue 4 contract): the dish, its details and its images.
 * Amounts are integer cents.
 */
export interface ProductImage {
  fileId: number;
  fileName: string;
  url: string;
  thumbnailUrl: string;
}

export interface WizardProduct {
  id: number;
  title: string;
  description: string;
  /** The stored fixed price in cents (null when none). */
  fixedPrice: number | null;
  /** The unit price; older answers without fixedPrice fall back to it. */
  price: number;
  videoURL: string | null;
  active: boolean;
  userId: number;
  relatedFiles: ProductImage[];
}

export interface WizardDish {
  productId: number;
  kitchenType: string | null;
  preparationMinutes: number | null;
  preparationDescription: string | null;
  /** Ingredient name -> amount. */
  ingridients: Record<string, number> | null;
  calories: number | null;
  servingsNumber: number | null;
  hourRate: number | null;
  timeBased: boolean;
  allergens: string[];
  dietaryTags: string[];
}
