import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/** The marketplace's search, tabs, sort, dietary filters and dish cards (decision 053), loaded with /mp. */
const en = {
  marketplaceSearch: {
    tabs: 'Show',
    chefsTab: 'Chefs',
    dishesTab: 'Dishes',
    filterDishes: 'Filter dishes',
    searchLabel: 'Search dishes, chefs, kitchens and ingredients',
    searchPlaceholder: 'e.g. šakotis, dumplings, Georgian',
    searchButton: 'Search',
    sort: 'Sort by',
    sortDefault: 'Newest',
    sorts: {
      relevance: 'Best match',
      price: 'Lowest price',
      rating: 'Best rated',
      newest: 'Newest',
    },
    filtersButton: 'Filters',
    filtersButtonCount: 'Filters ({{count}})',
    dietary: 'Diet',
    dietAndAllergens: 'Diet and allergens',
    dietAndAllergensCount: 'Diet and allergens ({{count}})',
    allergenFree: 'Free from',
    dishesFound: 'Dishes found: {{count}}',
    dishes: 'Dishes',
    dishesLoadFailed: 'The dishes could not be loaded.',
    moreDishesFailed: 'More dishes could not be loaded. Try again.',
    noDishesTitle: 'No dishes found',
    noDishesFiltered: 'No dish matches this search. Try other words or filters.',
    noDishesAll: 'No dishes are offered yet. Come back soon.',
    byChef: 'by {{name}}',
    dietaryOf: 'Diet of {{title}}',
  },
};

const lt: typeof en = {
  marketplaceSearch: {
    tabs: 'Rodyti',
    chefsTab: 'Virėjai',
    dishesTab: 'Patiekalai',
    filterDishes: 'Filtruoti patiekalus',
    searchLabel: 'Ieškoti patiekalų, virėjų, virtuvių ir ingredientų',
    searchPlaceholder: 'pvz., šakotis, cepelinai, gruzinų',
    searchButton: 'Ieškoti',
    sort: 'Rikiuoti pagal',
    sortDefault: 'Naujausi',
    sorts: {
      relevance: 'Geriausiai atitinka',
      price: 'Mažiausia kaina',
      rating: 'Geriausiai įvertinti',
      newest: 'Naujausi',
    },
    filtersButton: 'Filtrai',
    filtersButtonCount: 'Filtrai ({{count}})',
    dietary: 'Mityba',
    dietAndAllergens: 'Mityba ir alergenai',
    dietAndAllergensCount: 'Mityba ir alergenai ({{count}})',
    allergenFree: 'Be alergenų',
    dishesFound: 'Rasta patiekalų: {{count}}',
    dishes: 'Patiekalai',
    dishesLoadFailed: 'Nepavyko įkelti patiekalų.',
    moreDishesFailed: 'Nepavyko įkelti daugiau patiekalų. Bandykite dar kartą.',
    noDishesTitle: 'Patiekalų nerasta',
    noDishesFiltered: 'Nė vienas patiekalas neatitinka paieškos. Pabandykite kitus žodžius ar filtrus.',
    noDishesAll: 'Patiekalų dar nesiūloma. Užsukite vėliau.',
    byChef: 'gamina {{name}}',
    dietaryOf: '{{title}}: mityba',
  },
};

export const marketplaceSearchTexts: PageTexts = { en, lt };
