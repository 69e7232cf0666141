import {
  ALLERGENS,
  DIETARY_TAGS,
  MARKETPLACE_CITIES,
  type Allergen,
  type DietaryTag,
} from '@hearth/domain/catalogue';
import { KITCHEN_TYPES, type KitchenType, type Language } from '@hearth/domain/constants';
import { foldedWords, foldLithuanian } from './term-processing.ts';

/**
 * What a question asks of the live data: the kitchen types, cities, allergens and price order it names, and
 * whether it is about the asker's orders, chefs or dishes. Word stems in English and Lithuanian (folded, so
 * "virėjas", "virėjo" and "virejas" meet). The knowledge base is searched with MiniSearch; these rules only
 * recognise the names of things the catalogue filters by.
 */

/** Stems a folded word starts with; one written "=no" must be the whole word (short words). */
type Stems = readonly string[];

const fits = (word: string, stem: string) =>
  stem.startsWith('=') ? word === stem.slice(1) : word.startsWith(stem);
const has = (words: readonly string[], stems: Stems) =>
  words.some((word) => stems.some((stem) => fits(word, stem)));

/** Two-word names ("street food", "jūros gėrybės") are matched on the folded text. */
const hasPhrase = (text: string, phrases: Stems) => phrases.some((phrase) => text.includes(phrase));

const KITCHEN_STEMS: Record<KitchenType, Stems> = {
  mediterranean: ['mediterran', 'viduržem'],
  french: ['french', 'franc', 'prancuz'],
  mexican: ['mexic', 'meksik'],
  asian: ['asian', 'azij'],
  indian: ['indian', 'indisk', '=indu', 'indij'],
  american: ['americ', 'amerik'],
  backery: ['bakery', 'backery', 'baker', 'pastr', 'kepini', 'kepej'],
  vegan: ['vegan'],
  seafood: ['seafood', 'gerybi', 'gerybe'],
  grill: ['grill', 'bbq', 'barbecue', 'gril'],
  street: ['street', 'gatves'],
  desserts: ['dessert', 'desert', 'sweets', 'saldumyn'],
  georgian: ['georgian', 'gruzin'],
  pizza: ['pizz', 'pica', 'pico', 'picu', 'italian', 'italis'],
};

const ALLERGEN_STEMS: Record<Allergen, Stems> = {
  gluten: ['gluten', 'glitim', 'kviet', 'wheat'],
  crustaceans: ['crustacean', 'shellfish', 'shrimp', 'prawn', 'vežiagyv', 'veziagyv', 'krevet'],
  eggs: ['egg', 'kiausin'],
  fish: ['fish', 'zuv'],
  peanuts: ['peanut', 'zemes riesut'],
  soybeans: ['soy', 'soj'],
  milk: ['milk', 'dairy', 'lactose', 'pien', 'laktoz'],
  nuts: ['nut', 'riesut'],
  celery: ['celery', 'saler'],
  mustard: ['mustard', 'garstyc'],
  sesame: ['sesame', 'sezam'],
  sulphites: ['sulphite', 'sulfite', 'sulfit'],
  lupin: ['lupin', 'lubin'],
  molluscs: ['mollus', 'mussel', 'clam', 'moliusk', 'midij'],
};

const DIETARY_STEMS: Record<DietaryTag, Stems> = {
  vegetarian: ['vegetar'],
  vegan: ['vegan'],
  // "gluten-free" is asked as dishes without the allergen gluten, which every dish lists.
  'gluten-free': [],
  'lactose-free': [],
  halal: ['halal'],
  kosher: ['kosher', 'koser'],
};

/** "without nuts", "nut-free", "no milk", "allergic to eggs", "be riešutų", "alergija kiaušiniams". */
const EXCLUDE_WORDS: Stems = [
  'without',
  'cannot',
  '=cant',
  'negaliu',
  'free',
  '=no',
  '=not',
  'allerg',
  'avoid',
  '=be',
  'neturi',
  'nevalgau',
  'alerg',
];
const CHEF_WORDS: Stems = ['chef', 'cook', 'vire', 'sef', 'kulinar', 'merchant', 'seller'];
const DISH_WORDS: Stems = ['dish', 'food', 'meal', 'patiekal', 'maist', 'valgi', 'menu', 'meniu'];
const CHEAP_WORDS: Stems = [
  'cheap',
  'lowest',
  'affordab',
  'budget',
  'inexpensive',
  'pigiaus',
  'pigus',
  'pigi',
  'pigaus',
];
const DEAR_WORDS: Stems = ['expensive', 'priciest', 'brang'];
const SEARCH_WORDS: Stems = [
  'find',
  // "show me chefs", not "the chef never showed up".
  '=show',
  'recommend',
  'list',
  'search',
  'suggest',
  'ieskau',
  'rask',
  'surask',
  'parodyk',
  'rekomenduok',
  'pasiulyk',
  'kokie vire',
];
/** A question about becoming a chef or about the rules is for the knowledge base, not a chef search. */
const HOW_TO_WORDS: Stems = [
  'become',
  'register',
  'apply',
  'join',
  'sell',
  'tapti',
  'registr',
  'parduot',
  'moderat',
  'rating',
  'vertin',
  'reiting',
  // "Why is paying by card more expensive?" asks for a reason, not for the dearest chef.
  '=why',
  '=kodel',
];
const ORDER_WORDS: Stems = ['order', 'booking', 'uzsakym', 'uzsakyt', '=payment', 'mokejim'];
const STATUS_WORDS: Stems = [
  'where',
  'status',
  'state',
  'track',
  'arriv',
  'coming',
  'happen',
  'progress',
  'through',
  'praejo',
  '=kur',
  'busen',
  'atvyks',
  'vyksta',
  'sekti',
];
/** "cancel my order" asks about the rule, not where the order is. */
const RULE_WORDS: Stems = [
  'cancel',
  'refund',
  'atsauk',
  'grazin',
  'without',
  'link',
  'susiet',
  'paskyr',
  'account',
  // "What happens if I do not pay my order?" asks about the rule for unpaid orders.
  '=if',
  '=jei',
  '=jeigu',
  // "I forgot to pay, is my order still valid?" asks about the rule for unpaid orders too.
  'forgot',
  'never',
  'niekada',
  'nebaig',
  'pamirs',
  'valid',
  'galioj',
  // "What happens after I order?", "I didn't pay for my order": the steps and the unpaid-order rule.
  '=after',
  '=po',
  '=didnt',
  '=nesumokejau',
  // "What happens once I've ordered?": the steps after an order, like "after".
  '=once',
  // "I want to order dinner at home, where do I start?" asks how to order.
  '=start',
  'pradet',
  // "Where is the invoice for my order?", "kur mano užsakymo sąskaita": a document an entry tells where to
  // find, not the order's state.
  'invoice',
  'receipt',
  'saskait',
  'faktur',
  'kvit',
  '=bill',
  // "I just ordered, what happens next?", "užsakiau, kas toliau?": the steps after an order.
  '=next',
  '=toliau',
  // "Do I pay the booked or the actual time?": the rule for the time a chef spends.
  'actual',
  'tikr',
];
/**
 * "How long do I have to pay for an order?", "per kiek laiko turiu apmokėti": a time limit of the rules (not
 * "how long until my order arrives").
 */
const RULE_PHRASES: Stems = [
  ' how long do ',
  ' how long to ',
  ' per kiek laiko turiu ',
  ' per kiek laiko reikia ',
];

/** "How much do I still owe?", "what do I pay for my order?": the asker's own amounts, with a word for self. */
const OWE_WORDS: Stems = ['owe', 'unpaid', 'skoling', 'neapmoket', 'nesumoket'];
const OWN_AMOUNT_WORDS: Stems = [
  '=much',
  '=pay',
  '=paid',
  'total',
  '=left',
  'remain',
  '=liko',
  'sumoke',
  '=kiek',
  'mokesiu',
  '=moku',
  'mokejau',
];
const PAY_HOW_WORDS: Stems = [
  '=can',
  'galiu',
  'galima',
  'doge',
  'card',
  'cash',
  'kortel',
  'grynais',
  'wallet',
  'pinigin',
];
const SELF_WORDS: Stems = [
  '=my',
  '=i',
  '=mano',
  '=as',
  '=esu',
  '=turiu',
  'sumokesiu',
  'sumokejau',
  'mokejau',
  'moku',
];
/** The asker's DOGE balance: "my doge balance", "how much doge do I have", "kiek turiu DOGE". */
const WALLET_WORDS: Stems = ['doge', 'wallet', 'balance', 'likut', 'pinigin', 'coins', 'monet'];
const HAVE_WORDS: Stems = ['=have', '=turiu', '=my', '=mano', 'balance', 'likut'];
/** "How many coins are in my wallet?" asks the balance even with a word of the rules around it. */
const HOW_MANY_WORDS: Stems = ['=much', '=many', '=kiek'];
const WALLET_MOVE_WORDS: Stems = [
  // "How many DOGE do I get for ten euros?" asks the rate, like "kiek gausiu".
  '=get',
  'send',
  'transfer',
  'buy',
  'pirkt',
  'siust',
  'pervest',
  'gausiu',
  'move',
  'perkel',
];
const DEFINITION_PHRASES: Stems = [' what is ', ' whats ', ' what s ', ' kas yra ', ' kas tai '];
/** What a wallet holds: "what is in my wallet", "kas yra mano piniginėje". */
const AMOUNT_WORDS: Stems = [
  'balance',
  'likut',
  '=much',
  '=many',
  '=kiek',
  '=left',
  '=liko',
  '=in',
  'piniginej',
];
/** "my", "mano": the asker's own. */
const MINE_WORDS: Stems = ['=my', '=mano'];
/** "Is my order confirmed?": a state of the asker's own order. */
const OWN_STATE_WORDS: Stems = ['confirmed', 'accepted', 'patvirtint', 'priem'];
/**
 * The words of a question that only names the asker's orders, as one types into a search box: "my orders",
 * "my last order", "show me my bookings", "mano užsakymai", "parodyk mano paskutinį užsakymą".
 */
const OWN_ORDERS_NAME_WORDS: Stems = [
  ...ORDER_WORDS,
  ...MINE_WORDS,
  '=me',
  '=all',
  '=visi',
  '=visus',
  'last',
  'latest',
  'recent',
  'previous',
  'paskutin',
  'naujausi',
  'show',
  'see',
  'parodyk',
  'rodyk',
];
const WALLET_RULE_WORDS: Stems = [
  'move',
  'perkel',
  'address',
  'adres',
  '=for',
  '=can',
  '=use',
  'instead',
  'card',
  'kortel',
  'vietoj',
  'galiu',
  'naudot',
  'skirt',
  '=kam',
  '=see',
  'pamatyt',
  '=where',
  '=kur',
  'send',
  'transfer',
  'buy',
  'rate',
  'fee',
  'pay',
  'top',
  'withdraw',
  'siust',
  'pervest',
  'pirkt',
  'kurs',
  'mokest',
  'papild',
  'kodel',
  'why',
  'check',
  'patikrin',
];

export type PriceOrder = 'cheapest' | 'dearest' | null;

export interface QuestionAnalysis {
  kitchenTypes: KitchenType[];
  city: string | null;
  /** Allergens the dishes must not contain, and ones they must contain. */
  withoutAllergens: Allergen[];
  withAllergens: Allergen[];
  dietaryTags: DietaryTag[];
  priceOrder: PriceOrder;
  mentionsChef: boolean;
  mentionsDish: boolean;
  /** "Georgian cuisine", "gruzinų virtuvė": a kitchen type asked as such. */
  mentionsCuisine: boolean;
  asksToSearch: boolean;
  asksHowTo: boolean;
  /** About the asker's own orders: where they are, what they cost, what is owed. */
  asksOwnOrders: boolean;
  /** About the asker's own DOGE balance. */
  asksBalance: boolean;
}

function matching<K extends string>(
  names: readonly K[],
  stems: Record<K, Stems>,
  words: readonly string[],
  text: string,
): K[] {
  return names.filter(
    (name) =>
      has(words, stems[name]) ||
      hasPhrase(
        text,
        stems[name].filter((s) => s.includes(' ')),
      ),
  );
}

function cityOf(words: readonly string[]): string | null {
  // "Vilnius", "Vilniuje", "Vilniaus"; "Kaunas", "Kaune", "Kauno": the first four letters are the city.
  return (
    MARKETPLACE_CITIES.find((city) => has(words, [foldLithuanian(city.toLowerCase()).slice(0, 4)])) ?? null
  );
}

/** "Is it cheaper to pay in cash?" compares ways to pay, not the chefs' rates. */
const PAY_WORDS: Stems = ['=pay', 'paying', 'mokej', 'moket', 'moku'];

function priceOrderOf(words: readonly string[], text: string): PriceOrder {
  if (has(words, PAY_WORDS)) return null;
  if (has(words, CHEAP_WORDS) || text.includes('least expensive') || text.includes('maziausia kain'))
    return 'cheapest';
  return has(words, DEAR_WORDS) ? 'dearest' : null;
}

export function analyseQuestion(question: string): QuestionAnalysis {
  const words = foldedWords(question);
  const text = ` ${words.join(' ')} `;
  const allergens = matching(ALLERGENS, ALLERGEN_STEMS, words, text).filter(
    // "žemės riešutai" (peanuts) holds the word for nuts; a peanut question is not a nut question.
    (allergen, _, all) => !(allergen === 'nuts' && all.includes('peanuts') && !has(words, ['=nuts', '=nut'])),
  );
  const excludes = has(words, EXCLUDE_WORDS) || text.includes('-free');
  const dietaryTags = matching(DIETARY_TAGS, DIETARY_STEMS, words, text);
  const mentionsOrder = has(words, ORDER_WORDS);
  const rule = has(words, RULE_WORDS) || hasPhrase(text, RULE_PHRASES);
  // "Can I pay my order with DOGE?" asks how one may pay, not what the asker's orders cost.
  const ownMoney =
    has(words, SELF_WORDS) &&
    !has(words, PAY_HOW_WORDS) &&
    (has(words, OWE_WORDS) || (mentionsOrder && has(words, OWN_AMOUNT_WORDS)));
  return {
    kitchenTypes: matching(KITCHEN_TYPES, KITCHEN_STEMS, words, text),
    city: cityOf(words),
    withoutAllergens: excludes ? allergens : [],
    withAllergens: excludes ? [] : allergens,
    dietaryTags,
    priceOrder: priceOrderOf(words, text),
    mentionsChef: has(words, CHEF_WORDS),
    mentionsDish: has(words, DISH_WORDS),
    mentionsCuisine: has(words, ['cuisine', 'kitchen', 'virtuv', '=any', 'kokie', 'kokiu']),
    asksToSearch: has(words, SEARCH_WORDS) || hasPhrase(text, SEARCH_WORDS),
    asksHowTo: has(words, HOW_TO_WORDS),
    asksOwnOrders:
      !rule &&
      ((mentionsOrder && has(words, STATUS_WORDS)) ||
        (mentionsOrder &&
          has(words, MINE_WORDS) &&
          (has(words, OWN_STATE_WORDS) || words.every((word) => has([word], OWN_ORDERS_NAME_WORDS)))) ||
        ownMoney),
    asksBalance:
      has(words, WALLET_WORDS) &&
      // "What is my wallet?", "kas yra mano piniginė?" asks what the wallet is, not what it holds.
      !(hasPhrase(text, DEFINITION_PHRASES) && !has(words, AMOUNT_WORDS)) &&
      ((has(words, HAVE_WORDS) && !has(words, WALLET_RULE_WORDS)) ||
        (has(words, HOW_MANY_WORDS) && has(words, SELF_WORDS) && !has(words, WALLET_MOVE_WORDS))),
  };
}

// ---- The language of the answer ----

const LITHUANIAN_LETTERS = /[ąčęėįšųūž]/i;
const LITHUANIAN_WORDS = new Set(
  `ar kaip kas koks kokia kokie kiek kur kada yra mano man galiu galima reikia su ir be apie ka kad ieskau
  rask parodyk prasau aciu labas sveiki virejas vireja virejo patiekalas patiekalai patiekalu uzsakymas uzsakyma
  uzsakymo mokestis kaina kainuoja pigiausias pigiausia kodel jei nera noriu atsaukti pinigai grazinti kalba`.split(
    /\s+/,
  ),
);
const ENGLISH_WORDS = new Set(
  `the is are what how where when can do does i my you your a an of to in for with without chef chefs cook
  dish dishes order orders fee cancel refund price cheapest find show me please hello who which`.split(/\s+/),
);

/** The language a question is written in, or null when its words do not tell. */
export function questionLanguage(question: string): Language | null {
  if (LITHUANIAN_LETTERS.test(question)) return 'lt';
  const words = foldedWords(question);
  const lt = words.filter((word) => LITHUANIAN_WORDS.has(word)).length;
  const en = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (lt === en) return null;
  return lt > en ? 'lt' : 'en';
}
