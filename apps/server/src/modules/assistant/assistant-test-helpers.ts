import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AssistantAnswer } from '@hearth/domain/assistant';
import { envelope, type TestClock } from '../../test/test-app.ts';
import { addDetails, chef, createDish } from '../catalogue/catalogue-test-helpers.ts';
import { addAddress, placeOrder } from '../orders/order-test-helpers.ts';
import { model, signUp, type Account } from '../profile/profile-test-helpers.ts';

/**
 * Demo-like data for the assistant's tests, made through the real routes: chefs in Vilnius and Kaunas with
 * kitchen types and rates, dishes with allergens and dietary tags, and a placed order for each of two
 * customers (so a test can check that one never sees the other's).
 */

interface SeedDish {
  title: string;
  kitchenType: string;
  allergens: string;
  dietaryTags: string;
  price: string;
}

interface SeedChef {
  nickname: string;
  city: string;
  hourRate: number;
  kitchenTypes: string[];
  dishes: SeedDish[];
}

const dish = (
  title: string,
  kitchenType: string,
  allergens: string,
  dietaryTags = '',
  price = '1500',
): SeedDish => ({
  title,
  kitchenType,
  allergens,
  dietaryTags,
  price,
});

export const SEED_CHEFS: SeedChef[] = [
  {
    nickname: 'egle',
    city: 'Kaunas',
    hourRate: 600,
    kitchenTypes: ['vegan', 'mediterranean'],
    dishes: [
      dish('Beet and lentil salad with walnuts', 'vegan', 'nuts', 'vegan,vegetarian', '1100'),
      dish('Stuffed peppers with rice and herbs', 'mediterranean', '', 'vegan,vegetarian', '1300'),
    ],
  },
  {
    nickname: 'giedre',
    city: 'Vilnius',
    hourRate: 1000,
    kitchenTypes: ['asian', 'vegan'],
    dishes: [dish('Vegan pad thai with tofu', 'asian', 'peanuts,soybeans', 'vegan', '1400')],
  },
  {
    nickname: 'tomas',
    city: 'Kaunas',
    hourRate: 900,
    kitchenTypes: ['grill', 'georgian'],
    dishes: [
      dish('Khachapuri Adjaruli', 'georgian', 'gluten,milk,eggs', 'vegetarian', '1600'),
      dish('Pork shashlik over charcoal', 'grill', 'sulphites', '', '2400'),
    ],
  },
  {
    nickname: 'austeja',
    city: 'Kaunas',
    hourRate: 300,
    kitchenTypes: ['backery'],
    dishes: [dish('Honey cake Medutis', 'backery', 'gluten,eggs,milk', 'vegetarian', '2000')],
  },
  {
    nickname: 'darius',
    city: 'Vilnius',
    hourRate: 1100,
    kitchenTypes: ['indian', 'asian'],
    dishes: [dish('Butter chicken with basmati rice', 'indian', 'milk,nuts', '', '1800')],
  },
  {
    nickname: 'sarunas',
    city: 'Kaunas',
    hourRate: 1500,
    kitchenTypes: ['seafood', 'mediterranean'],
    dishes: [dish('Grilled sea bass with lemon and capers', 'seafood', 'fish', '', '3200')],
  },
  {
    nickname: 'paulius',
    city: 'Vilnius',
    hourRate: 450,
    kitchenTypes: ['pizza', 'american'],
    dishes: [dish('Neapolitan margherita', 'pizza', 'gluten,milk', 'vegetarian', '900')],
  },
  {
    nickname: 'ieva',
    city: 'Vilnius',
    hourRate: 650,
    kitchenTypes: ['mexican', 'street'],
    dishes: [dish('Guacamole with homemade tortilla chips', 'mexican', '', 'vegan,vegetarian', '800')],
  },
];

export interface AssistantWorld {
  /** Dish ids by title. */
  dishIds: Map<string, number>;
  anna: Account;
  annaOrderId: number;
  bob: Account;
  bobOrderId: number;
}

async function seedChef(app: FastifyInstance, seed: SeedChef, dishIds: Map<string, number>) {
  const account = await chef(app, `${seed.nickname}@example.lt`, {
    nickname: seed.nickname,
    city: seed.city,
    hourRate: seed.hourRate,
    kitchenTypes: seed.kitchenTypes,
  });
  for (const d of seed.dishes) {
    const product = await createDish(app, account.cookie, { title: d.title, price: d.price });
    await addDetails(app, account.cookie, product.id, {
      kitchenType: d.kitchenType,
      allergens: d.allergens,
      dietaryTags: d.dietaryTags,
    });
    dishIds.set(d.title, product.id);
  }
}

async function orderOf(app: FastifyInstance, clock: TestClock, customer: Account, productId: number) {
  const { order } = await placeOrder(app, clock, { productId }, customer.cookie);
  model(await addAddress(app, order.id, customer.cookie));
  return order.id;
}

export async function seedAssistantWorld(app: FastifyInstance, clock: TestClock): Promise<AssistantWorld> {
  const dishIds = new Map<string, number>();
  for (const seed of SEED_CHEFS) await seedChef(app, seed, dishIds);
  const anna = await signUp(app, 'anna@example.lt');
  const bob = await signUp(app, 'bob@example.lt', { language: 'lt' });
  const annaOrderId = await orderOf(app, clock, anna, dishIds.get('Khachapuri Adjaruli')!);
  const bobOrderId = await orderOf(app, clock, bob, dishIds.get('Honey cake Medutis')!);
  return { dishIds, anna, annaOrderId, bob, bobOrderId };
}

/** POST /ask?q= as the spec's client sends it (no body). */
export function ask(
  app: FastifyInstance,
  question: string | undefined,
  options: { cookie?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const query = question === undefined ? '' : `?q=${encodeURIComponent(question)}`;
  return app.inject({
    method: 'POST',
    url: `/ask${query}`,
    headers: {
      accept: 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

export function answerOf(res: LightMyRequestResponse): AssistantAnswer {
  return envelope<AssistantAnswer>(res).model!;
}
