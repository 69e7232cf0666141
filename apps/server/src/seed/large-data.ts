import { KITCHEN_TYPES } from '@hearth/domain/constants';

/**
 * The large data set of the benchmarks (`npm run seed:large`, decision 029): its sizes at scale 1,
 * the accounts the benchmarks sign in with, and the word lists its rows are made from. Every value is derived
 * from the seed number and LARGE_SEED_NOW, so the same seed gives the same rows (and, on a fresh database,
 * the same ids).
 */

export const LARGE_SEED_COUNTS = {
  chefs: 10_000,
  customers: 5_000,
  dishesPerChef: 10,
  /** 40 per customer (customer k has every order i with i mod customers = k), about 20 per chef. */
  orders: 200_000,
} as const;

export const DEFAULT_LARGE_SEED = 20_261_123;

/** The time the data is laid out around: past orders before it, the upcoming bookings after it. */
export const LARGE_SEED_NOW = new Date('2026-11-23T12:00:00.000Z');

/**
 * The accounts the benchmarks use: the first customer (exactly 40 orders, all with an address, most paid)
 * and the first chef (approved, every dish active). Their ids are not constants: they follow the largest
 * ids already in the database (on a fresh one, the chef and its first dish are id 1). `npm run seed:large`
 * prints them, with the id of the chef's first dish, as JSON on its last line (findLargeSeedFixtures).
 */
export const LARGE_SEED_FIXTURES = {
  customerEmail: 'bench.customer@hearth.local',
  chefEmail: 'bench.chef@hearth.local',
  chefNickname: 'bench-chef',
  password: 'Hearth2026',
  customerOrders: 40,
} as const;

/** Every other seeded e-mail ends so (the demo accounts end in @hearth.local): nothing collides with them. */
export const LARGE_SEED_EMAIL_DOMAIN = 'bench.hearth.local';

/** 20 Lithuanian cities with their county (the `state` of an order address). */
export const LARGE_SEED_CITIES = [
  { city: 'Vilnius', county: 'Vilniaus apskritis' },
  { city: 'Kaunas', county: 'Kauno apskritis' },
  { city: 'Klaipėda', county: 'Klaipėdos apskritis' },
  { city: 'Šiauliai', county: 'Šiaulių apskritis' },
  { city: 'Panevėžys', county: 'Panevėžio apskritis' },
  { city: 'Alytus', county: 'Alytaus apskritis' },
  { city: 'Marijampolė', county: 'Marijampolės apskritis' },
  { city: 'Mažeikiai', county: 'Telšių apskritis' },
  { city: 'Jonava', county: 'Kauno apskritis' },
  { city: 'Utena', county: 'Utenos apskritis' },
  { city: 'Kėdainiai', county: 'Kauno apskritis' },
  { city: 'Telšiai', county: 'Telšių apskritis' },
  { city: 'Tauragė', county: 'Tauragės apskritis' },
  { city: 'Ukmergė', county: 'Vilniaus apskritis' },
  { city: 'Visaginas', county: 'Utenos apskritis' },
  { city: 'Plungė', county: 'Telšių apskritis' },
  { city: 'Kretinga', county: 'Klaipėdos apskritis' },
  { city: 'Palanga', county: 'Klaipėdos apskritis' },
  { city: 'Radviliškis', county: 'Šiaulių apskritis' },
  { city: 'Druskininkai', county: 'Alytaus apskritis' },
] as const;

export type LargeSeedCity = (typeof LARGE_SEED_CITIES)[number];

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
  'Aistė',
  'Darius',
];
export const LAST_NAMES = [
  'Kazlauskė',
  'Petrauskas',
  'Jankauskė',
  'Stankevičius',
  'Vasiliauskė',
  'Žukauskas',
  'Butkutė',
  'Paulauskas',
];

export const STREETS = [
  'Gedimino pr.',
  'Laisvės al.',
  'Vytauto g.',
  'Maironio g.',
  'Basanavičiaus g.',
  'Dariaus ir Girėno g.',
  'Žalgirio g.',
  'Taikos pr.',
];

export const DISH_WORDS = {
  first: ['Slow-cooked', 'Grilled', 'Baked', 'Smoked', 'Roasted', 'Braised', 'Fresh', 'Spiced', 'Home-style'],
  second: ['lamb', 'salmon', 'chicken', 'mushroom', 'pumpkin', 'beef', 'tofu', 'duck', 'cod', 'aubergine'],
  third: ['stew', 'pie', 'skewers', 'risotto', 'curry', 'dumplings', 'salad', 'tart', 'soup', 'platter'],
};

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Wonderful, would book again.',
    'Delicious and spotless kitchen afterwards.',
    'The best dinner this year.',
  ],
  4: ['Good food, a little late.', 'Tasty, portions could be larger.', 'Very good, a bit salty.'],
  3: ['Fine, but not what the photos promised.'],
};
