import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dish, Product, RelatedFile } from '@hearth/domain/catalogue';
import { MESSAGES, V } from '@hearth/domain/messages';
import { merchantProfiles } from '../../db/schema.ts';
import { envelope, useTestApp } from '../../test/test-app.ts';
import { applyAsChef, get, model, post, postJson, signUp } from '../profile/profile-test-helpers.ts';
import {
  addDetails,
  chef,
  createDish,
  DETAILS,
  DISH,
  givePhoto,
  setChefStatus,
} from './catalogue-test-helpers.ts';

const ctx = useTestApp();

function expectFieldErrors(res: { statusCode: number; body: string }, fieldErrors: Record<string, string[]>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(JSON.parse(res.body)).toMatchObject({ success: false, fieldErrors });
}

function expectStatus(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toEqual({ success: false, messages: [{ message }] });
}

describe('POST /secure/product', () => {
  it('creates a dish of an approved chef and answers productId and the product', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const res = await post(
      ctx.app,
      '/secure/product',
      { ...DISH, videoURL: 'https://video.example/v/1', size: '2 plates', parcelRequires: 'on' },
      ruta.cookie,
    );
    const answer = model<{ productId: number; product: Product }>(res);
    expect(answer).toEqual({
      productId: answer.productId,
      product: {
        id: answer.productId,
        title: 'Cepelinai',
        description: 'Potato dumplings with meat.',
        price: 1250,
        fixedPrice: 1250,
        measureUnit: 'item',
        size: '2 plates',
        serviceDeliveryDate: null,
        parcelRequires: true,
        videoURL: 'https://video.example/v/1',
        currencyId: 6,
        currencyUnit: { id: 6, title: 'EUR' },
        // A new dish has no photo yet, so it starts disabled (decision 054).
        active: false,
        userId: ruta.id,
        relatedFiles: [],
        preparationMinutes: null,
        hourRate: null,
        servingsNumber: 1,
        kitchenType: null,
        allergens: [],
        dietaryTags: [],
      },
    });
  });

  it('accepts a JSON body too', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const answer = model<{ product: Product }>(
      await postJson(
        ctx.app,
        '/secure/product',
        { title: 'Kibinai', description: 'Pastries', price: 300, active: false },
        ruta.cookie,
      ),
    );
    expect(answer.product).toMatchObject({ title: 'Kibinai', price: 300, active: false });
  });

  it('enables a dish only with a photo: refused on create and on update without one (decision 054)', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const needsPhoto = { active: [MESSAGES.productNeedsPhoto] };
    for (const active of ['true', 'on'])
      expectFieldErrors(await post(ctx.app, '/secure/product', { ...DISH, active }, ruta.cookie), needsPhoto);
    const refusedJson = await postJson(ctx.app, '/secure/product', { ...DISH, active: true }, ruta.cookie);
    expect(envelope(refusedJson).messages).toEqual([{ message: MESSAGES.productNeedsPhoto }]);

    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    const enable = { ...DISH, id: dish.id, active: 'true' };
    expectFieldErrors(await post(ctx.app, '/secure/product', enable, ruta.cookie), needsPhoto);
    expect(
      model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`, ruta.cookie)),
    ).toMatchObject({ product: { active: false } });
    // Saving other fields of a dish without a photo works; it stays disabled.
    expect(
      (await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, title: 'Kugelis' }, ruta.cookie))
        .statusCode,
    ).toBe(200);

    await givePhoto(ctx.app, dish);
    expect(
      model<{ product: Product }>(await post(ctx.app, '/secure/product', enable, ruta.cookie)).product.active,
    ).toBe(true);
    expect((await get(ctx.app, `/store/product?productId=${dish.id}`)).statusCode).toBe(200);
  });

  it('disables an enabled dish that loses its last photo; one photo left keeps it enabled', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie);
    expect(dish.active).toBe(true);
    await givePhoto(ctx.app, dish);
    const [first, second] = model<{ product: Product }>(
      await get(ctx.app, `/store/product?productId=${dish.id}`, ruta.cookie),
    ).product.relatedFiles;
    const remove = (fileId: number) =>
      get(ctx.app, `/secure/remove-product-file?fileId=${fileId}`, ruta.cookie);
    expect(model<{ relatedFiles: RelatedFile[] }>(await remove(first!.fileId)).relatedFiles).toHaveLength(1);
    expect((await get(ctx.app, `/store/product?productId=${dish.id}`)).statusCode).toBe(200);

    expect(model<{ relatedFiles: RelatedFile[] }>(await remove(second!.fileId)).relatedFiles).toEqual([]);
    expect(
      model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`, ruta.cookie))
        .product.active,
    ).toBe(false);
    // Hidden from everyone else at once.
    expect((await get(ctx.app, `/store/product?productId=${dish.id}`)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await post(ctx.app, '/secure/product', DISH)).statusCode).toBe(401);
  });

  it('refuses a plain customer and a chef who is not approved with notAChef', async () => {
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const pending = await applyAsChef(ctx.app, 'pending@example.lt', {
      nickname: 'pendingchef',
      phoneNumber: '37060000001',
    });
    const suspended = await chef(ctx.app, 'susp@example.lt', { status: 'suspended' });
    const rejected = await chef(ctx.app, 'rej@example.lt', { status: 'rejected' });
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    for (const account of [customer, pending, suspended, rejected, operator]) {
      expectStatus(await post(ctx.app, '/secure/product', DISH, account.cookie), 403, MESSAGES.notAChef);
    }
  });

  it('updates the owner’s dish: given fields change, missing optional ones stay, blank clears', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { size: 'big', videoURL: 'http://v.example/x' });
    const answer = model<{ productId: number; product: Product }>(
      await post(
        ctx.app,
        '/secure/product',
        { id: dish.id, title: 'New', description: 'New text', videoURL: '', active: 'false' },
        ruta.cookie,
      ),
    );
    expect(answer.productId).toBe(dish.id);
    expect(answer.product).toMatchObject({
      title: 'New',
      description: 'New text',
      size: 'big',
      videoURL: null,
      price: 1250,
      active: false,
    });
  });

  it('lets only the owner update: another chef and an operator get 403, an unknown id 404', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const ana = await chef(ctx.app, 'ana@example.lt');
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const dish = await createDish(ctx.app, ruta.cookie);
    for (const other of [ana, operator]) {
      expectStatus(
        await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, title: 'Mine' }, other.cookie),
        403,
        MESSAGES.forbidden,
      );
    }
    expectStatus(
      await post(ctx.app, '/secure/product', { ...DISH, id: 999_999 }, ruta.cookie),
      404,
      MESSAGES.productNotFound,
    );
    expect((await get(ctx.app, `/store/product?productId=${dish.id}`)).json().model.product.title).toBe(
      'Cepelinai',
    );
  });

  it.each([
    ['title', 255],
    ['description', 8000],
  ])('accepts a %s of %i characters and refuses one more', async (field, max) => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { [field]: 'x'.repeat(max) });
    expect((dish as unknown as Record<string, string>)[field]).toHaveLength(max);
    expectFieldErrors(
      await post(ctx.app, '/secure/product', { ...DISH, [field]: 'x'.repeat(max + 1) }, ruta.cookie),
      {
        [field]: [V.tooLong],
      },
    );
  });

  it('accepts a videoURL of 500 characters and refuses 501 or one that is not an http(s) link', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const base = 'https://video.example/';
    const url = base + 'a'.repeat(500 - base.length);
    expect((await createDish(ctx.app, ruta.cookie, { videoURL: url })).videoURL).toBe(url);
    expectFieldErrors(await post(ctx.app, '/secure/product', { ...DISH, videoURL: `${url}a` }, ruta.cookie), {
      videoURL: [V.tooLong],
    });
    for (const bad of ['javascript:alert(1)', 'ftp://x.example/a', 'not a url']) {
      expectFieldErrors(await post(ctx.app, '/secure/product', { ...DISH, videoURL: bad }, ruta.cookie), {
        videoURL: [V.url],
      });
    }
  });

  it('requires title and description', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    expectFieldErrors(await post(ctx.app, '/secure/product', {}, ruta.cookie), {
      title: ['required'],
      description: ['required'],
    });
    expectFieldErrors(await post(ctx.app, '/secure/product', { title: '  ', description: '' }, ruta.cookie), {
      title: ['required'],
      description: ['required'],
    });
  });

  it.each([['-1'], ['12.5'], ['abc'], ['1000001'], ['0x10']])('refuses the price %j', async (price) => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const res = await post(ctx.app, '/secure/product', { ...DISH, price }, ruta.cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(envelope(res).fieldErrors ?? {})).toEqual(['price']);
  });
});

describe('POST /secure/product-details', () => {
  async function dishOf(email = 'ruta@example.lt', options = {}) {
    const account = await chef(ctx.app, email, options);
    return { account, dish: await createDish(ctx.app, account.cookie) };
  }

  it('saves the details (an upsert) and answers the dish', async () => {
    const { account, dish } = await dishOf();
    const first = await addDetails(ctx.app, account.cookie, dish.id, {
      allergens: 'gluten, eggs',
      dietaryTags: 'halal',
    });
    expect(first).toEqual({
      dish: {
        productId: dish.id,
        kitchenType: 'grill',
        preparationMinutes: 90,
        preparationDescription: 'Grate, fill, boil.',
        ingridients: { potatoes: 1000, pork: 300 },
        calories: 650,
        servingsNumber: 2,
        hourRate: null,
        timeBased: false,
        allergens: ['gluten', 'eggs'],
        dietaryTags: ['halal'],
      },
    });
    const second = model<{ dish: Dish }>(
      await postJson(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, allergens: ['milk'], ingridients: { salt: 1.5 } },
        account.cookie,
      ),
    );
    expect(second.dish).toMatchObject({ allergens: ['milk'], dietaryTags: [], ingridients: { salt: 1.5 } });
    expect(
      model<{ dish: Dish }>(await get(ctx.app, `/store/product-details?productId=${dish.id}`)).dish,
    ).toEqual(second.dish);
  });

  it('prices a time-based dish by the chef’s current rate, ignoring the number and price the client sent', async () => {
    const { account, dish } = await dishOf('ruta@example.lt', { hourRate: 1200 });
    const { dish: details } = (await addDetails(ctx.app, account.cookie, dish.id, { hourRate: '99999' })) as {
      dish: Dish;
    };
    expect(details).toMatchObject({ timeBased: true, hourRate: 1200 });
    const product = model<{ product: Product }>(
      await get(ctx.app, `/store/product?productId=${dish.id}`),
    ).product;
    // 90 minutes at 12 EUR an hour; the stored fixed price 1250 is not used.
    expect(product).toMatchObject({
      price: 1800,
      fixedPrice: 1250,
      hourRate: 1200,
      preparationMinutes: 90,
      servingsNumber: 2,
    });
    await ctx.app.db
      .update(merchantProfiles)
      .set({ hourRateCents: 1000 })
      .where(eq(merchantProfiles.userId, account.id));
    expect(
      model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`)).product,
    ).toMatchObject({
      price: 1500,
      hourRate: 1000,
    });
    // A client-sent price on a time-based dish changes nothing of the price.
    await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, price: '1' }, account.cookie);
    expect(
      model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`)).product.price,
    ).toBe(1500);
  });

  it.each([['true'], ['on'], ['5'], [true]])('reads hourRate %j as priced by time', async (hourRate) => {
    const { account, dish } = await dishOf();
    const { dish: details } = model<{ dish: Dish }>(
      await postJson(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, hourRate },
        account.cookie,
      ),
    );
    expect(details.timeBased).toBe(true);
  });

  it.each([[''], ['0'], ['false'], [0], [null]])('reads hourRate %j as a fixed price', async (hourRate) => {
    const { account, dish } = await dishOf();
    const { dish: details } = model<{ dish: Dish }>(
      await postJson(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, hourRate },
        account.cookie,
      ),
    );
    expect(details).toMatchObject({ timeBased: false, hourRate: null });
  });

  it.each([
    ['not json', '{potatoes: 1'],
    ['a list', '[1,2]'],
    ['a row without a name', JSON.stringify({ '': 5 })],
    ['a row of blanks', JSON.stringify({ '  ': 5 })],
    ['a row without a number', JSON.stringify({ salt: null })],
    ['a row with text for a number', JSON.stringify({ salt: 'some' })],
    ['a negative amount', JSON.stringify({ salt: -1 })],
    ['a name of 101 characters', JSON.stringify({ ['x'.repeat(101)]: 1 })],
    ['51 rows', JSON.stringify(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`i${i}`, i])))],
  ])('refuses ingridients with %s', async (_, ingridients) => {
    const { account, dish } = await dishOf();
    expectFieldErrors(
      await post(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, ingridients },
        account.cookie,
      ),
      {
        ingridients: ['invalid'],
      },
    );
  });

  it('accepts 50 ingredient rows, names of 100 characters and decimal strings', async () => {
    const { account, dish } = await dishOf();
    const rows = Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`i${i}`, i]));
    const ingridients = JSON.stringify({ ...rows, ['n'.repeat(100)]: '2.5' });
    const { dish: details } = (await addDetails(ctx.app, account.cookie, dish.id, { ingridients })) as {
      dish: Dish;
    };
    expect(Object.keys(details.ingridients)).toHaveLength(50);
    expect(details.ingridients['n'.repeat(100)]).toBe(2.5);
  });

  it('accepts a preparationDescription of 5000 characters and refuses 5001', async () => {
    const { account, dish } = await dishOf();
    await addDetails(ctx.app, account.cookie, dish.id, { preparationDescription: 'x'.repeat(5000) });
    expectFieldErrors(
      await post(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, preparationDescription: 'x'.repeat(5001) },
        account.cookie,
      ),
      { preparationDescription: [V.tooLong] },
    );
  });

  it.each([
    'preparationMinutes',
    'calories',
    'servingsNumber',
    'preparationDescription',
    'kitchenType',
    'productId',
  ])('requires %s', async (field) => {
    const { account, dish } = await dishOf();
    const body: Record<string, string | number> = { ...DETAILS, productId: dish.id };
    delete body[field];
    expectFieldErrors(await post(ctx.app, '/secure/product-details', body, account.cookie), {
      [field]: ['required'],
    });
    // Blank is missing too (the kitchen type says which rule: choose one).
    expectFieldErrors(
      await post(ctx.app, '/secure/product-details', { ...body, [field]: ' ' }, account.cookie),
      {
        [field]: [field === 'kitchenType' ? V.kitchenTypeRequired : 'required'],
      },
    );
  });

  it.each([
    ['preparationMinutes', '0', V.positiveNumber],
    ['preparationMinutes', '1441', V.tooHigh],
    ['preparationMinutes', '12.5', 'invalid'],
    ['preparationMinutes', 'ten', 'invalid'],
    ['calories', '-1', 'invalid'],
    ['calories', '20001', V.tooHigh],
    ['servingsNumber', '0', V.positiveNumber],
    ['servingsNumber', '101', V.tooHigh],
    ['kitchenType', 'klingon', V.selectValidKitchenType],
    ['allergens', 'gluten,arsenic', 'invalid'],
    ['dietaryTags', 'carnivore', 'invalid'],
  ])('refuses %s = %j', async (field, value, message) => {
    const { account, dish } = await dishOf();
    expectFieldErrors(
      await post(
        ctx.app,
        '/secure/product-details',
        { ...DETAILS, productId: dish.id, [field]: value },
        account.cookie,
      ),
      {
        [field]: [message],
      },
    );
  });

  it('accepts the limits of the numbers', async () => {
    const { account, dish } = await dishOf();
    const limits = { preparationMinutes: '1440', calories: '0', servingsNumber: '100' };
    expect(await addDetails(ctx.app, account.cookie, dish.id, limits)).toMatchObject({
      dish: { preparationMinutes: 1440, calories: 0, servingsNumber: 100 },
    });
    await addDetails(ctx.app, account.cookie, dish.id, {
      preparationMinutes: '1',
      calories: '20000',
      servingsNumber: '1',
    });
  });

  it('lets only the owner save details: another chef 403, an unknown dish 404', async () => {
    const { dish } = await dishOf();
    const ana = await chef(ctx.app, 'ana@example.lt');
    expectStatus(
      await post(ctx.app, '/secure/product-details', { ...DETAILS, productId: dish.id }, ana.cookie),
      403,
      MESSAGES.forbidden,
    );
    expectStatus(
      await post(ctx.app, '/secure/product-details', { ...DETAILS, productId: 424242 }, ana.cookie),
      404,
      MESSAGES.productNotFound,
    );
  });
});

describe('GET /store/product and /store/product-details', () => {
  it('shows an active dish of an approved chef to anyone, with relatedFiles, userId and the chef', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie);
    const answer = model<{ product: Product; relatedFiles: RelatedFile[]; userId: number }>(
      await get(ctx.app, `/store/product?productId=${dish.id}`),
    );
    expect(answer).toEqual({
      product: dish,
      // An enabled dish has its photo (decision 054).
      relatedFiles: dish.relatedFiles,
      userId: ruta.id,
      merchant: {
        userId: ruta.id,
        storeName: 'ruta',
        firstName: expect.any(String),
        lastName: expect.any(String),
        rating: { average: null, count: 0 },
      },
    });
  });

  it('answers 404 for unknown ids, and for a dish without details on product-details', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie);
    expectStatus(await get(ctx.app, '/store/product?productId=777'), 404, MESSAGES.productNotFound);
    expectStatus(await get(ctx.app, '/store/product-details?productId=777'), 404, MESSAGES.productNotFound);
    expectStatus(
      await get(ctx.app, `/store/product-details?productId=${dish.id}`),
      404,
      MESSAGES.productNotFound,
    );
  });

  it('shows an inactive dish only to its owner and to operators', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie, { active: 'false' });
    await addDetails(ctx.app, ruta.cookie, dish.id);
    const customer = await signUp(ctx.app, 'customer@example.lt');
    const ana = await chef(ctx.app, 'ana@example.lt');
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    const admin = await signUp(ctx.app, 'admin@example.lt', { role: 'ADMIN' });
    for (const cookie of [undefined, customer.cookie, ana.cookie]) {
      expectStatus(
        await get(ctx.app, `/store/product?productId=${dish.id}`, cookie),
        404,
        MESSAGES.productNotFound,
      );
      expectStatus(
        await get(ctx.app, `/store/product-details?productId=${dish.id}`, cookie),
        404,
        MESSAGES.productNotFound,
      );
    }
    for (const viewer of [ruta, operator, admin]) {
      expect(
        model<{ product: Product }>(await get(ctx.app, `/store/product?productId=${dish.id}`, viewer.cookie))
          .product.active,
      ).toBe(false);
      expect(
        model<{ dish: Dish }>(
          await get(ctx.app, `/store/product-details?productId=${dish.id}`, viewer.cookie),
        ).dish.productId,
      ).toBe(dish.id);
    }
  });

  it('hides the dishes of a suspended chef from visitors, not from the chef or operators', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    const dish = await createDish(ctx.app, ruta.cookie);
    await setChefStatus(ctx.app, ruta.id, 'suspended');
    const operator = await signUp(ctx.app, 'op@example.lt', { role: 'OPERATOR' });
    expectStatus(await get(ctx.app, `/store/product?productId=${dish.id}`), 404, MESSAGES.productNotFound);
    model(await get(ctx.app, `/store/product?productId=${dish.id}`, ruta.cookie));
    model(await get(ctx.app, `/store/product?productId=${dish.id}`, operator.cookie));
    // The owner may still edit it, though not create new ones.
    model(await post(ctx.app, '/secure/product', { ...DISH, id: dish.id, title: 'Still mine' }, ruta.cookie));
    expectStatus(await post(ctx.app, '/secure/product', DISH, ruta.cookie), 403, MESSAGES.notAChef);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '', '%00', '1;drop table products'])(
    'answers 400 for the productId %j',
    async (productId) => {
      const res = await get(ctx.app, `/store/product?productId=${encodeURIComponent(productId)}`);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).fieldErrors).toHaveProperty('productId');
    },
  );
});

describe('hostile input', () => {
  const bodies: unknown[] = [
    { title: ['a', 'b'], description: { x: 1 } },
    { title: 'x', description: 'y', price: [1], active: { a: 1 }, id: 'DROP' },
    { title: 'x', description: 'y', id: 1e30 },
    { title: '\u0000', description: 'y' },
    { title: 'x', description: 'y', parcelRequires: 'maybe', measureUnit: 'x'.repeat(51) },
    { productId: { $gt: 0 }, kitchenType: ['grill'], ingridients: { a: { b: 1 } }, calories: 1e308 },
    { productId: '1', ingridients: '{"__proto__": 1}', allergens: [1, 2], dietaryTags: { a: 1 } },
    null,
    [],
    'text',
  ];

  it('never answers 5xx on the wizard calls', async () => {
    const ruta = await chef(ctx.app, 'ruta@example.lt');
    await createDish(ctx.app, ruta.cookie);
    for (const url of [
      '/secure/product',
      '/secure/product-details',
      '/secure/relate-file-to-product',
      '/store/merchants',
    ]) {
      for (const body of bodies) {
        const res = await postJson(ctx.app, url, body, ruta.cookie);
        // The marketplace ignores fields it does not know: an answer, not an error.
        if (url !== '/store/merchants')
          expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
      }
    }
    for (const url of [
      '/store/product?productId[]=1',
      '/store/product-details?productId=1&productId=2',
      '/secure/remove-product-file?fileId=x',
    ]) {
      const res = await get(ctx.app, url, ruta.cookie);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
