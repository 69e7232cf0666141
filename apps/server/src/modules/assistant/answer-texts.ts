import { formatEurCents } from '@hearth/domain/money';
import { MARKET_TIME_ZONE } from '@hearth/domain/availability-time';
import type { Allergen, DietaryTag } from '@hearth/domain/catalogue';
import type { KitchenType, Language } from '@hearth/domain/constants';
import type { OrderPaymentPurpose, OrderStatus } from '@hearth/domain/orders';

/**
 * The assistant's own sentences around live data, in both languages. Answers are plain text: the names of
 * chefs and dishes are stripped of angle brackets (plainText), and the question is never repeated back.
 */

export interface AnswerTexts {
  /** "I don't know", naming where to write (CONTACT_EMAIL). */
  unknown: (contactEmail: string) => string;
  /** An amount as the answer's language writes it. */
  money: (cents: number) => string;
  contactTitle: string;
  signInForOrders: string;
  signInTitle: string;
  noOrders: string;
  ordersTitle: string;
  orderLine: (number: string, chef: string, status: OrderStatus) => string;
  ordersIntro: (count: number) => string;
  orderTitle: (number: string) => string;
  /** The amounts of an order (orderMoney), only those that are not zero. */
  paidNow: (amount: string) => string;
  payAtVisit: (amount: string) => string;
  payAfterVisit: (amount: string) => string;
  refundAfterVisit: (amount: string) => string;
  owes: (amount: string, number: string, purpose: OrderPaymentPurpose) => string;
  owesNothing: string;
  signInForBalance: string;
  balance: (doge: string) => string;
  walletTitle: string;
  chefsIntro: (filters: string) => string;
  cheapestIntro: (filters: string) => string;
  dearestIntro: (filters: string) => string;
  noChefs: (filters: string) => string;
  chefLine: (name: string, rate: string, city: string | null, kitchens: string) => string;
  dishesIntro: (filters: string) => string;
  noDishes: (filters: string) => string;
  dishLine: (title: string, price: string, chef: string) => string;
  dishFound: (title: string, price: string, chef: string, allergens: string | null) => string;
  marketplaceTitle: string;
  kitchens: Record<KitchenType, string>;
  allergens: Record<Allergen, string>;
  dietary: Record<DietaryTag, string>;
  without: (list: string) => string;
  with: (list: string) => string;
  inCity: (city: string) => string;
  /** A Vilnius calendar day ("2026-12-01") with its weekday, as the answer's language writes it. */
  day: (isoDay: string) => string;
  /** A named chef's next free days (the chef's page lists the same), a list of `day`s. */
  freeDays: (chef: string, days: string) => string;
  noFreeDays: (chef: string, daysAhead: number) => string;
  /** The chef keeps no schedule: any future time may be booked. */
  noSchedule: (chef: string) => string;
}

/** Noon UTC of a day is the same calendar day in Vilnius. */
function dayFormat(locale: string): (isoDay: string) => string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: MARKET_TIME_ZONE,
  });
  return (isoDay) => format.format(new Date(`${isoDay}T12:00:00Z`));
}

const EN: AnswerTexts = {
  money: (cents) => formatEurCents(cents, 'en'),
  unknown: (email) =>
    `I don’t know the answer to that, and I would rather not guess. Please write to us at ${email}.`,
  contactTitle: 'Contact Hearth',
  signInForOrders: 'Please log in to see your orders: I can only tell you about your own orders.',
  signInTitle: 'Log in',
  noOrders: 'You have no orders yet. Find a chef in the marketplace.',
  ordersTitle: 'Your orders',
  ordersIntro: (count) => (count === 1 ? 'Your order:' : `Your latest ${count} orders:`),
  orderLine: (number, chef, status) => `order ${number} from ${chef}: ${EN_STATUSES[status]}`,
  orderTitle: (number) => `Order ${number}`,
  paidNow: (amount) => `${amount} online at booking`,
  payAtVisit: (amount) => `${amount} in cash to the chef at the visit`,
  payAfterVisit: (amount) => `${amount} online after the visit`,
  refundAfterVisit: (amount) => `${amount} back after the visit`,
  owes: (amount, number, purpose) => `You owe ${amount} for order ${number}: ${EN_PURPOSES[purpose]}.`,
  owesNothing: 'You owe nothing right now.',
  signInForBalance: 'Please log in to see your DOGE balance: I can only tell you about your own wallet.',
  balance: (doge) => `Your DOGE wallet holds ${doge} DOGE.`,
  walletTitle: 'Your wallet',
  chefsIntro: (filters) => `Chefs${filters}:`,
  cheapestIntro: (filters) => `The most affordable chefs${filters}, by hourly rate:`,
  dearestIntro: (filters) => `The chefs${filters} with the highest hourly rate:`,
  noChefs: (filters) => `I found no chef${filters} right now. The marketplace lists every chef.`,
  chefLine: (name, rate, city, kitchens) =>
    `${name} (${[`${rate} an hour`, city, kitchens].filter(Boolean).join(', ')})`,
  dishesIntro: (filters) => `Dishes${filters}:`,
  noDishes: (filters) =>
    `I found no dish${filters} right now. The marketplace lists every chef and their dishes.`,
  dishLine: (title, price, chef) => `${title} (${price}, by ${chef})`,
  dishFound: (title, price, chef, allergens) =>
    `${title} by ${chef} costs ${price}. ${allergens ? `Contains ${allergens}.` : 'No allergens are listed.'}`,
  day: dayFormat('en-IE'),
  freeDays: (chef, days) => `${chef}'s next free days: ${days}. You choose the time at checkout.`,
  noFreeDays: (chef, daysAhead) =>
    `${chef} has no free day in the next ${daysAhead} days. The marketplace lists the other chefs.`,
  noSchedule: (chef) =>
    `${chef} keeps no schedule here: choose any future date and time at checkout, and the chef confirms the order once it is paid.`,
  marketplaceTitle: 'Marketplace',
  kitchens: {
    mediterranean: 'Mediterranean',
    french: 'French',
    mexican: 'Mexican',
    asian: 'Asian',
    indian: 'Indian',
    american: 'American',
    backery: 'bakery',
    vegan: 'vegan',
    seafood: 'seafood',
    grill: 'grill',
    street: 'street food',
    desserts: 'desserts',
    georgian: 'Georgian',
    pizza: 'pizza',
  },
  allergens: {
    gluten: 'gluten',
    crustaceans: 'crustaceans',
    eggs: 'eggs',
    fish: 'fish',
    peanuts: 'peanuts',
    soybeans: 'soy',
    milk: 'milk',
    nuts: 'nuts',
    celery: 'celery',
    mustard: 'mustard',
    sesame: 'sesame',
    sulphites: 'sulphites',
    lupin: 'lupin',
    molluscs: 'molluscs',
  },
  dietary: {
    vegetarian: 'vegetarian',
    vegan: 'vegan',
    'gluten-free': 'gluten-free',
    'lactose-free': 'lactose-free',
    halal: 'halal',
    kosher: 'kosher',
  },
  without: (list) => `without ${list}`,
  with: (list) => `with ${list}`,
  inCity: (city) => `in ${city}`,
};

const EN_STATUSES: Record<OrderStatus, string> = {
  placed: 'placed, waiting for the chef to confirm',
  confirmed: 'confirmed by the chef',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
};

const EN_PURPOSES: Record<OrderPaymentPurpose, string> = {
  order: 'the payment at booking, not made yet',
  order_balance: 'the dishes, due after the visit',
  order_penalty: 'the late-cancellation penalty',
};

const LT_PURPOSES: Record<OrderPaymentPurpose, string> = {
  order: 'dar nesumokėtas mokėjimas užsakant',
  order_balance: 'patiekalai, mokami po vizito',
  order_penalty: 'vėlyvo atšaukimo bauda',
};

const LT_STATUSES: Record<OrderStatus, string> = {
  placed: 'pateiktas, laukia virėjo patvirtinimo',
  confirmed: 'virėjas patvirtino',
  delivered: 'pristatytas',
  completed: 'įvykdytas',
  cancelled: 'atšauktas',
};

/** "Virėjai Vilniuje": the cities of the marketplace in the locative. */
const LT_LOCATIVE: Record<string, string> = { Vilnius: 'Vilniuje', Kaunas: 'Kaune' };

const LT: AnswerTexts = {
  money: (cents) => formatEurCents(cents, 'lt'),
  unknown: (email) => `Į šį klausimą atsakymo nežinau ir nenoriu spėlioti. Parašykite mums adresu ${email}.`,
  contactTitle: 'Susisiekti su Hearth',
  signInForOrders:
    'Prisijunkite, kad matytumėte savo užsakymus: galiu pasakyti tik apie jūsų pačių užsakymus.',
  signInTitle: 'Prisijungti',
  noOrders: 'Užsakymų dar neturite. Virėją rasite prekyvietėje.',
  ordersTitle: 'Jūsų užsakymai',
  ordersIntro: (count) => (count === 1 ? 'Jūsų užsakymas:' : `Paskutiniai jūsų užsakymai (${count}):`),
  orderLine: (number, chef, status) => `užsakymas ${number} iš ${chef}: ${LT_STATUSES[status]}`,
  orderTitle: (number) => `Užsakymas ${number}`,
  paidNow: (amount) => `${amount} internetu užsakant`,
  payAtVisit: (amount) => `${amount} grynaisiais virėjui vizito metu`,
  payAfterVisit: (amount) => `${amount} internetu po vizito`,
  refundAfterVisit: (amount) => `${amount} grąžinama po vizito`,
  owes: (amount, number, purpose) =>
    `Už užsakymą ${number} turite sumokėti ${amount}: ${LT_PURPOSES[purpose]}.`,
  owesNothing: 'Šiuo metu nieko nesate skolingi.',
  signInForBalance:
    'Prisijunkite, kad matytumėte savo DOGE likutį: galiu pasakyti tik apie jūsų pačių piniginę.',
  balance: (doge) => `Jūsų DOGE piniginėje yra ${doge} DOGE.`,
  walletTitle: 'Jūsų piniginė',
  chefsIntro: (filters) => `Virėjai${filters}:`,
  cheapestIntro: (filters) => `Pigiausi virėjai${filters} pagal valandinį įkainį:`,
  dearestIntro: (filters) => `Virėjai${filters} su didžiausiu valandiniu įkainiu:`,
  noChefs: (filters) => `Šiuo metu neradau virėjų${filters}. Prekyvietėje rasite visus virėjus.`,
  chefLine: (name, rate, city, kitchens) =>
    `${name} (${[`${rate} per valandą`, city, kitchens].filter(Boolean).join(', ')})`,
  dishesIntro: (filters) => `Patiekalai${filters}:`,
  noDishes: (filters) =>
    `Šiuo metu neradau patiekalų${filters}. Prekyvietėje rasite visus virėjus ir jų patiekalus.`,
  dishLine: (title, price, chef) => `${title} (${price}, gamina ${chef})`,
  dishFound: (title, price, chef, allergens) =>
    `${title}, gamina ${chef}, kainuoja ${price}. ${allergens ? `Sudėtyje yra ${allergens}.` : 'Alergenų nenurodyta.'}`,
  day: dayFormat('lt-LT'),
  freeDays: (chef, days) =>
    `${chef}: artimiausios laisvos dienos – ${days}. Laiką pasirinksite apmokėdami užsakymą.`,
  noFreeDays: (chef, daysAhead) =>
    `${chef}: per artimiausias ${daysAhead} dienas laisvų dienų nėra. Prekyvietėje rasite kitų virėjų.`,
  noSchedule: (chef) =>
    `${chef} darbo grafiko nenurodė: apmokėdami pasirinkite bet kurią būsimą datą ir laiką, o virėjas patvirtins užsakymą, kai jis bus apmokėtas.`,
  marketplaceTitle: 'Prekyvietė',
  kitchens: {
    mediterranean: 'Viduržemio jūros',
    french: 'prancūzų',
    mexican: 'meksikiečių',
    asian: 'Azijos',
    indian: 'indų',
    american: 'amerikiečių',
    backery: 'kepiniai',
    vegan: 'veganiška',
    seafood: 'jūros gėrybės',
    grill: 'ant grotelių',
    street: 'gatvės maistas',
    desserts: 'desertai',
    georgian: 'gruzinų',
    pizza: 'pica',
  },
  allergens: {
    gluten: 'glitimo',
    crustaceans: 'vėžiagyvių',
    eggs: 'kiaušinių',
    fish: 'žuvies',
    peanuts: 'žemės riešutų',
    soybeans: 'sojos',
    milk: 'pieno',
    nuts: 'riešutų',
    celery: 'salierų',
    mustard: 'garstyčių',
    sesame: 'sezamo',
    sulphites: 'sulfitų',
    lupin: 'lubinų',
    molluscs: 'moliuskų',
  },
  dietary: {
    vegetarian: 'vegetariški',
    vegan: 'veganiški',
    'gluten-free': 'be glitimo',
    'lactose-free': 'be laktozės',
    halal: 'halal',
    kosher: 'košeriniai',
  },
  without: (list) => `be ${list}`,
  with: (list) => `kuriuose yra ${list}`,
  inCity: (city) => LT_LOCATIVE[city] ?? city,
};

export const ANSWER_TEXTS: Record<Language, AnswerTexts> = { en: EN, lt: LT };

/** Names from the database as plain text: no angle brackets, so nothing reads as markup. */
export function plainText(text: string): string {
  return text.replace(/[<>]/g, '').trim();
}
