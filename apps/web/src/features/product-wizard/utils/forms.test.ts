import { describe, expect, it } from 'vitest';
import { isPhotoFile } from '@hearth/domain/files';
import { detailsBody, detailsFormSchema, ingredientsJson, toDetailsValues } from './details-form.ts';
import { productBody, productFormSchema, toProductValues } from './product-form.ts';

describe('details body', () => {
  it('sends only complete ingredient rows as JSON, hourRate when priced by time, lists comma-separated', () => {
    const values = detailsFormSchema.parse({
      kitchenType: 'french',
      preparationMinutes: '90',
      preparationDescription: 'Slowly',
      ingredients: [
        { name: 'Flour', amount: '0,5' },
        { name: 'Salt', amount: '' },
        { name: '', amount: '3' },
        { name: ' Eggs ', amount: '2' },
      ],
      calories: '640',
      servingsNumber: '4',
      timeBased: true,
      allergens: ['gluten', 'eggs'],
      dietaryTags: ['vegetarian'],
    });
    expect(detailsBody(values, 12)).toEqual({
      productId: 12,
      kitchenType: 'french',
      preparationMinutes: 90,
      preparationDescription: 'Slowly',
      ingridients: '{"Flour":0.5,"Eggs":2}',
      calories: 640,
      servingsNumber: 4,
      hourRate: true,
      allergens: 'gluten,eggs',
      dietaryTags: 'vegetarian',
    });
    expect(detailsBody({ ...values, timeBased: false }, 12)).toMatchObject({ hourRate: false });
  });

  it('reads stored details back into rows', () => {
    expect(ingredientsJson([])).toBe('{}');
    const values = toDetailsValues({
      productId: 1,
      kitchenType: 'asian',
      preparationMinutes: 30,
      preparationDescription: 'Wok',
      ingridients: { Rice: 200 },
      calories: 500,
      servingsNumber: 2,
      hourRate: 1200,
      timeBased: true,
      allergens: ['soybeans'],
      dietaryTags: [],
    });
    expect(values).toMatchObject({
      ingredients: [{ name: 'Rice', amount: '200' }],
      preparationMinutes: '30',
      timeBased: true,
    });
    expect(toDetailsValues(null).ingredients).toEqual([{ name: '', amount: '' }]);
  });

  it('requires the kitchen type, preparation, calories and servings', () => {
    const result = detailsFormSchema.safeParse(toDetailsValues(null));
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(
      new Set(['kitchenType', 'preparationMinutes', 'preparationDescription', 'calories']),
    );
  });
});

describe('product body', () => {
  it('sends the fixed price in cents, active as a flag, id when updating', () => {
    const values = productFormSchema.parse({
      title: ' Cepelinai ',
      description: 'Potato dumplings',
      videoURL: '',
      price: '12,50',
      active: false,
    });
    expect(productBody(values, null)).toEqual({
      title: 'Cepelinai',
      description: 'Potato dumplings',
      videoURL: '',
      price: 1250,
      active: false,
    });
    expect(productBody(values, 5)).toMatchObject({ id: 5 });
  });

  it("checks the spec's limits", () => {
    const result = productFormSchema.safeParse({
      title: 'x'.repeat(256),
      description: '',
      videoURL: 'ftp://x',
      price: 'abc',
      active: true,
    });
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'forms.validation.maxLength'],
      ['description', 'forms.validation.required'],
      ['videoURL', 'forms.validation.url'],
      ['price', 'forms.validation.invalid'],
    ]);
  });

  it('shows the stored fixed price in euros', () => {
    const product = {
      id: 1,
      title: 'T',
      description: 'D',
      fixedPrice: 1200,
      price: 1500,
      videoURL: null,
      active: true,
      userId: 7,
      relatedFiles: [],
    };
    expect(toProductValues(product).price).toBe('12');
    expect(toProductValues({ ...product, fixedPrice: null }).price).toBe('');
  });
});

describe('photo rule (decision 054)', () => {
  it('takes JPEG, PNG, WebP and HEIC/HEIF by type, an untyped HEIC by its name', () => {
    for (const [name, type] of [
      ['a.JPG', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['IMG_1.HEIC', 'image/heic'],
      ['IMG_1.heif', 'image/heif'],
      ['IMG_1.HEIC', ''],
      ['IMG_1.HEIC', 'application/octet-stream'],
      ['a.jpeg', ''],
    ] as const)
      expect(isPhotoFile({ name, type }), `${name} ${type}`).toBe(true);
    for (const [name, type] of [
      ['a.gif', 'image/gif'],
      ['a.svg', 'image/svg+xml'],
      ['notes.txt', 'text/plain'],
      ['a.jpg', 'text/html'],
      ['a.txt', ''],
      ['a.png', 'application/octet-stream'],
    ] as const)
      expect(isPhotoFile({ name, type }), `${name} ${type}`).toBe(false);
  });
});
