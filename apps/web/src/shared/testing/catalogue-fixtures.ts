import type { Product } from '../catalogue/product.ts';

/** A dish as the catalogue calls answer it; time-based unless overridden. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    title: 'Cepelinai with meat',
    description: 'Potato dumplings filled with pork, served with sour cream and crispy bacon bits.',
    price: 1800,
    fixedPrice: null,
    measureUnit: 'item',
    size: null,
    serviceDeliveryDate: null,
    parcelRequires: false,
    videoURL: null,
    currencyId: 6,
    currencyUnit: { id: 6, title: 'EUR' },
    active: true,
    userId: 21,
    relatedFiles: [
      {
        fileId: 9,
        fileName: '5-9.jpg',
        url: '/repository/products/21/5-9.jpg',
        thumbnailUrl: '/repository/products/21/5-9-thumb.jpg',
      },
    ],
    preparationMinutes: 90,
    hourRate: 1200,
    servingsNumber: 2,
    kitchenType: 'french',
    allergens: ['milk', 'gluten'],
    dietaryTags: [],
    ...overrides,
  };
}
