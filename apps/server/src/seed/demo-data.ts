import type { Allergen, DietaryTag } from '@hearth/domain/catalogue';
import type { KitchenType, Role } from '@hearth/domain/constants';
import { deriveNickname } from '@hearth/domain/profile';

/**
 * The demo data of a fresh database (decision 019): fixed, so that e2e journeys and tests can rely on
 * it. Everyone's password is DEMO_PASSWORD. Only DEMO_ACCOUNTS are printed at start-up (README lists them);
 * the other chefs fill the marketplace.
 *
 * Who cooks what, where (hourly rate in EUR; * = demo account of the README):
 *
 * | chef                     | city    | kitchen types                | rate  | dishes |
 * |--------------------------|---------|------------------------------|-------|--------|
 * | Rūta Kazlauskienė *      | Vilnius | mediterranean, french        | 12.00 | 5 (1 inactive) |
 * | Tomas Jankauskas *       | Kaunas  | grill, georgian              |  9.00 | 5 (1 inactive) |
 * | Giedrė Žukauskienė       | Vilnius | asian, vegan                 | 10.00 | 4 |
 * | Mindaugas Šimkus         | Kaunas  | pizza, street                |  7.00 | 4 |
 * | Aistė Vaitkutė           | Vilnius | backery, desserts            |  8.00 | 4 |
 * | Darius Petrauskas        | Vilnius | indian, asian                | 11.00 | 4 |
 * | Eglė Stankevičiūtė       | Kaunas  | vegan, mediterranean         |  6.00 | 4 |
 * | Lukas Mažeika            | Kaunas  | american, grill, street      |  5.00 | 4 |
 * | Ieva Balčiūnaitė         | Vilnius | mexican, street              |  6.50 | 4 |
 * | Šarūnas Butkus           | Kaunas  | seafood, mediterranean       | 15.00 | 4 |
 * | Gintarė Paulauskaitė     | Kaunas  | desserts, french             |  9.50 | 4 |
 * | Paulius Urbonas          | Vilnius | pizza, american              |  4.50 | 3 |
 * | Austėja Navickienė       | Kaunas  | backery                      |  3.00 | 5 |
 * | Vytautas Žemaitis        | Vilnius | seafood, asian, grill        | 13.00 | 4 |
 *
 * Useful unique matches: only Ieva cooks `mexican`, only Darius `indian` (both Vilnius), only Tomas
 * `georgian` (Kaunas); `pizza` in Kaunas is only Mindaugas. The hourly-rate filter's steps follow the listed
 * chefs' range (3 to 15 EUR: up to 5, 7.50, 10, 12.50 and 15 EUR); up to 5 EUR finds Austėja (3.00), Paulius
 * (4.50) and Lukas (5.00). 7 chefs in each city; 58 dishes
 * (2 inactive; 27 priced by time, 31 fixed), 75 images.
 */

export const DEMO_PASSWORD = 'Hearth2026';

/** How the generated pictures of a dish look (demo-images.ts). */
export type DishLook = 'plate' | 'bowl' | 'pizza' | 'cake' | 'tray' | 'skewers' | 'bread' | 'pan';

export interface DemoDish {
  title: string;
  description: string;
  kitchenType: KitchenType;
  preparationMinutes: number;
  preparationDescription: string;
  /** 'time': priced by time (the chef's hourly rate); else the fixed price in cents. */
  price: number | 'time';
  servings: number;
  /** Per serving. */
  calories: number;
  ingredients: Record<string, number>;
  allergens: Allergen[];
  dietaryTags: DietaryTag[];
  look: DishLook;
  /** The main colour of the food in the pictures. */
  color: string;
  /** Number of pictures (1 or 2). */
  images: 1 | 2;
  /** Hidden from customers (the owner and operators still see it). */
  inactive?: true;
  measureUnit?: string;
}

export interface DemoChef {
  hourRateCents: number;
  kitchenTypes: KitchenType[];
  about: string;
  dishes: DemoDish[];
}

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  nickname: string | null;
  city: string | null;
  phoneNumber: string | null;
  /** An approved chef profile (legalInfo.valid) with its dishes, or none. */
  chef: DemoChef | null;
}

function chef(
  email: string,
  firstName: string,
  lastName: string,
  city: 'Vilnius' | 'Kaunas',
  phoneNumber: string,
  profile: DemoChef,
): DemoAccount {
  return {
    email,
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName,
    lastName,
    nickname: deriveNickname(firstName, lastName),
    city,
    phoneNumber,
    chef: profile,
  };
}

/**
 * Delivered orders of the demo customer from the Kaunas chef, paid in cash and not reviewed yet, so the
 * reviews journey (decision 028) can rate them: enough for the rating rule's window of 5 and one more.
 */
export const DEMO_DELIVERED_ORDERS = {
  customer: 'customer@hearth.local',
  chef: 'chef.kaunas@hearth.local',
  count: 6,
};

/** The accounts of the README, printed at start-up. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'operator@hearth.local',
    password: DEMO_PASSWORD,
    role: 'OPERATOR',
    firstName: 'Ona',
    lastName: 'Operatorė',
    nickname: null,
    city: 'Vilnius',
    phoneNumber: null,
    chef: null,
  },
  {
    email: 'customer@hearth.local',
    password: DEMO_PASSWORD,
    role: 'CUSTOMER',
    firstName: 'Jonas',
    lastName: 'Petraitis',
    nickname: null,
    city: 'Vilnius',
    phoneNumber: null,
    chef: null,
  },
  chef('chef.vilnius@hearth.local', 'Rūta', 'Kazlauskienė', 'Vilnius', '37061234567', {
    hourRateCents: 1200,
    kitchenTypes: ['mediterranean', 'french'],
    about:
      'Home cook from Vilnius: slow-cooked Mediterranean dishes and French pastry, made in your kitchen.',
    dishes: [
      {
        title: 'Slow-cooked lamb shoulder with rosemary and white beans',
        description:
          'A whole lamb shoulder braised for hours with garlic, rosemary and white wine until it falls off the bone, served on creamy white beans.',
        kitchenType: 'mediterranean',
        preparationMinutes: 240,
        preparationDescription:
          'I brown the lamb, then braise it slowly in your oven while the beans simmer with bay leaves and lemon zest.',
        price: 'time',
        servings: 6,
        calories: 720,
        ingredients: {
          'Lamb shoulder (g)': 2000,
          'White beans (g)': 500,
          'Garlic cloves': 8,
          'Rosemary sprigs': 4,
          'Dry white wine (ml)': 250,
          'Celery stalks': 2,
          'Olive oil (ml)': 40,
        },
        allergens: ['celery', 'sulphites'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'plate',
        color: '#8a4b2e',
        images: 2,
      },
      {
        title: 'Greek moussaka',
        description:
          'Layers of roasted aubergine, spiced beef ragù and a thick, golden béchamel, baked until bubbling.',
        kitchenType: 'mediterranean',
        preparationMinutes: 150,
        preparationDescription:
          'The aubergines are roasted, the ragù simmers with cinnamon, then everything is layered and baked for 45 minutes.',
        price: 2400,
        servings: 6,
        calories: 610,
        ingredients: {
          Aubergines: 3,
          'Minced beef (g)': 700,
          'Tomatoes (g)': 400,
          'Milk (ml)': 600,
          'Butter (g)': 60,
          'Flour (g)': 60,
          Eggs: 2,
          'Kefalotyri cheese (g)': 80,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: [],
        look: 'tray',
        color: '#c98a3d',
        images: 1,
      },
      {
        title: 'French onion soup gratinée',
        description:
          'Onions caramelised for an hour in butter, a rich beef broth, and a crouton under melted Comté.',
        kitchenType: 'french',
        preparationMinutes: 90,
        preparationDescription:
          'Slow caramelising is the secret: the onions take an hour on a low flame before the broth and wine go in.',
        price: 'time',
        servings: 4,
        calories: 480,
        ingredients: {
          'Yellow onions (g)': 1200,
          'Beef broth (ml)': 1200,
          'Butter (g)': 50,
          'Dry white wine (ml)': 150,
          'Baguette slices': 8,
          'Comté cheese (g)': 200,
        },
        allergens: ['gluten', 'milk', 'sulphites'],
        dietaryTags: [],
        look: 'bowl',
        color: '#9c6a2f',
        images: 1,
      },
      {
        title: 'Tarte Tatin',
        description:
          'The upside-down apple tart: apples cooked in deep amber caramel under a crisp all-butter pastry. Back in autumn.',
        kitchenType: 'french',
        preparationMinutes: 80,
        preparationDescription:
          'Apples are caramelised in a cast-iron pan, covered with pastry, baked and turned out while warm.',
        price: 1800,
        servings: 8,
        calories: 390,
        ingredients: {
          Apples: 8,
          'Sugar (g)': 150,
          'Butter (g)': 180,
          'Flour (g)': 200,
          'Egg yolk': 1,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#b5651d',
        images: 1,
        inactive: true,
      },
      {
        title: 'Ratatouille provençale',
        description:
          'Courgettes, aubergines, peppers and tomatoes, each cooked on its own and then simmered together with thyme and basil.',
        kitchenType: 'mediterranean',
        preparationMinutes: 75,
        preparationDescription:
          'Every vegetable is fried separately so it keeps its taste, then all of them stew gently with herbs.',
        price: 'time',
        servings: 4,
        calories: 210,
        ingredients: {
          Courgettes: 2,
          Aubergine: 1,
          'Red peppers': 2,
          'Tomatoes (g)': 600,
          Onion: 1,
          'Olive oil (ml)': 60,
          'Thyme sprigs': 4,
        },
        allergens: [],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'pan',
        color: '#c0392b',
        images: 1,
      },
    ],
  }),
  chef('chef.kaunas@hearth.local', 'Tomas', 'Jankauskas', 'Kaunas', '37062345678', {
    hourRateCents: 900,
    kitchenTypes: ['grill', 'georgian'],
    about: 'Grill and Georgian cooking from Kaunas: khachapuri, shashlik and everything smoky.',
    dishes: [
      {
        title: 'Khachapuri Adjaruli',
        description:
          'The Georgian cheese boat: soft yeast dough filled with sulguni and feta, baked with an egg yolk and butter on top.',
        kitchenType: 'georgian',
        preparationMinutes: 60,
        preparationDescription:
          'The dough rises while I mix the cheeses; each boat bakes for 15 minutes and gets the yolk at the end.',
        price: 950,
        servings: 1,
        calories: 890,
        ingredients: {
          'Flour (g)': 250,
          'Milk (ml)': 120,
          'Sulguni cheese (g)': 150,
          'Feta (g)': 80,
          Eggs: 2,
          'Butter (g)': 20,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'bread',
        color: '#e0a84a',
        images: 2,
        measureUnit: 'piece',
      },
      {
        title: 'Pork shashlik over charcoal',
        description:
          'Pork neck marinated overnight with onions and spices, grilled over charcoal and served with a tomato and herb salad.',
        kitchenType: 'grill',
        preparationMinutes: 120,
        preparationDescription:
          'Bring the marinated meat (or I marinate it the day before); I light the grill and cook the skewers on embers.',
        price: 'time',
        servings: 4,
        calories: 650,
        ingredients: {
          'Pork neck (g)': 1500,
          Onions: 4,
          'Wine vinegar (ml)': 60,
          'Black pepper (g)': 5,
          Tomatoes: 4,
          'Dill and parsley (g)': 40,
        },
        allergens: ['sulphites'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'skewers',
        color: '#8b4513',
        images: 2,
      },
      {
        title: 'Khinkali (20 dumplings)',
        description:
          'Twisted Georgian dumplings filled with spiced beef and pork and their own broth. Eat them by hand, top knot last.',
        kitchenType: 'georgian',
        preparationMinutes: 120,
        preparationDescription:
          'Dough and filling made from scratch; every dumpling is pleated by hand and boiled just before serving.',
        price: 2200,
        servings: 4,
        calories: 560,
        ingredients: {
          'Flour (g)': 600,
          'Minced beef (g)': 400,
          'Minced pork (g)': 300,
          Onions: 2,
          'Coriander (g)': 20,
          'Caraway (g)': 3,
        },
        allergens: ['gluten'],
        dietaryTags: ['lactose-free'],
        look: 'plate',
        color: '#efe2c4',
        images: 1,
      },
      {
        title: 'Chakapuli lamb stew with tarragon',
        description:
          'A bright spring stew of lamb, tarragon, green plums and white wine. Back when the tarragon is fresh.',
        kitchenType: 'georgian',
        preparationMinutes: 150,
        preparationDescription:
          'The lamb stews slowly with herbs and tkemali; the tarragon goes in at the end.',
        price: 'time',
        servings: 4,
        calories: 540,
        ingredients: {
          'Lamb (g)': 1200,
          'Fresh tarragon (g)': 100,
          'Spring onions': 6,
          'Dry white wine (ml)': 300,
          'Tkemali sauce (ml)': 80,
        },
        allergens: ['sulphites'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'bowl',
        color: '#6b8e23',
        images: 1,
        inactive: true,
      },
      {
        title: 'Grilled vegetables with ajika',
        description:
          'Peppers, courgettes, aubergines and mushrooms from the grill with a spicy Georgian ajika of peppers, garlic and herbs.',
        kitchenType: 'grill',
        preparationMinutes: 45,
        preparationDescription:
          'The ajika is made fresh; the vegetables are grilled in batches and dressed warm.',
        price: 1200,
        servings: 4,
        calories: 180,
        ingredients: {
          'Bell peppers': 3,
          Courgettes: 2,
          Aubergine: 1,
          'Mushrooms (g)': 300,
          'Red chilli': 2,
          'Garlic cloves': 4,
        },
        allergens: [],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'skewers',
        color: '#d35400',
        images: 1,
      },
    ],
  }),
];

/** More approved chefs for the marketplace (not printed; same password). */
export const DEMO_CHEFS: DemoAccount[] = [
  chef('giedre.zukauskiene@hearth.local', 'Giedrė', 'Žukauskienė', 'Vilnius', '37065100001', {
    hourRateCents: 1000,
    kitchenTypes: ['asian', 'vegan'],
    about:
      'Plant-based Asian cooking in Vilnius: noodles, dumplings and bowls, all vegan and full of flavour.',
    dishes: [
      {
        title: 'Vegan pad thai with tofu',
        description:
          'Rice noodles wok-fried with crispy tofu, bean sprouts, tamarind and lime, topped with roasted peanuts.',
        kitchenType: 'asian',
        preparationMinutes: 40,
        preparationDescription:
          'Tofu is pressed and fried first; the noodles go through the wok in two batches.',
        price: 1300,
        servings: 2,
        calories: 620,
        ingredients: {
          'Rice noodles (g)': 250,
          'Firm tofu (g)': 300,
          'Bean sprouts (g)': 150,
          'Tamarind paste (g)': 30,
          'Soy sauce (ml)': 40,
          'Peanuts (g)': 50,
          Limes: 2,
        },
        allergens: ['peanuts', 'soybeans'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bowl',
        color: '#e1a95f',
        images: 1,
      },
      {
        title: 'Miso ramen with shiitake',
        description:
          'A deep kombu and shiitake broth with white miso, fresh noodles, marinated mushrooms, corn and spring onions.',
        kitchenType: 'asian',
        preparationMinutes: 180,
        preparationDescription: 'The broth simmers for two hours; toppings are prepared while it does.',
        price: 'time',
        servings: 4,
        calories: 540,
        ingredients: {
          'Ramen noodles (g)': 500,
          'Dried shiitake (g)': 40,
          'Kombu (g)': 20,
          'White miso (g)': 120,
          'Sweetcorn (g)': 200,
          'Spring onions': 4,
          'Sesame oil (ml)': 20,
        },
        allergens: ['gluten', 'soybeans', 'sesame'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bowl',
        color: '#c58b3a',
        images: 2,
      },
      {
        title: 'Buddha bowl with roasted chickpeas and tahini',
        description:
          'Quinoa, roasted sweet potato, crunchy spiced chickpeas, avocado and greens with a lemony tahini dressing.',
        kitchenType: 'vegan',
        preparationMinutes: 35,
        preparationDescription: 'Chickpeas and sweet potato roast together while the quinoa cooks.',
        price: 1100,
        servings: 2,
        calories: 580,
        ingredients: {
          'Quinoa (g)': 150,
          'Chickpeas (g)': 240,
          'Sweet potato': 1,
          Avocado: 1,
          'Spinach (g)': 80,
          'Tahini (g)': 50,
        },
        allergens: ['sesame'],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'bowl',
        color: '#7fb069',
        images: 1,
      },
      {
        title: 'Vegetable gyoza (24 pieces)',
        description:
          'Pan-fried dumplings filled with cabbage, shiitake and ginger, crisp on the bottom, with a soy and rice vinegar dip.',
        kitchenType: 'asian',
        preparationMinutes: 90,
        preparationDescription:
          'Filling and folding by hand; the gyoza are fried and steamed in the same pan.',
        price: 'time',
        servings: 4,
        calories: 320,
        ingredients: {
          'Gyoza wrappers': 24,
          'Chinese cabbage (g)': 300,
          'Shiitake (g)': 120,
          'Ginger (g)': 20,
          'Soy sauce (ml)': 50,
          'Sesame oil (ml)': 15,
        },
        allergens: ['gluten', 'soybeans', 'sesame'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'plate',
        color: '#f0d9a8',
        images: 1,
      },
    ],
  }),
  chef('mindaugas.simkus@hearth.local', 'Mindaugas', 'Šimkus', 'Kaunas', '37065100002', {
    hourRateCents: 700,
    kitchenTypes: ['pizza', 'street'],
    about: 'Pizza dough that rests for a day, and street food from Kaunas markets, cooked at your place.',
    dishes: [
      {
        title: 'Neapolitan margherita',
        description:
          'A soft, blistered crust from dough rested for 24 hours, San Marzano tomatoes, fior di latte and fresh basil.',
        kitchenType: 'pizza',
        preparationMinutes: 30,
        preparationDescription:
          'I bring the rested dough; your oven at its hottest with a stone or steel does the rest.',
        price: 900,
        servings: 2,
        calories: 800,
        ingredients: {
          'Pizza dough (g)': 280,
          'San Marzano tomatoes (g)': 120,
          'Fior di latte (g)': 125,
          'Basil leaves': 8,
          'Olive oil (ml)': 10,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: ['vegetarian'],
        look: 'pizza',
        color: '#c0392b',
        images: 2,
      },
      {
        title: 'Diavola with spicy salami',
        description: 'Tomato, mozzarella, hot salami and a drizzle of chilli oil on a crisp, airy crust.',
        kitchenType: 'pizza',
        preparationMinutes: 30,
        preparationDescription: 'Same 24-hour dough as the margherita, baked as hot as your oven goes.',
        price: 1100,
        servings: 2,
        calories: 920,
        ingredients: {
          'Pizza dough (g)': 280,
          'Tomato sauce (g)': 100,
          'Mozzarella (g)': 125,
          'Spicy salami (g)': 80,
          'Chilli oil (ml)': 10,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: [],
        look: 'pizza',
        color: '#a93226',
        images: 1,
      },
      {
        title: 'Kibinai from Trakai (6 pastries)',
        description:
          'The Karaim crescent pastries of Trakai, filled with juicy lamb and onion, golden and crisp.',
        kitchenType: 'street',
        preparationMinutes: 120,
        preparationDescription:
          'Butter dough, a hand-chopped filling, and each kibinas crimped along the top.',
        price: 'time',
        servings: 3,
        calories: 710,
        ingredients: {
          'Flour (g)': 500,
          'Butter (g)': 200,
          Eggs: 1,
          'Lamb (g)': 500,
          Onions: 2,
          'Black pepper (g)': 3,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: [],
        look: 'bread',
        color: '#d4a04c',
        images: 1,
      },
      {
        title: 'Chebureki with lamb',
        description:
          'Thin, bubbly fried turnovers with a peppery lamb filling; the kind you buy at the market, only fresher.',
        kitchenType: 'street',
        preparationMinutes: 60,
        preparationDescription: 'The dough rests while the filling is seasoned; they are fried to order.',
        price: 1000,
        servings: 3,
        calories: 650,
        ingredients: {
          'Flour (g)': 400,
          'Minced lamb (g)': 400,
          Onion: 1,
          'Sunflower oil (ml)': 500,
          'Dill (g)': 15,
        },
        allergens: ['gluten'],
        dietaryTags: ['lactose-free'],
        look: 'bread',
        color: '#c8903e',
        images: 1,
      },
    ],
  }),
  chef('aiste.vaitkute@hearth.local', 'Aistė', 'Vaitkutė', 'Vilnius', '37065100003', {
    hourRateCents: 800,
    kitchenTypes: ['backery', 'desserts'],
    about: 'Baker from Vilnius: rye bread, buns and the Lithuanian cakes of my grandmother.',
    dishes: [
      {
        title: 'Lithuanian sourdough rye bread',
        description:
          'Dark, dense rye bread with a tangy sourdough, caraway and a little malt, baked in a tin.',
        kitchenType: 'backery',
        preparationMinutes: 240,
        preparationDescription: 'I bring my starter; the dough proofs twice and bakes low and slow.',
        price: 'time',
        servings: 12,
        calories: 180,
        ingredients: {
          'Rye flour (g)': 700,
          'Rye sourdough starter (g)': 200,
          'Rye malt (g)': 30,
          'Caraway (g)': 8,
          'Salt (g)': 14,
        },
        allergens: ['gluten'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bread',
        color: '#4e342e',
        images: 2,
        measureUnit: 'loaf',
      },
      {
        title: 'Honey cake Medutis',
        description:
          'Ten thin honey sponge layers with sour cream frosting that soak overnight into a soft, caramel-scented cake.',
        kitchenType: 'desserts',
        preparationMinutes: 180,
        preparationDescription:
          'The layers are baked one by one, stacked with cream, then the cake rests in the fridge.',
        price: 2800,
        servings: 12,
        calories: 430,
        ingredients: {
          'Flour (g)': 500,
          'Honey (g)': 150,
          Eggs: 3,
          'Butter (g)': 100,
          'Sour cream (g)': 800,
          'Sugar (g)': 250,
        },
        allergens: ['gluten', 'eggs', 'milk'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#d9a65a',
        images: 2,
      },
      {
        title: 'Cinnamon buns (12)',
        description: 'Soft cardamom dough rolled with cinnamon butter, baked golden and brushed with syrup.',
        kitchenType: 'backery',
        preparationMinutes: 150,
        preparationDescription: 'Two rises and 15 minutes in the oven; your kitchen will smell wonderful.',
        price: 1500,
        servings: 12,
        calories: 290,
        ingredients: {
          'Flour (g)': 600,
          'Milk (ml)': 250,
          'Butter (g)': 150,
          Eggs: 1,
          'Cinnamon (g)': 15,
          'Cardamom (g)': 5,
          'Sugar (g)': 150,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'bread',
        color: '#b9773a',
        images: 1,
      },
      {
        title: 'Tinginys chocolate biscuit cake',
        description:
          'The "lazy" Lithuanian cake of biscuits, cocoa, butter and condensed milk: no baking, just patience.',
        kitchenType: 'desserts',
        preparationMinutes: 30,
        preparationDescription: 'Mixed and shaped into a log, then it sets in your fridge for a few hours.',
        price: 1200,
        servings: 8,
        calories: 380,
        ingredients: {
          'Butter biscuits (g)': 400,
          'Condensed milk (g)': 400,
          'Butter (g)': 150,
          'Cocoa (g)': 40,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#5d4037',
        images: 1,
      },
    ],
  }),
  chef('darius.petrauskas@hearth.local', 'Darius', 'Petrauskas', 'Vilnius', '37065100004', {
    hourRateCents: 1100,
    kitchenTypes: ['indian', 'asian'],
    about: 'Curries, dals and breads learnt in Delhi and Bangkok, with spices I grind myself.',
    dishes: [
      {
        title: 'Butter chicken with basmati rice',
        description:
          'Tandoori-marinated chicken in a silky tomato, butter and cashew sauce, with fragrant basmati rice.',
        kitchenType: 'indian',
        preparationMinutes: 90,
        preparationDescription:
          'The chicken marinates in yogurt and spices, is seared, then simmered in the sauce.',
        price: 'time',
        servings: 4,
        calories: 760,
        ingredients: {
          'Chicken thighs (g)': 800,
          'Yogurt (g)': 200,
          'Tomato passata (g)': 400,
          'Butter (g)': 60,
          'Cream (ml)': 100,
          'Cashews (g)': 50,
          'Basmati rice (g)': 320,
          'Garam masala (g)': 10,
        },
        allergens: ['milk', 'nuts'],
        dietaryTags: ['gluten-free', 'halal'],
        look: 'bowl',
        color: '#d35400',
        images: 2,
      },
      {
        title: 'Chana masala',
        description:
          'Chickpeas simmered in a tangy, spicy onion and tomato gravy with amchur and fresh coriander.',
        kitchenType: 'indian',
        preparationMinutes: 60,
        preparationDescription:
          'Whole spices are toasted and ground on the spot; the chickpeas soaked the night before.',
        price: 1000,
        servings: 4,
        calories: 390,
        ingredients: {
          'Chickpeas (g)': 500,
          Onions: 2,
          'Tomatoes (g)': 400,
          'Ginger (g)': 20,
          'Amchur (g)': 5,
          'Coriander (g)': 20,
        },
        allergens: [],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free', 'halal'],
        look: 'bowl',
        color: '#b9661f',
        images: 1,
      },
      {
        title: 'Garlic naan (8)',
        description: 'Soft, pillowy flatbreads with charred spots, brushed with garlic butter and coriander.',
        kitchenType: 'indian',
        preparationMinutes: 90,
        preparationDescription: 'A yogurt dough rises for an hour; each naan is cooked in a very hot pan.',
        price: 700,
        servings: 8,
        calories: 260,
        ingredients: {
          'Flour (g)': 500,
          'Yogurt (g)': 150,
          'Butter (g)': 60,
          'Garlic cloves': 6,
          'Coriander (g)': 15,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: ['vegetarian', 'halal'],
        look: 'bread',
        color: '#e6b86a',
        images: 1,
      },
      {
        title: 'Thai green curry with prawns',
        description:
          'Homemade green curry paste, coconut milk, prawns, Thai aubergine and basil, with jasmine rice.',
        kitchenType: 'asian',
        preparationMinutes: 60,
        preparationDescription: 'The paste is pounded fresh with lemongrass, galangal and green chillies.',
        price: 'time',
        servings: 4,
        calories: 580,
        ingredients: {
          'Tiger prawns (g)': 500,
          'Coconut milk (ml)': 800,
          'Green chillies': 6,
          'Lemongrass stalks': 2,
          'Fish sauce (ml)': 30,
          'Jasmine rice (g)': 320,
          'Thai basil (g)': 20,
        },
        allergens: ['crustaceans', 'fish'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'bowl',
        color: '#8fae3c',
        images: 1,
      },
    ],
  }),
  chef('egle.stankeviciute@hearth.local', 'Eglė', 'Stankevičiūtė', 'Kaunas', '37065100005', {
    hourRateCents: 600,
    kitchenTypes: ['vegan', 'mediterranean'],
    about: 'Vegan cook in Kaunas: Mediterranean mezze and Lithuanian classics without animal products.',
    dishes: [
      {
        title: 'Falafel with hummus and pickled vegetables',
        description:
          'Crisp herb falafel from soaked chickpeas, silky hummus, quick-pickled turnips and warm flatbread.',
        kitchenType: 'mediterranean',
        preparationMinutes: 75,
        preparationDescription:
          'Chickpeas soaked overnight are ground with herbs; falafel are fried just before serving.',
        price: 1100,
        servings: 3,
        calories: 640,
        ingredients: {
          'Dried chickpeas (g)': 400,
          'Parsley (g)': 40,
          'Tahini (g)': 80,
          Lemons: 2,
          Turnips: 2,
          Flatbreads: 3,
        },
        allergens: ['sesame', 'gluten'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'plate',
        color: '#8d6e3f',
        images: 1,
      },
      {
        title: 'Beet and lentil salad with walnuts',
        description:
          'Roasted beetroot, green lentils, toasted walnuts and dill with a mustard-free apple cider dressing.',
        kitchenType: 'vegan',
        preparationMinutes: 45,
        preparationDescription: 'Beets roast in foil while the lentils cook; everything is dressed warm.',
        price: 'time',
        servings: 4,
        calories: 330,
        ingredients: {
          Beetroots: 4,
          'Green lentils (g)': 200,
          'Walnuts (g)': 60,
          'Dill (g)': 20,
          'Apple cider vinegar (ml)': 30,
        },
        allergens: ['nuts'],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'plate',
        color: '#8e1c4a',
        images: 2,
      },
      {
        title: 'Stuffed peppers with rice and herbs',
        description:
          'Sweet peppers filled with rice, tomatoes, mint and parsley, baked in olive oil until soft.',
        kitchenType: 'mediterranean',
        preparationMinutes: 90,
        preparationDescription:
          'The filling is half-cooked on the stove, then the peppers bake for 50 minutes.',
        price: 'time',
        servings: 4,
        calories: 350,
        ingredients: {
          'Bell peppers': 6,
          'Rice (g)': 200,
          'Tomatoes (g)': 400,
          'Mint (g)': 15,
          'Parsley (g)': 30,
          'Olive oil (ml)': 60,
        },
        allergens: [],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'tray',
        color: '#e74c3c',
        images: 1,
      },
      {
        title: 'Vegan šaltibarščiai with oat kefir',
        description:
          'The bright pink cold beet soup of Lithuanian summers, made with oat kefir, cucumber and dill.',
        kitchenType: 'vegan',
        preparationMinutes: 30,
        preparationDescription:
          'Grated beets, cucumber and dill are mixed with cold oat kefir; served with hot potatoes.',
        price: 800,
        servings: 4,
        calories: 240,
        ingredients: {
          'Pickled beetroot (g)': 400,
          'Oat kefir (ml)': 1000,
          Cucumbers: 2,
          'Dill (g)': 20,
          'Potatoes (g)': 800,
        },
        allergens: ['gluten'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bowl',
        color: '#e75480',
        images: 1,
      },
    ],
  }),
  chef('lukas.mazeika@hearth.local', 'Lukas', 'Mažeika', 'Kaunas', '37065100006', {
    hourRateCents: 500,
    kitchenTypes: ['american', 'grill', 'street'],
    about: 'Burgers, ribs and smoky street food from Kaunas. I bring the smoker if you have a yard.',
    dishes: [
      {
        title: 'Smash burgers (4)',
        description:
          'Two thin, crusty beef patties each, American cheese, pickles and house sauce in toasted brioche buns.',
        kitchenType: 'american',
        preparationMinutes: 40,
        preparationDescription:
          'Patties are smashed onto a very hot pan for the crust; buns toasted in the fat.',
        price: 1400,
        servings: 4,
        calories: 880,
        ingredients: {
          'Minced beef (g)': 800,
          'Brioche buns': 4,
          'Cheddar slices': 8,
          'Pickles (g)': 80,
          'Mustard (g)': 20,
          'Mayonnaise (g)': 60,
        },
        allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame'],
        dietaryTags: [],
        look: 'plate',
        color: '#7b3f00',
        images: 1,
      },
      {
        title: 'Smoked pork ribs with barbecue sauce',
        description:
          'Spare ribs with a dry rub, smoked low and slow, glazed with a sticky homemade barbecue sauce.',
        kitchenType: 'grill',
        preparationMinutes: 300,
        preparationDescription:
          'Five hours in the smoker (or your oven with wood chips); the sauce simmers alongside.',
        price: 'time',
        servings: 6,
        calories: 820,
        ingredients: {
          'Pork spare ribs (g)': 2500,
          'Smoked paprika (g)': 20,
          'Brown sugar (g)': 80,
          'Tomato ketchup (g)': 300,
          'Mustard (g)': 30,
          'Apple cider vinegar (ml)': 60,
        },
        allergens: ['mustard'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'tray',
        color: '#6d2e1a',
        images: 2,
      },
      {
        title: 'Loaded fries with cheese sauce',
        description: 'Twice-fried potatoes under a cheddar sauce, spring onions, jalapeños and sour cream.',
        kitchenType: 'street',
        preparationMinutes: 30,
        preparationDescription:
          'The potatoes are blanched, then fried crisp; the cheese sauce is made in the meantime.',
        price: 700,
        servings: 2,
        calories: 760,
        ingredients: {
          'Potatoes (g)': 800,
          'Cheddar (g)': 150,
          'Milk (ml)': 150,
          Jalapeños: 2,
          'Sour cream (g)': 80,
        },
        allergens: ['milk'],
        dietaryTags: ['vegetarian', 'gluten-free'],
        look: 'plate',
        color: '#f1c40f',
        images: 1,
      },
      {
        title: 'Baked mac and cheese',
        description: 'Macaroni in a three-cheese sauce, baked under a crunchy breadcrumb top.',
        kitchenType: 'american',
        preparationMinutes: 45,
        preparationDescription: 'A béchamel with cheddar, gouda and parmesan, then 20 minutes in the oven.',
        price: 'time',
        servings: 4,
        calories: 690,
        ingredients: {
          'Macaroni (g)': 400,
          'Cheddar (g)': 200,
          'Gouda (g)': 100,
          'Parmesan (g)': 50,
          'Milk (ml)': 600,
          'Breadcrumbs (g)': 40,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: ['vegetarian'],
        look: 'tray',
        color: '#f4b942',
        images: 1,
      },
    ],
  }),
  chef('ieva.balciunaite@hearth.local', 'Ieva', 'Balčiūnaitė', 'Vilnius', '37065100007', {
    hourRateCents: 650,
    kitchenTypes: ['mexican', 'street'],
    about: 'Mexican home cooking in Vilnius: fresh tortillas, salsas and slow-cooked fillings.',
    dishes: [
      {
        title: 'Tacos al pastor (8)',
        description:
          'Pork marinated in achiote and guajillo chillies, seared with pineapple, on fresh corn tortillas with onion and coriander.',
        kitchenType: 'mexican',
        preparationMinutes: 90,
        preparationDescription:
          'The pork marinates for a few hours; tortillas are pressed and cooked to order.',
        price: 'time',
        servings: 4,
        calories: 620,
        ingredients: {
          'Pork shoulder (g)': 800,
          'Achiote paste (g)': 50,
          'Guajillo chillies': 4,
          'Pineapple (g)': 300,
          'Masa harina (g)': 300,
          'White onion': 1,
          'Coriander (g)': 20,
        },
        allergens: [],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'plate',
        color: '#c0392b',
        images: 2,
      },
      {
        title: 'Chicken enchiladas verdes',
        description:
          'Corn tortillas rolled around shredded chicken, covered in tomatillo salsa and cheese, baked.',
        kitchenType: 'mexican',
        preparationMinutes: 75,
        preparationDescription: 'Poached chicken, a roasted tomatillo salsa, then 20 minutes in the oven.',
        price: 1500,
        servings: 4,
        calories: 590,
        ingredients: {
          'Chicken breast (g)': 600,
          'Corn tortillas': 12,
          'Tomatillos (g)': 500,
          Jalapeños: 2,
          'Queso fresco (g)': 150,
          'Sour cream (g)': 100,
        },
        allergens: ['milk'],
        dietaryTags: ['gluten-free'],
        look: 'tray',
        color: '#6a994e',
        images: 1,
      },
      {
        title: 'Guacamole with homemade tortilla chips',
        description:
          'Chunky guacamole pounded in a molcajete, with crisp chips fried from fresh corn tortillas.',
        kitchenType: 'mexican',
        preparationMinutes: 25,
        preparationDescription: 'Avocados mashed by hand with lime, chilli, onion and coriander.',
        price: 600,
        servings: 4,
        calories: 310,
        ingredients: {
          Avocados: 4,
          Limes: 2,
          'Serrano chilli': 1,
          'Red onion': 1,
          'Corn tortillas': 8,
        },
        allergens: [],
        dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'],
        look: 'bowl',
        color: '#7cb342',
        images: 1,
      },
      {
        title: 'Mushroom and cheese quesadillas',
        description:
          'Flour tortillas filled with garlicky mushrooms, epazote and stretchy Oaxaca cheese, with salsa roja.',
        kitchenType: 'street',
        preparationMinutes: 30,
        preparationDescription: 'Mushrooms are sautéed first; the quesadillas are toasted in a dry pan.',
        price: 'time',
        servings: 2,
        calories: 540,
        ingredients: {
          'Flour tortillas': 4,
          'Mushrooms (g)': 300,
          'Oaxaca cheese (g)': 200,
          'Garlic cloves': 3,
          Tomatoes: 3,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: ['vegetarian'],
        look: 'plate',
        color: '#e0b050',
        images: 1,
      },
    ],
  }),
  chef('sarunas.butkus@hearth.local', 'Šarūnas', 'Butkus', 'Kaunas', '37065100008', {
    hourRateCents: 1500,
    kitchenTypes: ['seafood', 'mediterranean'],
    about: 'Fish and seafood, Spanish and Baltic: fifteen years in restaurant kitchens, now in yours.',
    dishes: [
      {
        title: 'Seafood paella',
        description:
          'Bomba rice cooked in a saffron and fish stock with prawns, mussels, squid and a crisp socarrat at the bottom.',
        kitchenType: 'seafood',
        preparationMinutes: 90,
        preparationDescription:
          'I make the stock from the prawn shells and cook the paella in my own wide pan.',
        price: 'time',
        servings: 6,
        calories: 610,
        ingredients: {
          'Bomba rice (g)': 500,
          'Tiger prawns (g)': 400,
          'Mussels (g)': 500,
          'Squid (g)': 300,
          'Saffron (g)': 0.5,
          'Fish stock (ml)': 1500,
          'Red pepper': 1,
        },
        allergens: ['crustaceans', 'molluscs', 'fish'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'pan',
        color: '#e9a23b',
        images: 2,
      },
      {
        title: 'Grilled sea bass with lemon and capers',
        description:
          'Whole sea bass grilled with crisp skin, a lemon, caper and parsley dressing and new potatoes.',
        kitchenType: 'seafood',
        preparationMinutes: 40,
        preparationDescription: 'The fish is cleaned and scored, grilled whole and filleted at the table.',
        price: 2200,
        servings: 2,
        calories: 520,
        ingredients: {
          'Sea bass': 2,
          Lemons: 2,
          'Capers (g)': 30,
          'Parsley (g)': 20,
          'New potatoes (g)': 500,
          'Olive oil (ml)': 50,
        },
        allergens: ['fish'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'plate',
        color: '#b0bec5',
        images: 2,
      },
      {
        title: 'Mussels in white wine and cream',
        description:
          'A big pot of mussels steamed with shallots, celery, white wine and cream, with crusty bread.',
        kitchenType: 'seafood',
        preparationMinutes: 35,
        preparationDescription: 'The mussels are cleaned and steamed in minutes, right before you eat.',
        price: 'time',
        servings: 2,
        calories: 560,
        ingredients: {
          'Mussels (g)': 1500,
          Shallots: 3,
          'Celery stalk': 1,
          'Dry white wine (ml)': 200,
          'Cream (ml)': 150,
          Baguette: 1,
        },
        allergens: ['molluscs', 'sulphites', 'milk', 'celery', 'gluten'],
        dietaryTags: [],
        look: 'bowl',
        color: '#2c3e50',
        images: 1,
      },
      {
        title: 'Herring under a fur coat',
        description:
          'Baltic herring under layers of potato, carrot, beetroot and egg with mayonnaise: the festive table classic.',
        kitchenType: 'seafood',
        preparationMinutes: 60,
        preparationDescription:
          'Vegetables are boiled and grated, layered over the herring, and left to set.',
        price: 1300,
        servings: 6,
        calories: 420,
        ingredients: {
          'Salted herring fillets (g)': 400,
          'Potatoes (g)': 500,
          Carrots: 2,
          Beetroots: 3,
          Eggs: 4,
          'Mayonnaise (g)': 250,
        },
        allergens: ['fish', 'eggs', 'mustard'],
        dietaryTags: ['gluten-free', 'lactose-free'],
        look: 'cake',
        color: '#9c2a5b',
        images: 1,
      },
    ],
  }),
  chef('gintare.paulauskaite@hearth.local', 'Gintarė', 'Paulauskaitė', 'Kaunas', '37065100009', {
    hourRateCents: 950,
    kitchenTypes: ['desserts', 'french'],
    about: 'Pastry chef trained in Lyon, back in Kaunas: French desserts and bistro classics.',
    dishes: [
      {
        title: 'Crème brûlée (6 ramekins)',
        description:
          'Vanilla custard baked gently in a water bath under a glass-thin caramel crust, torched to order.',
        kitchenType: 'desserts',
        preparationMinutes: 60,
        preparationDescription:
          'The custard bakes at a low heat and chills; I caramelise the tops at the table.',
        price: 1500,
        servings: 6,
        calories: 360,
        ingredients: {
          'Cream (ml)': 600,
          'Egg yolks': 6,
          'Sugar (g)': 120,
          'Vanilla pods': 1,
        },
        allergens: ['milk', 'eggs'],
        dietaryTags: ['vegetarian', 'gluten-free'],
        look: 'bowl',
        color: '#e8b04f',
        images: 1,
      },
      {
        title: 'Chocolate fondant (4)',
        description: 'Dark chocolate cakes with a molten heart, served warm with vanilla ice cream.',
        kitchenType: 'desserts',
        preparationMinutes: 35,
        preparationDescription: 'The batter is made ahead; they bake for exactly 11 minutes before serving.',
        price: 'time',
        servings: 4,
        calories: 480,
        ingredients: {
          'Dark chocolate (g)': 200,
          'Butter (g)': 150,
          Eggs: 4,
          'Sugar (g)': 100,
          'Flour (g)': 50,
          'Vanilla ice cream (ml)': 400,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#3e2723',
        images: 2,
      },
      {
        title: 'Quiche Lorraine',
        description: 'Short, buttery pastry filled with smoked bacon and a rich egg and cream custard.',
        kitchenType: 'french',
        preparationMinutes: 75,
        preparationDescription: 'The pastry is blind-baked, filled, and baked until just set.',
        price: 1600,
        servings: 6,
        calories: 520,
        ingredients: {
          'Flour (g)': 250,
          'Butter (g)': 125,
          'Smoked bacon (g)': 200,
          Eggs: 4,
          'Cream (ml)': 300,
          'Gruyère (g)': 100,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: [],
        look: 'pizza',
        color: '#e8c36a',
        images: 1,
      },
      {
        title: 'Coq au vin',
        description:
          'Chicken braised in red Burgundy with lardons, mushrooms and pearl onions, with mashed potatoes.',
        kitchenType: 'french',
        preparationMinutes: 150,
        preparationDescription:
          'The chicken is browned, flamed and braised slowly; the garnish is cooked separately.',
        price: 'time',
        servings: 4,
        calories: 680,
        ingredients: {
          'Chicken legs': 4,
          'Red wine (ml)': 750,
          'Lardons (g)': 150,
          'Mushrooms (g)': 250,
          'Pearl onions (g)': 200,
          'Celery stalk': 1,
          'Flour (g)': 20,
          'Butter (g)': 40,
        },
        allergens: ['sulphites', 'celery', 'gluten', 'milk'],
        dietaryTags: [],
        look: 'bowl',
        color: '#5b1f2a',
        images: 1,
      },
    ],
  }),
  chef('paulius.urbonas@hearth.local', 'Paulius', 'Urbonas', 'Vilnius', '37065100010', {
    hourRateCents: 450,
    kitchenTypes: ['pizza', 'american'],
    about: 'Student cook from Vilnius with a pizza steel and a soft spot for diner food. Fair prices.',
    dishes: [
      {
        title: 'New York pepperoni pizza',
        description:
          'A big, foldable slice-style pizza with tangy sauce, low-moisture mozzarella and curling pepperoni.',
        kitchenType: 'pizza',
        preparationMinutes: 35,
        preparationDescription: 'Cold-fermented dough stretched thin, baked on my steel in your oven.',
        price: 1000,
        servings: 3,
        calories: 780,
        ingredients: {
          'Pizza dough (g)': 450,
          'Tomato sauce (g)': 180,
          'Mozzarella (g)': 250,
          'Pepperoni (g)': 100,
          'Oregano (g)': 2,
        },
        allergens: ['gluten', 'milk'],
        dietaryTags: [],
        look: 'pizza',
        color: '#b03a2e',
        images: 2,
      },
      {
        title: 'Buttermilk pancakes with maple syrup',
        description: 'A tall stack of fluffy buttermilk pancakes with butter, maple syrup and fresh berries.',
        kitchenType: 'american',
        preparationMinutes: 30,
        preparationDescription: 'The batter rests for ten minutes; pancakes are cooked and served hot.',
        price: 'time',
        servings: 3,
        calories: 560,
        ingredients: {
          'Flour (g)': 300,
          'Buttermilk (ml)': 400,
          Eggs: 2,
          'Butter (g)': 50,
          'Maple syrup (ml)': 120,
          'Berries (g)': 200,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#d89a4a',
        images: 1,
      },
      {
        title: 'Buffalo chicken wings',
        description:
          'Crispy oven-baked wings tossed in hot sauce and butter, with blue cheese dip and celery sticks.',
        kitchenType: 'american',
        preparationMinutes: 60,
        preparationDescription: 'The wings are dried, baked very hot until crisp, and tossed in the sauce.',
        price: 'time',
        servings: 4,
        calories: 640,
        ingredients: {
          'Chicken wings (g)': 1500,
          'Hot sauce (ml)': 150,
          'Butter (g)': 60,
          'Blue cheese (g)': 100,
          'Sour cream (g)': 100,
          'Celery stalks': 4,
        },
        allergens: ['milk', 'celery'],
        dietaryTags: ['gluten-free'],
        look: 'plate',
        color: '#d35400',
        images: 1,
      },
    ],
  }),
  chef('austeja.navickiene@hearth.local', 'Austėja', 'Navickienė', 'Kaunas', '37065100011', {
    hourRateCents: 300,
    kitchenTypes: ['backery'],
    about: 'Village baking from Kaunas district: rye loaves, pies and the Christmas Eve kūčiukai.',
    dishes: [
      {
        title: 'Kūčiukai with poppy seed milk',
        description:
          'Little crunchy Christmas Eve biscuits served in sweet poppy seed milk, as in every Lithuanian home.',
        kitchenType: 'backery',
        preparationMinutes: 90,
        preparationDescription:
          'The yeast dough is rolled into ropes, cut and baked; poppy seeds are ground for the milk.',
        price: 800,
        servings: 6,
        calories: 310,
        ingredients: {
          'Flour (g)': 500,
          'Yeast (g)': 20,
          'Poppy seeds (g)': 200,
          'Sugar (g)': 100,
          'Water (ml)': 800,
        },
        allergens: ['gluten'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bowl',
        color: '#cfc6b8',
        images: 1,
      },
      {
        title: 'Caraway rye loaf',
        description:
          'A country rye loaf with caraway seeds and a thick crust, baked on a leaf of calamus like in the village.',
        kitchenType: 'backery',
        preparationMinutes: 180,
        preparationDescription: 'A sourdough rye dough proofs in a basket and bakes hot, then low.',
        price: 'time',
        servings: 12,
        calories: 170,
        ingredients: {
          'Rye flour (g)': 600,
          'Wheat flour (g)': 200,
          'Sourdough starter (g)': 150,
          'Caraway (g)': 10,
          'Salt (g)': 14,
        },
        allergens: ['gluten'],
        dietaryTags: ['vegan', 'vegetarian', 'lactose-free'],
        look: 'bread',
        color: '#5d4037',
        images: 1,
        measureUnit: 'loaf',
      },
      {
        title: 'Grandmother’s apple pie',
        description: 'Sweet shortcrust filled with Antonovka apples and cinnamon, with a lattice top.',
        kitchenType: 'backery',
        preparationMinutes: 75,
        preparationDescription: 'Apples are sliced and lightly stewed; the pie bakes for 45 minutes.',
        price: 1300,
        servings: 10,
        calories: 340,
        ingredients: {
          'Flour (g)': 400,
          'Butter (g)': 200,
          Eggs: 2,
          'Apples (g)': 1200,
          'Sugar (g)': 150,
          'Cinnamon (g)': 5,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#c68642',
        images: 2,
      },
      {
        title: 'Poppy seed roll',
        description: 'A soft yeast roll with a thick spiral of sweet poppy seed filling and a thin glaze.',
        kitchenType: 'backery',
        preparationMinutes: 150,
        preparationDescription:
          'Two rises for the dough; the poppy filling is cooked with honey and raisins.',
        price: 'time',
        servings: 10,
        calories: 360,
        ingredients: {
          'Flour (g)': 500,
          'Milk (ml)': 200,
          'Butter (g)': 80,
          Eggs: 2,
          'Poppy seeds (g)': 250,
          'Honey (g)': 80,
          'Raisins (g)': 60,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'bread',
        color: '#d9a86c',
        images: 1,
      },
      {
        title: 'Šakotis',
        description:
          'The Lithuanian tree cake: batter dripped onto a turning spit over the fire, layer on layer, into branches.',
        kitchenType: 'backery',
        preparationMinutes: 240,
        preparationDescription:
          'Thirty eggs are whipped into the batter, which is poured onto the turning spit one thin layer at a time.',
        price: 4500,
        servings: 12,
        calories: 420,
        ingredients: {
          Eggs: 30,
          'Butter (g)': 500,
          'Sugar (g)': 400,
          'Flour (g)': 400,
          'Sour cream (g)': 200,
        },
        allergens: ['gluten', 'milk', 'eggs'],
        dietaryTags: ['vegetarian'],
        look: 'cake',
        color: '#e0b25a',
        images: 1,
      },
    ],
  }),
  chef('vytautas.zemaitis@hearth.local', 'Vytautas', 'Žemaitis', 'Vilnius', '37065100012', {
    hourRateCents: 1300,
    kitchenTypes: ['seafood', 'asian', 'grill'],
    about: 'Sushi, Korean barbecue and grilled seafood in Vilnius: precise knife work, bold flavours.',
    dishes: [
      {
        title: 'Salmon sushi platter (32 pieces)',
        description:
          'Salmon nigiri, maki and uramaki with seasoned rice, pickled ginger, wasabi and soy sauce.',
        kitchenType: 'asian',
        preparationMinutes: 120,
        preparationDescription: 'I bring sushi-grade salmon and cook and season the rice in your kitchen.',
        price: 'time',
        servings: 4,
        calories: 520,
        ingredients: {
          'Sushi rice (g)': 600,
          'Salmon fillet (g)': 500,
          'Nori sheets': 6,
          'Rice vinegar (ml)': 80,
          Avocado: 1,
          'Sesame seeds (g)': 15,
          'Soy sauce (ml)': 80,
        },
        allergens: ['fish', 'soybeans', 'sesame', 'gluten'],
        dietaryTags: ['lactose-free'],
        look: 'plate',
        color: '#f08a5d',
        images: 2,
      },
      {
        title: 'Grilled tiger prawns with garlic butter',
        description: 'Jumbo prawns grilled in their shells, basted with garlic, chilli and parsley butter.',
        kitchenType: 'seafood',
        preparationMinutes: 30,
        preparationDescription: 'The prawns are butterflied and grilled for a few minutes on each side.',
        price: 2400,
        servings: 2,
        calories: 410,
        ingredients: {
          'Tiger prawns (g)': 600,
          'Butter (g)': 80,
          'Garlic cloves': 4,
          'Red chilli': 1,
          'Parsley (g)': 15,
          Lemon: 1,
        },
        allergens: ['crustaceans', 'milk'],
        dietaryTags: ['gluten-free'],
        look: 'skewers',
        color: '#ff7f50',
        images: 1,
      },
      {
        title: 'Korean beef bulgogi',
        description:
          'Thin slices of beef in a pear, soy and sesame marinade, seared hot, with rice and kimchi.',
        kitchenType: 'grill',
        preparationMinutes: 60,
        preparationDescription:
          'The beef marinates for at least an hour (I can start it earlier) and is grilled fast.',
        price: 'time',
        servings: 4,
        calories: 600,
        ingredients: {
          'Beef ribeye (g)': 700,
          'Asian pear': 1,
          'Soy sauce (ml)': 80,
          'Sesame oil (ml)': 20,
          'Garlic cloves': 5,
          'Rice (g)': 320,
          'Kimchi (g)': 200,
        },
        allergens: ['soybeans', 'sesame', 'gluten'],
        dietaryTags: ['lactose-free'],
        look: 'plate',
        color: '#6e2c00',
        images: 1,
      },
      {
        title: 'Teriyaki salmon with rice',
        description:
          'Salmon fillets glazed with homemade teriyaki, with steamed rice, cucumber salad and sesame.',
        kitchenType: 'asian',
        preparationMinutes: 35,
        preparationDescription:
          'The teriyaki is reduced from soy, mirin and sake; the salmon is seared and glazed.',
        price: 1800,
        servings: 2,
        calories: 640,
        ingredients: {
          'Salmon fillets (g)': 400,
          'Soy sauce (ml)': 60,
          'Mirin (ml)': 60,
          'Sake (ml)': 30,
          'Rice (g)': 160,
          Cucumber: 1,
          'Sesame seeds (g)': 10,
        },
        allergens: ['fish', 'soybeans', 'gluten', 'sesame', 'sulphites'],
        dietaryTags: ['lactose-free'],
        look: 'plate',
        color: '#c0582b',
        images: 1,
      },
    ],
  }),
];

/** Everyone the seed creates, in order (the first chef listed is the newest approval). */
export const ALL_DEMO_ACCOUNTS: DemoAccount[] = [...DEMO_ACCOUNTS, ...DEMO_CHEFS];
