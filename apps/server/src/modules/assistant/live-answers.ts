import type { FastifyInstance } from 'fastify';
import MiniSearch, { type SearchResult } from 'minisearch';
import { MARKETPLACE_PAGE_SIZE, type MarketplaceMerchant } from '@hearth/domain/catalogue';
import type { Language } from '@hearth/domain/constants';
import type { AnswerSource } from '@hearth/domain/assistant';
import { orderNumber, type OrderView } from '@hearth/domain/orders';
import { formatDoge } from '@hearth/domain/wallet';
import { NEXT_FREE_DAYS_SHOWN, SLOT_DAYS_AHEAD } from '@hearth/domain/availability';
import { addDays, localDate } from '@hearth/domain/availability-time';
import * as availability from '../availability/availability-service.ts';
import * as catalogue from '../catalogue/catalogue-service.ts';
import type { PublicDish } from '../catalogue/catalogue-service.ts';
import * as orderViews from '../orders/order-view-service.ts';
import * as wallet from '../wallet/transfer-service.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { plainText, type AnswerTexts } from './answer-texts.ts';
import type { PriceOrder, QuestionAnalysis } from './question-analysis.ts';
import { foldedWords, searchTerm, searchTerms, stem, words } from './term-processing.ts';

/**
 * Answers from live data, through the other modules' services: chefs from the marketplace listing, dishes
 * from the catalogue, and the asker's own orders (never anyone else's: the orders service lists the
 * viewer's purchases only).
 */

/** What an answer is made of; `matched` names the sources for the log (ids, no personal data). */
export interface Reply {
  answer: string;
  sources: AnswerSource[];
  matched: string[];
}

/** At most this many chefs, dishes or orders are named in one answer. */
export const LIST_MAX = 5;
const ORDERS_MAX = 3;
/** The marketplace is read page by page up to this many chefs, to sort them by rate. */
const CHEFS_SCANNED_MAX = 10 * MARKETPLACE_PAGE_SIZE;
/** The newest dishes searched by name or allergen. */
const DISHES_SCANNED_MAX = 1000;
/** A dish named in the question: its title must cover at least half of the question's search terms. */
const DISH_NAME_MIN_COVERAGE = 0.5;

const fullName = (person: { firstName: string | null; lastName: string | null }, fallback: string) =>
  plainText([person.firstName, person.lastName].filter(Boolean).join(' ')) || plainText(fallback);

function listAnswer(intro: string, lines: string[]): string {
  return `${intro}\n${lines.map((line) => `• ${line}`).join('\n')}`;
}

// ---- Orders and wallet ----

/** "€9.99 online at booking, €40.00 in cash to the chef at the visit": the order's money (orderMoney). */
function moneyText(order: OrderView, texts: AnswerTexts): string {
  const { money } = order;
  const parts = [
    money.payNow > 0 && texts.paidNow(texts.money(money.payNow)),
    money.payAtVisit > 0 && texts.payAtVisit(texts.money(money.payAtVisit)),
    money.payAfterVisit > 0 && texts.payAfterVisit(texts.money(money.payAfterVisit)),
    money.refundAfterVisit > 0 && texts.refundAfterVisit(texts.money(money.refundAfterVisit)),
  ].filter((part): part is string => typeof part === 'string');
  return parts.join('; ');
}

/** A visitor asked about their own data: log in first (nobody else's data is ever named). */
function signInReply(texts: AnswerTexts, answer: string, matched: string): Reply {
  return {
    answer,
    sources: [{ title: texts.signInTitle, url: '/signin?source=one_time_pin' }],
    matched: [matched],
  };
}

/**
 * The asker's newest orders: their status and who pays what, when (the order view's `money`, computed by the
 * domain's orderMoney, the function the checkout uses), and what is owed online now (the list's dues).
 */
export async function ownOrdersReply(
  app: FastifyInstance,
  viewer: SessionUser | null,
  texts: AnswerTexts,
): Promise<Reply> {
  if (!viewer) return signInReply(texts, texts.signInForOrders, 'orders:sign-in');
  const { orders: page, outstanding } = await orderViews.listBuyerOrders(app, viewer, 0);
  const orders = page.slice(0, ORDERS_MAX);
  if (orders.length === 0)
    return {
      answer: texts.noOrders,
      sources: [{ title: texts.ordersTitle, url: '/orders' }],
      matched: ['orders:none'],
    };
  const lines = orders.map((order) => {
    const status = texts.orderLine(
      orderNumber(order.sID),
      fullName(order.chef, order.chef.storeName ?? ''),
      order.status,
    );
    const money = order.status === 'cancelled' ? '' : moneyText(order, texts);
    return money ? `${status} (${money})` : status;
  });
  const dues = outstanding.map((due) =>
    texts.owes(texts.money(due.amountCents), orderNumber(due.sID), due.purpose),
  );
  return {
    answer: [
      listAnswer(texts.ordersIntro(orders.length), lines),
      ...(dues.length ? dues : [texts.owesNothing]),
    ].join('\n'),
    sources: [
      ...orders.map((order) => ({
        title: texts.orderTitle(orderNumber(order.sID)),
        url: `/order/${order.id}`,
      })),
      { title: texts.ordersTitle, url: '/orders' },
    ],
    matched: orders.map((order) => `order:${order.status}`),
  };
}

/** The asker's DOGE balance, from the wallet's ledger account. */
export async function balanceReply(
  app: FastifyInstance,
  viewer: SessionUser | null,
  texts: AnswerTexts,
): Promise<Reply> {
  if (!viewer) return signInReply(texts, texts.signInForBalance, 'balance:sign-in');
  const koinu = await wallet.balanceOf(app, viewer.id);
  return {
    answer: texts.balance(formatDoge(koinu)),
    sources: [{ title: texts.walletTitle, url: '/board' }],
    matched: ['balance'],
  };
}

/** Whether a word of the question names a chef: the same word folded, or the same Lithuanian stem. */
function namesWord(word: string, name: string): boolean {
  return word === name || (word.length >= 4 && name.length >= 4 && stem(word, 'lt') === stem(name, 'lt'));
}

/**
 * The listed chef the question names by first name, last name or nickname ("Eglė", "Eglės", "egle"): the one
 * with the most name words in the question, or null. Names shorter than three letters are not looked for.
 */
export function namedChef<T extends { firstName: string | null; lastName: string | null; storeName: string }>(
  question: string,
  chefs: readonly T[],
): T | null {
  const asked = foldedWords(question);
  let best: T | null = null;
  let bestCount = 0;
  for (const chef of chefs) {
    const names = new Set(
      foldedWords([chef.firstName, chef.lastName, chef.storeName].filter(Boolean).join(' ')).filter(
        (name) => name.length >= 3,
      ),
    );
    const count = [...names].filter((name) => asked.some((word) => namesWord(word, name))).length;
    if (count > bestCount) [best, bestCount] = [chef, count];
  }
  return best;
}

/**
 * A chef's next free days, asked as "when can chef Egle cook?" (the entry `chef-availability` matched): the
 * chef the question names among the listed chefs, and their free days from today for SLOT_DAYS_AHEAD days,
 * from chefSlots, the function the chef's page asks (the shortest order). Null when the question names no
 * listed chef: the entry's general text answers then.
 */
export async function chefAvailabilityReply(
  app: FastifyInstance,
  question: string,
  texts: AnswerTexts,
): Promise<Reply | null> {
  const chef = namedChef(question, await listedChefs(app, { kitchenType: [], city: null }, true));
  if (!chef) return null;
  const name = fullName(chef, chef.storeName);
  const from = localDate(app.clock().getTime());
  const slots = await availability.chefSlots(app, {
    chefId: chef.userId,
    from,
    to: addDays(from, SLOT_DAYS_AHEAD - 1),
  });
  const days = slots.dates.slice(0, NEXT_FREE_DAYS_SHOWN);
  const answer = !slots.configured
    ? texts.noSchedule(name)
    : days.length === 0
      ? texts.noFreeDays(name, SLOT_DAYS_AHEAD)
      : texts.freeDays(name, days.map(texts.day).join(', '));
  return {
    answer,
    sources: [{ title: name, url: `/store/${encodeURIComponent(chef.storeName)}` }],
    matched: [`availability:${chef.storeName}`],
  };
}

// ---- Chefs ----

function sortByRate<T>(items: T[], order: PriceOrder, rate: (item: T) => number): T[] {
  if (order === null) return items;
  const sign = order === 'cheapest' ? 1 : -1;
  return [...items].sort((a, b) => sign * (rate(a) - rate(b)));
}

/** The listed chefs with these filters: the first page, or every page up to the cap when `all`. */
async function listedChefs(
  app: FastifyInstance,
  filters: { kitchenType: QuestionAnalysis['kitchenTypes']; city: string | null },
  all: boolean,
): Promise<MarketplaceMerchant[]> {
  const chefs: MarketplaceMerchant[] = [];
  for (let page = 0; chefs.length < CHEFS_SCANNED_MAX; page += 1) {
    const found = await catalogue.listMarketplace(app, { page, hourRate: null, ...filters });
    chefs.push(...found.merchants);
    if (!all || chefs.length >= found.total || found.merchants.length === 0) break;
  }
  return chefs;
}

async function matchingChefs(
  app: FastifyInstance,
  analysis: QuestionAnalysis,
): Promise<MarketplaceMerchant[]> {
  // Unsorted questions need only the first page; sorted ones read all (up to the cap) to sort them.
  const chefs = await listedChefs(
    app,
    { kitchenType: analysis.kitchenTypes, city: analysis.city },
    analysis.priceOrder !== null,
  );
  return sortByRate(chefs, analysis.priceOrder, (chef) => chef.merchantInfo.hourRate).slice(0, LIST_MAX);
}

/** " (vegan, in Kaunas)", or "" without filters. */
function filterText(parts: string[]): string {
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

export async function chefsReply(
  app: FastifyInstance,
  analysis: QuestionAnalysis,
  texts: AnswerTexts,
): Promise<Reply> {
  const chefs = await matchingChefs(app, analysis);
  const filters = filterText([
    ...analysis.kitchenTypes.map((kitchen) => texts.kitchens[kitchen]),
    ...(analysis.city ? [texts.inCity(analysis.city)] : []),
  ]);
  if (chefs.length === 0)
    return {
      answer: texts.noChefs(filters),
      sources: [{ title: texts.marketplaceTitle, url: '/mp' }],
      matched: ['chefs:none'],
    };
  const intro =
    analysis.priceOrder === 'cheapest'
      ? texts.cheapestIntro(filters)
      : analysis.priceOrder === 'dearest'
        ? texts.dearestIntro(filters)
        : texts.chefsIntro(filters);
  const lines = chefs.map((chef) =>
    texts.chefLine(
      fullName(chef, chef.storeName),
      texts.money(chef.merchantInfo.hourRate),
      chef.city && plainText(chef.city),
      chef.merchantInfo.kitchenType.map((kitchen) => texts.kitchens[kitchen]).join(', '),
    ),
  );
  return {
    answer: listAnswer(intro, lines),
    sources: chefs.map((chef) => ({
      title: fullName(chef, chef.storeName),
      url: `/store/${encodeURIComponent(chef.storeName)}`,
    })),
    matched: chefs.map((chef) => `chef:${chef.storeName}`),
  };
}

// ---- Dishes ----

function dishSource(dish: PublicDish): AnswerSource {
  return { title: plainText(dish.product.title), url: `/product-detail/${dish.product.id}` };
}

function chefOf(dish: PublicDish): string {
  return fullName(dish.chef, dish.chef.storeName ?? '');
}

function fitsFilters(dish: PublicDish, analysis: QuestionAnalysis): boolean {
  const { allergens, dietaryTags, kitchenType } = dish.product;
  // A kitchen type that is also a dietary tag ("vegan") is asked of the dish's tags.
  const kitchens = analysis.kitchenTypes.filter(
    (kitchen) => !(analysis.dietaryTags as string[]).includes(kitchen),
  );
  return (
    analysis.withoutAllergens.every((allergen) => !allergens.includes(allergen)) &&
    analysis.withAllergens.every((allergen) => allergens.includes(allergen)) &&
    analysis.dietaryTags.every((tag) => dietaryTags.includes(tag)) &&
    (kitchens.length === 0 || (kitchenType !== null && (kitchens as string[]).includes(kitchenType)))
  );
}

function dishFilterText(analysis: QuestionAnalysis, texts: AnswerTexts): string {
  const list = (names: string[]) => names.join(', ');
  const parts = [
    ...analysis.dietaryTags.map((tag) => texts.dietary[tag]),
    ...analysis.kitchenTypes
      .filter((kitchen) => !(analysis.dietaryTags as string[]).includes(kitchen))
      .map((kitchen) => texts.kitchens[kitchen]),
  ];
  if (analysis.withoutAllergens.length > 0)
    parts.push(texts.without(list(analysis.withoutAllergens.map((a) => texts.allergens[a]))));
  if (analysis.withAllergens.length > 0)
    parts.push(texts.with(list(analysis.withAllergens.map((a) => texts.allergens[a]))));
  return filterText(parts);
}

export async function dishesReply(
  app: FastifyInstance,
  analysis: QuestionAnalysis,
  texts: AnswerTexts,
): Promise<Reply> {
  const dishes = (await catalogue.listPublicDishes(app, DISHES_SCANNED_MAX)).filter((dish) =>
    fitsFilters(dish, analysis),
  );
  const chosen = sortByRate(dishes, analysis.priceOrder, (dish) => dish.product.price).slice(0, LIST_MAX);
  const filters = dishFilterText(analysis, texts);
  if (chosen.length === 0)
    return {
      answer: texts.noDishes(filters),
      sources: [{ title: texts.marketplaceTitle, url: '/mp' }],
      matched: ['dishes:none'],
    };
  const lines = chosen.map((dish) =>
    texts.dishLine(plainText(dish.product.title), texts.money(dish.product.price), chefOf(dish)),
  );
  return {
    answer: listAnswer(texts.dishesIntro(filters), lines),
    sources: chosen.map(dishSource),
    matched: chosen.map((dish) => `dish:${dish.product.id}`),
  };
}

/** The share of `terms` that the result matched (MiniSearch reports the query terms that hit). */
function coverageOf(result: SearchResult, terms: readonly string[]): number {
  return terms.length === 0 ? 0 : new Set(result.queryTerms).size / terms.length;
}

/** A dish the question names ("is there gluten in the moussaka?"), found by MiniSearch over the titles. */
export async function dishByNameReply(
  app: FastifyInstance,
  question: string,
  language: Language,
  texts: AnswerTexts,
): Promise<Reply | null> {
  const terms = searchTerms(question, language);
  if (terms.length === 0) return null;
  const dishes = await catalogue.listPublicDishes(app, DISHES_SCANNED_MAX);
  const index = new MiniSearch<{ id: number; title: string }>({
    fields: ['title'],
    tokenize: words,
    processTerm: (term) => searchTerm(term, language),
    searchOptions: { prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 6 ? 0.2 : false) },
  });
  index.addAll(dishes.map((dish) => ({ id: dish.product.id, title: dish.product.title })));
  const [best] = index.search(question);
  if (!best || coverageOf(best, terms) < DISH_NAME_MIN_COVERAGE) return null;
  const dish = dishes.find((candidate) => candidate.product.id === best.id)!;
  const allergens = dish.product.allergens.map(
    (a) => texts.allergens[a as keyof AnswerTexts['allergens']] ?? a,
  );
  return {
    answer: texts.dishFound(
      plainText(dish.product.title),
      texts.money(dish.product.price),
      chefOf(dish),
      allergens.length > 0 ? allergens.join(', ') : null,
    ),
    sources: [dishSource(dish)],
    matched: [`dish:${dish.product.id}`],
  };
}
