import { describe, expect, it } from 'vitest';
import type { DishesPage, MerchantsPage } from '@hearth/domain/catalogue';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { files, productFiles, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { model, post, signUp } from '../profile/profile-test-helpers.ts';
import { addDetails, chef, createDish, setChefStatus } from './catalogue-test-helpers.ts';
import { searchTerms } from './marketplace-search.ts';

/** The marketplace's search (decision 053): POST /store/dishes and the search fields of /store/merchants. */

const ctx = useTestApp();

type Body = Record<string, string | number | boolean>;
const dishes = async (body: Body = {}) => model<DishesPage>(await post(ctx.app, '/store/dishes', body));
const merchants = async (body: Body = {}) =>
  model<MerchantsPage>(await post(ctx.app, '/store/merchants', body));
const titles = (page: DishesPage) => page.dishes.map((d) => d.title);
const chefIds = (page: MerchantsPage) => page.merchants.map((m) => m.userId);

/** Two approved chefs with Lithuanian and English dishes, and a suspended chef whose dish must never show. */
async function kitchen() {
  const ona = await chef(ctx.app, 'ona@example.lt', {
    nickname: 'onute',
    city: 'Vilnius',
    hourRate: 1500,
    kitchenTypes: ['desserts', 'backery'],
  });
  const sakotis = await createDish(ctx.app, ona.cookie, { title: 'Šakotis', price: '4000' });
  await addDetails(ctx.app, ona.cookie, sakotis.id, {
    kitchenType: 'backery',
    ingridients: JSON.stringify({ Kiaušiniai: 30, Sviestas: 1 }),
    allergens: 'eggs,milk,gluten',
    dietaryTags: 'vegetarian',
  });
  const kugelis = await createDish(ctx.app, ona.cookie, { title: 'Bulvių plokštainis', price: '1000' });
  await addDetails(ctx.app, ona.cookie, kugelis.id, {
    kitchenType: 'grill',
    ingridients: JSON.stringify({ Bulvės: 2000 }),
    allergens: 'milk',
    dietaryTags: 'gluten-free',
    hourRate: 'true',
    preparationMinutes: '20',
  });
  const hidden = await createDish(ctx.app, ona.cookie, { title: 'Šakotis mini', active: 'false' });
  const tom = await chef(ctx.app, 'tom@example.lt', {
    nickname: 'tomgrill',
    city: 'Kaunas',
    hourRate: 300,
    kitchenTypes: ['vegan'],
  });
  const salad = await createDish(ctx.app, tom.cookie, { title: 'Chickpea salad', price: '800' });
  await addDetails(ctx.app, tom.cookie, salad.id, {
    kitchenType: 'vegan',
    ingridients: JSON.stringify({ Chickpeas: 300, Tahini: 50 }),
    allergens: 'sesame',
    dietaryTags: 'vegan,vegetarian,gluten-free',
  });
  const gone = await chef(ctx.app, 'gone@example.lt', { nickname: 'gonechef', hourRate: 5000 });
  await createDish(ctx.app, gone.cookie, { title: 'Šakotis of a suspended chef' });
  await setChefStatus(ctx.app, gone.id, 'suspended');
  return { ona, tom, sakotis, kugelis, hidden, salad };
}

/** The first image of a dish as a card shows it (null without any), read from the database. */
async function firstPhoto(productId: number, ownerId: number) {
  const [row] = await ctx.app.db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(asc(productFiles.position), asc(productFiles.id))
    .limit(1);
  if (!row) return null;
  return {
    url: `/repository/products/${ownerId}/${row.fileName}`,
    thumbnailUrl: `/repository/products/${ownerId}/${row.fileName.replace(/\.jpg$/, '-thumb.jpg')}`,
  };
}

/** The web's kitchen-type labels of a language (its catalogue's `kitchenTypes` block), read as text. */
function kitchenLabels(language: 'en' | 'lt'): Record<string, string> {
  const file = new URL(`../../../../web/src/shared/i18n/locales/${language}.ts`, import.meta.url);
  const block = /\n {2}kitchenTypes: \{\n([\s\S]*?)\n {2}\},/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^ {4}(\w+): '([^']+)',$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('the kitchen words of the search texts (migration 0015)', () => {
  it('hold every kitchen type’s English and Lithuanian label of the web app', async () => {
    const en = kitchenLabels('en');
    const lt = kitchenLabels('lt');
    expect(Object.keys(en).sort()).toEqual([...KITCHEN_TYPES].sort());
    for (const code of KITCHEN_TYPES) {
      const result = await ctx.app.db.execute<{ words: string }>(
        sql`select hearth_kitchen_words(${code}) as words`,
      );
      expect(result.rows[0]!.words, code).toBe(`${code} ${en[code]} ${lt[code]}`);
    }
  });
});

describe('searchTerms', () => {
  it('keeps letters and digits, without diacritics, as prefixes', () => {
    expect(searchTerms('  Šakotis, su  medumi! ')).toEqual({
      tsquery: 'sakotis:* & su:* & medumi:*',
      text: 'sakotis su medumi',
    });
    expect(searchTerms("'&|!:*()")).toBeNull();
    expect(searchTerms(null)).toBeNull();
  });
});

describe('POST /store/dishes', () => {
  it('lists the active dishes of approved chefs as cards, newest first', async () => {
    const { ona, tom, sakotis, kugelis, salad } = await kitchen();
    const page = await dishes();
    expect(page.dishes.map((d) => d.id)).toEqual([salad.id, kugelis.id, sakotis.id]);
    expect(page).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    const { photo, ...card } = page.dishes[1]!;
    expect(photo).toMatchObject((await firstPhoto(kugelis.id, ona.id))!);
    expect(card).toEqual({
      id: kugelis.id,
      title: 'Bulvių plokštainis',
      // Priced by time: 20 minutes at 15 EUR an hour.
      price: 500,
      chef: {
        userId: ona.id,
        storeName: 'onute',
        firstName: 'Rūta',
        lastName: 'Kazlauskienė',
        avatarUrl: null,
        thumbnailUrl: null,
      },
      rating: { average: null, count: 0 },
      kitchenType: 'grill',
      allergens: ['milk'],
      dietaryTags: ['gluten-free'],
    });
    expect(page.dishes[0]!.chef.userId).toBe(tom.id);
  });

  it('finds "sakotis" without its diacritics, a prefix, a typo, an ingredient, a chef and a kitchen label', async () => {
    await kitchen();
    expect(titles(await dishes({ q: 'sakotis' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'ŠAKOTIS' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'sako' }))).toEqual(['Šakotis']);
    // One letter wrong, in English and Lithuanian.
    expect(titles(await dishes({ q: 'sakotsi' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'chikpea' }))).toEqual(['Chickpea salad']);
    expect(titles(await dishes({ q: 'plokstainis' }))).toEqual(['Bulvių plokštainis']);
    expect(titles(await dishes({ q: 'kiausiniai' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'tahini' }))).toEqual(['Chickpea salad']);
    expect(titles(await dishes({ q: 'tomgrill' }))).toEqual(['Chickpea salad']);
    // Kitchen types by their English and Lithuanian labels.
    expect(titles(await dishes({ q: 'bakery' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'kepiniai' }))).toEqual(['Šakotis']);
    expect(titles(await dishes({ q: 'grotelių' }))).toEqual(['Bulvių plokštainis']);
    expect(titles(await dishes({ q: 'xyzzy' }))).toEqual([]);
    // Punctuation only searches nothing: everything is listed.
    expect((await dishes({ q: "'&|!:*" })).total).toBe(3);
  });

  it('follows a chef’s new name', async () => {
    const { ona } = await kitchen();
    await ctx.app.db.update(users).set({ firstName: 'Gražina' }).where(eq(users.id, ona.id));
    expect(titles(await dishes({ q: 'grazina', sort: 'newest' }))).toEqual(['Bulvių plokštainis', 'Šakotis']);
    expect(chefIds(await merchants({ q: 'grazina' }))).toEqual([ona.id]);
  });

  it('filters by dietary tags, allergens, kitchen, city and price, and sorts', async () => {
    await kitchen();
    expect(titles(await dishes({ dietary: 'gluten-free', sort: 'price' }))).toEqual([
      'Bulvių plokštainis',
      'Chickpea salad',
    ]);
    expect(titles(await dishes({ dietary: 'vegan,gluten-free' }))).toEqual(['Chickpea salad']);
    expect(titles(await dishes({ allergenFree: 'milk' }))).toEqual(['Chickpea salad']);
    expect(titles(await dishes({ allergenFree: 'sesame,eggs' }))).toEqual(['Bulvių plokštainis']);
    expect(titles(await dishes({ kitchenType: 'grill,vegan' }))).toEqual([
      'Chickpea salad',
      'Bulvių plokštainis',
    ]);
    expect(titles(await dishes({ city: 'kaunas' }))).toEqual(['Chickpea salad']);
    // The price the server computes: the time-based dish costs 500.
    expect(titles(await dishes({ maxPrice: 500 }))).toEqual(['Bulvių plokštainis']);
    expect(titles(await dishes({ sort: 'price' }))).toEqual([
      'Bulvių plokštainis',
      'Chickpea salad',
      'Šakotis',
    ]);
    expect(titles(await dishes({ sort: 'rating' }))).toHaveLength(3);
  });

  it('answers the first image of each dish, and the newest one as its chef’s cover', async () => {
    const { ona, sakotis, tom, salad } = await kitchen();
    const [file] = await ctx.app.db
      .insert(files)
      .values({ ownerId: ona.id, storageKey: 'k', mimeType: 'image/jpeg', width: 1, height: 1, sizeBytes: 1 })
      .returning();
    await ctx.app.db.insert(productFiles).values({
      productId: sakotis.id,
      fileId: file!.id,
      fileName: `${sakotis.id}-${file!.id}.jpg`,
      position: 9,
    });
    const card = (await dishes({ q: 'sakotis' })).dishes[0]!;
    expect(card.photo).not.toBeNull();
    expect(card.photo).toMatchObject((await firstPhoto(sakotis.id, ona.id))!);
    // With its sized variants for a srcset, as the dish page's (decision 054).
    expect(card.photo!.variants?.[0]?.avif).toBe(`${card.photo!.url}?w=320&format=avif`);
    const onaCard = (await merchants({ q: 'onute' })).merchants[0]!;
    // Her newest active dish is the potato pudding; without its own photo, the older Šakotis's.
    const kugelisPhoto = (await dishes({ q: 'plokstainis' })).dishes[0]!.photo;
    expect(onaCard.cover).toEqual(kugelisPhoto ?? card.photo);
    const tomCard = (await merchants({ q: 'tomgrill' })).merchants[0]!;
    expect(tomCard.userId).toBe(tom.id);
    expect(tomCard.cover).toMatchObject((await firstPhoto(salad.id, tom.id))!);
    expect(tomCard.cover!.variants).not.toHaveLength(0);
  });

  it.each([
    { page: -1 },
    { maxPrice: 'cheap' },
    { sort: 'loudest' },
    { dietary: 'carnivore' },
    { allergenFree: 'gluten,nothing' },
    { kitchenType: 'klingon' },
    { q: 'x'.repeat(101) },
    { q: 'a\u0000b' },
  ])('refuses %j with 400', async (body) => {
    expect((await post(ctx.app, '/store/dishes', body as unknown as Body)).statusCode).toBe(400);
    expect((await post(ctx.app, '/store/merchants', body as unknown as Body)).statusCode).toBe(
      'maxPrice' in body ? 200 : 400,
    );
  });
});

describe('POST /store/merchants with the search fields', () => {
  it('finds chefs by their dishes, names and kitchens, typo-tolerant, and filters by their dishes', async () => {
    const { ona, tom } = await kitchen();
    await signUp(ctx.app, 'customer@example.lt');
    expect(chefIds(await merchants({ q: 'sakotis' }))).toEqual([ona.id]);
    expect(chefIds(await merchants({ q: 'sakotsi' }))).toEqual([ona.id]);
    expect(chefIds(await merchants({ q: 'veganiška' }))).toEqual([tom.id]);
    expect(chefIds(await merchants({ q: 'Kazlauskiene' }))).toEqual([tom.id, ona.id]);
    expect(chefIds(await merchants({ dietary: 'vegan' }))).toEqual([tom.id]);
    expect(chefIds(await merchants({ allergenFree: 'sesame' }))).toEqual([ona.id]);
    expect(chefIds(await merchants({ allergenFree: 'milk,sesame' }))).toEqual([]);
    expect(chefIds(await merchants({ sort: 'price' }))).toEqual([tom.id, ona.id]);
  });

  it('answers the listed chefs’ rate range whatever the filters', async () => {
    await kitchen();
    const page = await merchants({ city: 'Kaunas' });
    expect(page.rateRange).toEqual({ min: 300, max: 1500 });
    expect((await merchants({ q: 'xyzzy' })).rateRange).toEqual({ min: 300, max: 1500 });
  });
});
