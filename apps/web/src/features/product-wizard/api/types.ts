import type { Dish, Product, RelatedFile } from '@hearth/domain/catalogue';

/**
 * What the wizard reads of the catalogue answers (the catalogue contract, decision 018): the dish, its
 * details and its images, as the domain's answer types. Amounts are integer cents.
 */
export type ProductImage = RelatedFile;

/** The part of model.product the wizard uses. */
export type WizardProduct = Pick<
  Product,
  'id' | 'title' | 'description' | 'fixedPrice' | 'price' | 'videoURL' | 'active' | 'userId' | 'relatedFiles'
>;

/** model.dish of /store/product-details and /secure/product-details. */
export type WizardDish = Dish;
