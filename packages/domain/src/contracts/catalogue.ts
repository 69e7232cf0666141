import { z } from 'zod';
import {
  chefCoverModel,
  chefCoverSchema,
  dishesPageModel,
  dishesQuerySchema,
  dishModel,
  fileIdQuerySchema,
  merchantsPageModel,
  merchantsQuerySchema,
  productDetailsSchema,
  productIdQuerySchema,
  productImageParamsSchema,
  productImageQuerySchema,
  productPageModel,
  productSchema,
  relatedFileModel,
  relateFileSchema,
  savedProductModel,
} from '../catalogue.ts';
import { MESSAGES } from '../messages.ts';
import { defineContract } from './contract.ts';

/**
 * The catalogue (decision 018): the chef's dish wizard and its images, the public dish pages and images, and
 * the marketplace of chefs. Who may change a dish (its chef) and who may see one (anyone for an active dish of
 * an approved chef, else its chef and the operators) is the service's rule.
 */

const resource = 'catalogue';

/**
 * A saved dish shows at once where dishes are listed: its page and the marketplace (this resource) and its
 * chef's public page (POST /store/products, a profile read).
 */
const DISH_PAGES = ['profile'] as const;

/** The wizard's steps are browser forms, which may come as multipart too (as a form with a file does). */
const WIZARD_ENCODINGS = ['form', 'json', 'multipart'] as const;

export const saveProduct = defineContract({
  name: 'saveProduct',
  resource,
  method: 'POST',
  path: '/secure/product',
  summary:
    "Creates a dish (an approved chef's) or, with an id, changes the caller's dish (the wizard's step 1).",
  roles: ['customer'],
  input: { body: productSchema, encodings: WIZARD_ENCODINGS },
  model: savedProductModel,
  errors: [MESSAGES.productNotFound, MESSAGES.notAChef, MESSAGES.productNeedsPhoto],
  changes: DISH_PAGES,
});

export const saveProductDetails = defineContract({
  name: 'saveProductDetails',
  resource,
  method: 'POST',
  path: '/secure/product-details',
  summary: "Saves all the details of the caller's dish at once (the wizard's step 2).",
  roles: ['customer'],
  input: { body: productDetailsSchema, encodings: WIZARD_ENCODINGS },
  model: z.object({ dish: dishModel }),
  errors: [MESSAGES.productNotFound],
  changes: DISH_PAGES,
});

export const relateFileToProduct = defineContract({
  name: 'relateFileToProduct',
  resource,
  method: 'POST',
  path: '/secure/relate-file-to-product',
  summary:
    "Makes one of the caller's JPEG, PNG, WebP or HEIC uploads an image of their dish (at most 10 a dish).",
  roles: ['customer'],
  input: { body: relateFileSchema },
  model: z.object({ relatedFiles: z.array(relatedFileModel) }),
  errors: [
    MESSAGES.productNotFound,
    MESSAGES.jpgOnlyError,
    MESSAGES.imageAlreadyUsed,
    MESSAGES.tooManyImages,
  ],
  changes: DISH_PAGES,
});

/** Before removeProductFile: the test world's valid calls go in this order, and that one removes the photo. */
export const chooseChefCover = defineContract({
  name: 'chooseChefCover',
  resource,
  method: 'POST',
  path: '/secure/chef-cover',
  summary:
    "Makes one of the caller's enabled dishes' photos the cover of their marketplace card; without fileId, the newest enabled dish's photo covers it again.",
  roles: ['customer'],
  input: { body: chefCoverSchema },
  model: z.object({ cover: chefCoverModel }),
  errors: [MESSAGES.notAChef, MESSAGES.coverNeedsEnabledDish],
  changes: DISH_PAGES,
});

export const removeProductFile = defineContract({
  name: 'removeProductFile',
  resource,
  method: 'GET',
  path: '/secure/remove-product-file',
  summary: "Removes an image from the caller's dish and answers the dish's images left.",
  roles: ['customer'],
  /** A GET that removes (the spec's call). */
  effect: 'write',
  input: { query: fileIdQuerySchema },
  model: z.object({ relatedFiles: z.array(relatedFileModel) }),
  errors: [],
  changes: DISH_PAGES,
});

export const getProduct = defineContract({
  name: 'getProduct',
  resource,
  method: 'GET',
  path: '/store/product',
  summary: 'A dish with its images and its chef (name, page and rating), for those who may see it.',
  roles: ['visitor'],
  input: { query: productIdQuerySchema },
  model: productPageModel,
  errors: [MESSAGES.productNotFound],
});

export const getProductDetails = defineContract({
  name: 'getProductDetails',
  resource,
  method: 'GET',
  path: '/store/product-details',
  summary: "A dish's details (kitchen, time, ingredients, allergens), for those who may see the dish.",
  roles: ['visitor'],
  input: { query: productIdQuerySchema },
  model: z.object({ dish: dishModel }),
  errors: [MESSAGES.productNotFound],
});

export const listMerchants = defineContract({
  name: 'listMerchants',
  resource,
  method: 'POST',
  path: '/store/merchants',
  summary:
    'The marketplace: approved chefs searched and filtered by hourly rate, kitchen, city and their dishes, a page at a time.',
  roles: ['visitor'],
  /** A search sent as a form: it only reads. */
  effect: 'read',
  input: { body: merchantsQuerySchema },
  model: merchantsPageModel,
  errors: [],
});

export const listDishes = defineContract({
  name: 'listDishes',
  resource,
  method: 'POST',
  path: '/store/dishes',
  summary:
    "The marketplace's dishes: active dishes of approved chefs, searched, filtered and sorted, a page at a time.",
  roles: ['visitor'],
  /** A search sent as a form: it only reads. */
  effect: 'read',
  input: { body: dishesQuerySchema },
  model: dishesPageModel,
  errors: [],
});

export const getProductImage = defineContract({
  name: 'getProductImage',
  resource,
  method: 'GET',
  path: '/repository/products/:ownerId/:fileName',
  summary:
    'A dish image or its thumbnail (JPEG), or with ?w= (and ?format=) one of its sized variants in JPEG, WebP or AVIF, for those who may see the dish.',
  roles: ['visitor'],
  input: { params: productImageParamsSchema, query: productImageQuerySchema },
  media: 'image/jpeg',
  errors: [],
});
