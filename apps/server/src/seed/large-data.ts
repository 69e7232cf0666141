import { KITCHEN_TYPES } from '@hearth/domain/constants';

/**
 * The large data set of the benchmarks (`npm run seed:large`, issue 9): its sizes at scale 1, the accounts
 * the benchmarks sign in with, and the word lists its rows are made from. Everything is derived from the
 * seed number, so the same seed gives the same rows (and, on a fresh database, the same ids).
 */

export const LARGE_SEED_COUNTS = {
  chefs: 10_000,
  customers: 5_000,
  dishesPerChef: 10,
  /** 40 per customer, 20 per chef. */
  orders: 200_000,
  /** One transfer between customers for every customer (each also buys DOGE by card once). */
  transfersPerCustomer: 1,
} as const;

export const DEFAULT_LARGE_SEED = 20_261_123;

/** The accounts the benchmarks use: the first customer (40 orders) and the first chef (10 active dishes). */
export const LARGE_SEED_FIXTURES = {
  customerEmail: 'bench.customer@hearth.local',
  chefEmail: 'bench.chef@hearth.local',
  chefNickname: 'bench-chef',
  password: 'Hearth2026',
  customerOrders: 40,
} as const;

/** Every seeded e-mail ends so (the demo accounts end in @hearth.local): nothing collides with them. */
export const LARGE_SEED_EMAIL_DOMAIN = 'bench.hearth.local';

export const LARGE_SEED_CITIES = [
  'Vilnius',
  'Kaunas',
  'Klaipėda',
  'Šiauliai',
  'Panevėžys',
  'Alytus',
  'Marijampolė',
  'Mažeikiai',
  'Jonava',
  'Utena',
  'Kėdainiai',
  'Telšiai',
  'Tauragė',
  'Ukmergė',
  'Visaginas',
  'Plungė',
  'Kretinga',
  'Palanga',
  'Radviliškis',
  'Druskininkai',
] as const;

export const LARGE_SEED_KITCHEN_TYPES = KITCHEN_TYPES;

export const FIRST_NAMES = [
  'Rūta',
  'Jonas',
  'Asta',
  'Tomas',
  'Eglė',
  'Mantas',
  'Greta',
  'Lukas',
  'Ieva',
  'Paulius',
];
export const LAST_NAMES = [
  'Kazlauskė',
  'Petrauskas',
  'Jankauskė',
  'Stankevičius',
  'Vasiliauskė',
  'Žukauskas',
];

export const DISH_WORDS = {
  first: ['Slow-cooked', 'Grilled', 'Baked', 'Smoked', 'Roasted', 'Braised', 'Fresh', 'Spiced', 'Home-style'],
  second: ['lamb', 'salmon', 'chicken', 'mushroom', 'pumpkin', 'beef', 'tofu', 'duck', 'cod', 'aubergine'],
  third: ['stew', 'pie', 'skewers', 'risotto', 'curry', 'dumplings', 'salad', 'tart', 'soup', 'platter'],
};
