import { bookingMinutes } from '@hearth/domain/availability';
import { ALLERGENS, DIETARY_TAGS } from '@hearth/domain/catalogue';
import { DOGE_INFORMATION_FEE } from '@hearth/domain/constants';
import { orderMoney, type OrderMoney } from '@hearth/domain/order-money';
import {
  cancellationTerms,
  ORDER_COUNTRY_PHONE_CODE,
  ORDER_PLACE_TYPE,
  type OrderStatus,
} from '@hearth/domain/orders';
import { linePriceCents, unitPriceCents, type PricedDish } from '@hearth/domain/pricing';
import { RATING_MAX, RATING_WINDOW_ORDERS, ratingRule, type RuleReview } from '@hearth/domain/reviews';
import {
  EMAIL_ADDRESS_TYPE,
  KOINU_PER_DOGE,
  koinuForCents,
  type LedgerAccountKind,
  type LedgerTransactionKind,
} from '@hearth/domain/wallet';
import type {
  files,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  merchantProfiles,
  orderAddresses,
  orderItems,
  orders,
  paymentIntents,
  payments,
  productDetails,
  productFiles,
  products,
  reviews,
  users,
  walletTransfers,
} from '../db/schema.ts';
import { amountColumns } from '../modules/orders/order-model.ts';
import { entryHash, type ChainedFields } from '../modules/wallet/ledger-service.ts';
import {
  DISH_WORDS,
  FIRST_NAMES,
  LARGE_SEED_CITIES,
  LARGE_SEED_COUNTS,
  LARGE_SEED_EMAIL_DOMAIN,
  LARGE_SEED_FIXTURES,
  LARGE_SEED_KITCHEN_TYPES,
  LARGE_SEED_NOW,
  LAST_NAMES,
  REVIEW_COMMENTS,
  STREETS,
  type LargeSeedCity,
} from './large-data.ts';

/**
 * The rows of the large data set (decision 029), made in memory without a database: each plan function takes
 * the seeded generator and the first ids to give, and answers rows typed by the schema. Prices, fees,
 * cancellation terms, the rating rule and the ledger's hashes come from packages/domain and the wallet
 * module, so the rows are the ones the app itself would have written. large-seed.ts writes them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = LARGE_SEED_NOW.getTime();

// ---- The seeded generator ----

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small and fast; the same seed gives the same sequence on every machine. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (probability) => next() < probability,
  };
}

/** A version-4 UUID drawn from the generator (orders.sid; the app uses randomUUID). */
function uuid(random: Random): string {
  const hex = Array.from({ length: 4 }, () => random.int(0, 0xffff_ffff).toString(16).padStart(8, '0')).join(
    '',
  );
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Every count times the scale, at least 1. */
export function scaledCount(count: number, scale: number): number {
  return Math.max(1, Math.round(count * scale));
}

// ---- Chefs and customers ----

export interface Chef {
  id: number;
  hourRateCents: number;
  kitchenTypes: string[];
  city: LargeSeedCity;
  approvedAt: number;
}

export interface Customer {
  id: number;
  email: string;
  city: LargeSeedCity;
}

const chefEmail = (n: number) =>
  n === 0 ? LARGE_SEED_FIXTURES.chefEmail : `chef-${n}@${LARGE_SEED_EMAIL_DOMAIN}`;
const chefNickname = (n: number) => (n === 0 ? LARGE_SEED_FIXTURES.chefNickname : `bench-chef-${n}`);
const customerEmail = (n: number) =>
  n === 0 ? LARGE_SEED_FIXTURES.customerEmail : `customer-${n}@${LARGE_SEED_EMAIL_DOMAIN}`;

/**
 * The chefs (ids from firstUserId), then the customers. Chef n lives in city n mod 20 and cooks kitchen type
 * n mod 14 (plus up to two more), so every city and type is covered; approvals are spread over 70 days.
 */
export function planPeople(
  random: Random,
  input: { chefCount: number; customerCount: number; firstUserId: number; passwordHash: string },
) {
  const userRows: (typeof users.$inferInsert)[] = [];
  const merchantRows: (typeof merchantProfiles.$inferInsert)[] = [];
  const chefs: Chef[] = [];
  const customers: Customer[] = [];
  const total = input.chefCount + input.customerCount;
  const person = (i: number, email: string, nickname: string | null, city: LargeSeedCity) => {
    const createdAt = new Date(NOW - 400 * DAY + Math.floor((i / total) * 10 * DAY));
    userRows.push({
      id: input.firstUserId + i,
      email,
      passwordHash: input.passwordHash,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      nickname,
      city: city.city,
      language: random.chance(0.5) ? 'en' : 'lt',
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  };
  for (let n = 0; n < input.chefCount; n += 1) {
    const city = LARGE_SEED_CITIES[n % LARGE_SEED_CITIES.length]!;
    person(n, chefEmail(n), chefNickname(n), city);
    const chef = planChef(random, input.firstUserId + n, n, input.chefCount, city);
    chefs.push(chef);
    merchantRows.push({
      userId: chef.id,
      status: 'approved',
      hourRateCents: chef.hourRateCents,
      kitchenTypes: chef.kitchenTypes,
      about: `Home cooking from ${city.city}: ${chef.kitchenTypes.join(', ')}.`,
      submittedAt: new Date(chef.approvedAt - DAY),
      decidedAt: new Date(chef.approvedAt),
      updatedAt: new Date(chef.approvedAt),
    });
  }
  // Customers live where there are chefs (a chef cooks in the customer's kitchen).
  const served = LARGE_SEED_CITIES.slice(0, Math.min(input.chefCount, LARGE_SEED_CITIES.length));
  for (let n = 0; n < input.customerCount; n += 1) {
    const i = input.chefCount + n;
    const customer = { id: input.firstUserId + i, email: customerEmail(n), city: random.pick(served) };
    person(i, customer.email, null, customer.city);
    customers.push(customer);
  }
  return { userRows, merchantRows, chefs, customers };
}

function planChef(random: Random, id: number, n: number, chefCount: number, city: LargeSeedCity): Chef {
  const types = new Set<string>([LARGE_SEED_KITCHEN_TYPES[n % LARGE_SEED_KITCHEN_TYPES.length]!]);
  for (let extra = random.int(0, 2); extra > 0; extra -= 1) types.add(random.pick(LARGE_SEED_KITCHEN_TYPES));
  return {
    id,
    // 3 to 15 EUR an hour in 50-cent steps, like the demo chefs.
    hourRateCents: random.int(6, 30) * 50,
    kitchenTypes: [...types],
    city,
    approvedAt: NOW - 300 * DAY + Math.floor((n / chefCount) * 70 * DAY),
  };
}

// ---- Dishes ----

export interface Dish {
  id: number;
  chef: Chef;
  title: string;
  description: string;
  active: boolean;
  pricing: PricedDish;
}

/**
 * dishesPerChef dishes per chef, ids from firstProductId in chef order. 40% are priced by time; one in
 * twenty is withdrawn, but never a chef's first dish nor any of the benchmark chef's.
 */
export function planDishes(random: Random, chefs: readonly Chef[], firstProductId: number) {
  const productRows: (typeof products.$inferInsert)[] = [];
  const detailRows: (typeof productDetails.$inferInsert)[] = [];
  const dishesOf = new Map<number, Dish[]>();
  chefs.forEach((chef, n) => {
    const own: Dish[] = [];
    for (let j = 0; j < LARGE_SEED_COUNTS.dishesPerChef; j += 1) {
      const dish = planDish(random, chef, firstProductId + productRows.length, n === 0 || j === 0);
      const createdAt = new Date(chef.approvedAt + (j + 1) * HOUR);
      const { pricing } = dish;
      productRows.push({
        id: dish.id,
        ownerId: chef.id,
        title: dish.title,
        description: dish.description,
        priceCents: pricing.priceCents,
        active: dish.active,
        createdAt,
        updatedAt: createdAt,
      });
      detailRows.push({
        productId: dish.id,
        kitchenType: chef.kitchenTypes[j % chef.kitchenTypes.length]!,
        preparationMinutes: pricing.preparationMinutes!,
        preparationDescription: `Prepared in your kitchen in about ${pricing.preparationMinutes} minutes.`,
        ingredients: { [random.pick(DISH_WORDS.second)]: random.int(1, 10) * 100, salt: 5 },
        calories: random.int(200, 1200),
        servingsNumber: pricing.baseServings!,
        timeBased: pricing.hourRateCents !== null,
        allergens: ALLERGENS.filter(() => random.chance(0.15)),
        dietaryTags: DIETARY_TAGS.filter(() => random.chance(0.1)),
        updatedAt: createdAt,
      });
      own.push(dish);
    }
    dishesOf.set(chef.id, own);
  });
  return { productRows, detailRows, dishesOf };
}

/**
 * A photo for every enabled dish (decision 054: a dish is enabled only with one), so that the listings answer
 * what they do in real use. They are records without stored bytes: the benchmarks read the listings, not
 * the pictures, and 95,000 generated images would cost more than the rest of the seed (their URLs are 404).
 * Drawn from no generator, so the rest of the data set stays as the seed makes it.
 */
export function planDishPhotos(
  productRows: readonly (typeof products.$inferInsert)[],
  first: { fileId: number; productFileId: number },
) {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const productFileRows: (typeof productFiles.$inferInsert)[] = [];
  for (const dish of productRows) {
    if (!dish.active) continue;
    const fileId = first.fileId + fileRows.length;
    const createdAt = dish.createdAt!;
    fileRows.push({
      id: fileId,
      ownerId: dish.ownerId,
      storageKey: `uploads/${dish.ownerId}/large-seed-${fileId}.jpg`,
      mimeType: 'image/jpeg',
      width: 1200,
      height: 900,
      sizeBytes: 0,
      sourceFormat: 'jpeg',
      createdAt,
    });
    productFileRows.push({
      id: first.productFileId + productFileRows.length,
      productId: dish.id!,
      fileId,
      fileName: `${dish.id}-${fileId}.jpg`,
      position: 0,
      createdAt,
    });
  }
  return { fileRows, productFileRows };
}

function planDish(random: Random, chef: Chef, id: number, alwaysActive: boolean): Dish {
  const timeBased = random.chance(0.4);
  const servings = random.int(1, 4);
  const title = `${random.pick(DISH_WORDS.first)} ${random.pick(DISH_WORDS.second)} ${random.pick(DISH_WORDS.third)}`;
  return {
    id,
    chef,
    title,
    description: `${title}, cooked in your kitchen for ${servings} ${servings === 1 ? 'person' : 'people'}.`,
    active: alwaysActive || !random.chance(0.05),
    pricing: {
      priceCents: timeBased ? null : random.int(8, 60) * 50,
      preparationMinutes: random.int(2, 16) * 15,
      hourRateCents: timeBased ? chef.hourRateCents : null,
      baseServings: servings,
    },
  };
}

// ---- Orders ----

/** When the chef marks an order delivered: three hours after the booked start. */
const DELIVERED_AFTER_START = 3 * HOUR;

/** An order before its id: ids are given in the order of creation, as the app's serial ids are. */
interface OrderDraft {
  k: number;
  customer: Customer;
  chef: Chef;
  lines: [Dish, number][];
  status: OrderStatus;
  payInCash: boolean;
  createdAt: number;
  bookedAt: number;
  paidAt: number | null;
  /** When the balance after the visit was paid online (card mode only), if it was. */
  balancePaidAt: number | null;
  rating: number | null;
}

/** The usual shares of a running marketplace: most orders are long done, a tenth was cancelled. */
function orderStatus(random: Random): OrderStatus {
  const r = random.next();
  if (r < 0.05) return 'placed';
  if (r < 0.12) return 'confirmed';
  if (r < 0.45) return 'delivered';
  if (r < 0.9) return 'completed';
  return 'cancelled';
}

function draftOrder(
  random: Random,
  k: number,
  customer: Customer,
  chefsIn: Map<LargeSeedCity, Chef[]>,
  dishesOf: Map<number, Dish[]>,
): OrderDraft {
  const chef = random.pick(chefsIn.get(customer.city)!);
  const status = orderStatus(random);
  const upcoming = status === 'placed' || status === 'confirmed';
  // Upcoming orders were placed in the last days for a date ahead; the others after the chef's approval.
  const earliest = chef.approvedAt + 2 * DAY;
  const createdAt = upcoming
    ? NOW - random.int(1 * 24 * 60, 10 * 24 * 60) * MINUTE
    : earliest + Math.floor(random.next() * (NOW - 20 * DAY - earliest));
  const bookedAt = upcoming
    ? NOW + random.int(2, 40) * DAY + random.int(10, 19) * HOUR - (NOW % DAY)
    : createdAt + random.int(2, 14) * DAY;
  // What can still be ordered: withdrawn dishes only appear in past orders.
  const menu = upcoming ? dishesOf.get(chef.id)!.filter((d) => d.active) : dishesOf.get(chef.id)!;
  const lines = new Map<Dish, number>();
  for (let n = random.int(1, 3); n > 0; n -= 1) lines.set(random.pick(menu), random.int(1, 3));
  const paid = status !== 'cancelled' && (status !== 'placed' || random.chance(0.5));
  const delivered = status === 'delivered' || status === 'completed';
  const reviewed = delivered && random.chance(0.5);
  const r = random.next();
  const payInCash = random.chance(0.3);
  const paidAt = paid ? createdAt + random.int(2, 30) * MINUTE : null;
  // Card mode owes the dishes online after the visit: a completed order has paid them, and most delivered
  // ones too, within three days; the rest still owe it (the order pages' dues).
  const balancePaid = delivered && !payInCash && (status === 'completed' || random.chance(0.8));
  return {
    k,
    customer,
    chef,
    lines: [...lines],
    status,
    payInCash,
    createdAt,
    bookedAt,
    paidAt,
    balancePaidAt: balancePaid ? bookedAt + DELIVERED_AFTER_START + random.int(1, 72) * HOUR : null,
    rating: reviewed ? (r < 0.6 ? 5 : r < 0.95 ? 4 : 3) : null,
  };
}

export interface OrderIds {
  order: number;
  item: number;
  payment: number;
  review: number;
}

/** A payment of an order before its id: the ids of payments follow the time they were recorded. */
interface PaymentDraft {
  orderId: number;
  customerId: number;
  chefId: number;
  purpose: 'order' | 'order_balance';
  amountCents: number;
  at: number;
  intentCreatedAt: number;
}

/**
 * orderCount orders; customer k mod n places order k, so each has the same number (40 at scale 1), from
 * chefs of their own city. Lines, amounts and cancellation terms are priced by packages/domain; paid orders
 * have a succeeded test-provider intent and its payment; half of the delivered ones have a review.
 *
 * Their money goes into `ledger` as the order services book it (order-ledger.ts): each payment from the
 * outside into the escrow (the balance after the visit straight to the chef's earnings), the information fee
 * from the chef's wallet when the order was confirmed, and at delivery the escrow to the platform's revenue
 * and the chef's earnings. A chef who confirmed orders was granted the coins for their fees first (at
 * approval), and CHEF_SPARE_DOGE more to confirm new ones. Cancelled orders were cancelled before being paid:
 * nothing to book.
 */
export function planOrders(
  random: Random,
  input: {
    chefs: readonly Chef[];
    customers: readonly Customer[];
    dishesOf: Map<number, Dish[]>;
    orderCount: number;
    serviceFeeCents: number;
    first: OrderIds;
    ledger: LedgerPlan;
  },
) {
  const chefsIn = new Map<LargeSeedCity, Chef[]>();
  for (const chef of input.chefs) chefsIn.set(chef.city, [...(chefsIn.get(chef.city) ?? []), chef]);
  const drafts: OrderDraft[] = [];
  for (let k = 0; k < input.orderCount; k += 1) {
    const customer = input.customers[k % input.customers.length]!;
    drafts.push(draftOrder(random, k, customer, chefsIn, input.dishesOf));
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt || a.k - b.k);

  const { ledger } = input;
  const eur = {
    payments: ledger.system('payments', 'EUR'),
    escrow: ledger.system('escrow', 'EUR'),
    revenue: ledger.system('revenue', 'EUR'),
  };
  const dogeRevenue = ledger.system('revenue', 'DOGE');
  const confirmedOf = new Map<number, number>();
  const rows = {
    orderRows: [] as (typeof orders.$inferInsert)[],
    itemRows: [] as (typeof orderItems.$inferInsert)[],
    addressRows: [] as (typeof orderAddresses.$inferInsert)[],
  };
  const paid: PaymentDraft[] = [];
  const reviewed: { orderId: number; draft: OrderDraft; at: number }[] = [];
  drafts.forEach((draft, i) => {
    const id = input.first.order + i;
    const { row: order, money } = orderRow(random, draft, id, input.serviceFeeCents);
    rows.orderRows.push(order);
    for (const [dish, volume] of draft.lines) {
      rows.itemRows.push({
        id: input.first.item + rows.itemRows.length,
        orderId: id,
        productId: dish.id,
        volume,
        title: dish.title,
        description: dish.description,
        priceCents: dish.pricing.priceCents,
        preparationMinutes: dish.pricing.preparationMinutes,
        hourRateCents: dish.pricing.hourRateCents,
        servingsNumber: dish.pricing.baseServings!,
        unitPriceCents: unitPriceCents(dish.pricing),
        lineTotalCents: linePriceCents(dish.pricing, volume),
        createdAt: order.createdAt,
      });
    }
    rows.addressRows.push(addressRow(random, draft.customer.city, id, order.createdAt!));
    const base = { orderId: id, customerId: draft.customer.id, chefId: draft.chef.id };
    if (draft.paidAt !== null) {
      paid.push({
        ...base,
        purpose: 'order',
        amountCents: order.onlineAmountCents,
        at: draft.paidAt,
        intentCreatedAt: draft.createdAt,
      });
    }
    if (order.confirmedAt) {
      confirmedOf.set(draft.chef.id, (confirmedOf.get(draft.chef.id) ?? 0) + 1);
      ledger.post({
        kind: 'information_fee',
        key: `information-fee-order-${id}`,
        at: order.confirmedAt.getTime(),
        orderId: id,
        moves: [{ from: ledger.user(draft.chef.id, 'user'), to: dogeRevenue, amount: INFORMATION_FEE_KOINU }],
      });
    }
    if (order.deliveredAt) {
      // As bookRelease: the platform's share to its revenue, the chef's prepaid part (the card incentive)
      // to their earnings; no actual time is recorded, so nothing was prepaid beyond the final amount.
      const earnings = ledger.user(draft.chef.id, 'earnings');
      ledger.post({
        kind: 'order_release',
        key: `release-order-${id}`,
        at: order.deliveredAt.getTime(),
        orderId: id,
        opens: [earnings],
        moves: [
          { from: eur.escrow, to: eur.revenue, amount: money.platformShare },
          {
            from: eur.escrow,
            to: earnings,
            amount: money.payNow - money.platformShare - money.refundAfterVisit,
          },
        ],
      });
    }
    if (draft.balancePaidAt !== null) {
      paid.push({
        ...base,
        purpose: 'order_balance',
        amountCents: order.balanceDueCents!,
        at: draft.balancePaidAt,
        intentCreatedAt: draft.balancePaidAt - 5 * MINUTE,
      });
    }
    if (draft.rating !== null) {
      reviewed.push({ orderId: id, draft, at: order.deliveredAt!.getTime() + random.int(1, 72) * HOUR });
    }
  });
  for (const chef of input.chefs) {
    const confirmed = confirmedOf.get(chef.id);
    if (confirmed === undefined) continue;
    ledger.post({
      kind: 'grant',
      key: `large-grant-${chef.id}`,
      at: chef.approvedAt,
      orderId: null,
      moves: [
        {
          from: ledger.system('platform', 'DOGE'),
          to: ledger.user(chef.id, 'user'),
          amount: confirmed * INFORMATION_FEE_KOINU + CHEF_SPARE_DOGE * KOINU_PER_DOGE,
        },
      ],
    });
  }
  return {
    ...rows,
    ...planOrderPayments(paid, input.first.payment, { ledger, ...eur }),
    reviewRows: planReviews(random, reviewed, input.first.review),
  };
}

/** The information fee a chef pays to confirm an order: 1 DOGE. */
const INFORMATION_FEE_KOINU = DOGE_INFORMATION_FEE * KOINU_PER_DOGE;
/** The coins a chef of the data set has left after its fees, to confirm the upcoming orders in a benchmark. */
export const CHEF_SPARE_DOGE = 10;

/**
 * The payments of the orders, their ids in the order they were recorded: a succeeded test-provider intent
 * keyed as payment-service keys it, its payment, and the ledger's transaction as recordOrderPayment books it
 * (the prepayment into the escrow, the balance after the visit into the chef's earnings).
 */
function planOrderPayments(
  paid: PaymentDraft[],
  firstPaymentId: number,
  accounts: { ledger: LedgerPlan; payments: PlannedAccount; escrow: PlannedAccount },
) {
  const { ledger } = accounts;
  paid.sort((a, b) => a.at - b.at);
  const intentRows: (typeof paymentIntents.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  paid.forEach((p, i) => {
    const id = firstPaymentId + i;
    const name = p.purpose === 'order' ? `order_${p.orderId}` : `order_balance_${p.orderId}`;
    const intentId = `ti_bench_${name}`;
    intentRows.push({
      id: intentId,
      provider: 'test',
      purpose: p.purpose,
      orderId: p.orderId,
      userId: p.customerId,
      amountCents: p.amountCents,
      clientSecret: `${intentId}_secret`,
      // As payment-service's intentKey: the prepayment keeps the spec's key, later payments name their purpose.
      idempotencyKey: `${p.purpose}-${p.orderId}-${p.amountCents}`,
      status: 'succeeded',
      createdAt: new Date(p.intentCreatedAt),
      updatedAt: new Date(p.at),
    });
    paymentRows.push({
      id,
      intentId,
      eventId: `evt_test_bench_${name}`,
      provider: 'test',
      purpose: p.purpose,
      orderId: p.orderId,
      userId: p.customerId,
      amountCents: p.amountCents,
      createdAt: new Date(p.at),
    });
    ledger.post({
      kind: 'order_payment',
      key: `payment-${id}`,
      at: p.at,
      orderId: p.orderId,
      moves: [
        {
          from: accounts.payments,
          to: p.purpose === 'order' ? accounts.escrow : ledger.user(p.chefId, 'earnings'),
          amount: p.amountCents,
        },
      ],
    });
  });
  return { intentRows, paymentRows };
}

function orderRow(
  random: Random,
  draft: OrderDraft,
  id: number,
  serviceFeeCents: number,
): { row: typeof orders.$inferInsert; money: OrderMoney } {
  const money = orderMoney(
    draft.lines.map(([dish, volume]) => ({ dish: dish.pricing, volume })),
    { payInCash: draft.payInCash, serviceFeeCents },
  );
  const fees = money.booked;
  const { status, createdAt, bookedAt } = draft;
  const confirmedAt = status === 'placed' || status === 'cancelled' ? null : createdAt + 2 * HOUR;
  const deliveredAt =
    status === 'delivered' || status === 'completed' ? bookedAt + DELIVERED_AFTER_START : null;
  // Cancelled by the customer a day after ordering, before paying: the domain's terms say what is due.
  const cancelledAt = status === 'cancelled' ? createdAt + DAY : null;
  const terms =
    cancelledAt === null
      ? null
      : cancellationTerms({
          by: 'customer',
          serviceDeliveryDate: Math.floor(bookedAt / 1000),
          now: new Date(cancelledAt),
          paid: false,
          paidOnlineCents: 0,
          paymentGatewayFeeCents: fees.paymentGatewayFee,
          subtotalCents: fees.subtotal,
        });
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  const row: typeof orders.$inferInsert = {
    id,
    sid: uuid(random),
    customerId: draft.customer.id,
    chefId: draft.chef.id,
    status,
    payInCash: draft.payInCash,
    cateringRequired: random.chance(0.2),
    selfDelivery: random.chance(0.5),
    serviceDeliveryDate: new Date(bookedAt),
    serviceEndDate: new Date(
      bookedAt +
        bookingMinutes(draft.lines.map(([dish, volume]) => ({ dish: dish.pricing, volume }))) * 60_000,
    ),
    ...amountColumns(fees),
    language: random.chance(0.5) ? 'en' : 'lt',
    paidAt: date(draft.paidAt),
    confirmedAt: date(confirmedAt),
    deliveredAt: date(deliveredAt),
    cancelledAt: date(cancelledAt),
    cancelledBy: terms ? 'customer' : null,
    refundCents: terms ? terms.refundCents : null,
    commissionCents: terms ? (terms.kind === 'refund' ? terms.commissionCents : 0) : null,
    dueCents: terms ? terms.dueCents : null,
    // Delivery stores the final amounts (orderMoney); the chef recorded no actual time, so nothing is refunded.
    finalSubtotalCents: deliveredAt === null ? null : money.subtotal,
    balanceDueCents: deliveredAt === null ? null : money.payAfterVisit,
    balanceRefundCents: deliveredAt === null ? null : money.refundAfterVisit,
    balancePaidAt: date(draft.balancePaidAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(
      Math.max(createdAt, deliveredAt ?? 0, cancelledAt ?? 0, draft.paidAt ?? 0, draft.balancePaidAt ?? 0),
    ),
  };
  return { row, money };
}

function addressRow(
  random: Random,
  city: LargeSeedCity,
  orderId: number,
  at: Date,
): typeof orderAddresses.$inferInsert {
  return {
    orderId,
    countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
    postalCode: `LT-${random.int(10_000, 99_999)}`,
    state: city.county,
    city: city.city,
    phone: `3706${random.int(1_000_000, 9_999_999)}`,
    formattedAddress: `${random.pick(STREETS)} ${random.int(1, 120)}, ${city.city}`,
    title: random.chance(0.8) ? 'Home' : 'Work',
    placeType: ORDER_PLACE_TYPE,
    updatedAt: at,
  };
}

/**
 * The reviews in the order they were written (ids too). The app runs the rating rule (decision 049) at each
 * review, so a rating that would suspend its chef, or open a review case, is written as 5 stars instead, and
 * where even 5 stars would (a 5 can push an older 5 out of the window), the order goes unreviewed: every chef
 * stays approved with no case open, as the marketplace of the benchmarks needs.
 */
function planReviews(
  random: Random,
  reviewed: { orderId: number; draft: OrderDraft; at: number }[],
  firstReviewId: number,
): (typeof reviews.$inferInsert)[] {
  reviewed.sort((a, b) => a.at - b.at || a.orderId - b.orderId);
  const newestFirst = new Map<number, RuleReview[]>();
  const planned: (typeof reviews.$inferInsert)[] = [];
  for (const { orderId, draft, at } of reviewed) {
    const earlier = newestFirst.get(draft.chef.id) ?? [];
    const customerId = draft.customer.id;
    const rating = [draft.rating!, RATING_MAX].find((candidate) => {
      const outcome = ratingRule([{ customerId, rating: candidate }, ...earlier]);
      return !outcome.health.suspends && !outcome.opensReview;
    });
    if (rating === undefined) continue;
    newestFirst.set(draft.chef.id, ruleHistory([{ customerId, rating }, ...earlier]));
    planned.push({
      id: firstReviewId + planned.length,
      orderId,
      customerId,
      chefId: draft.chef.id,
      rating,
      comment: random.pick(REVIEW_COMMENTS[rating]!),
      createdAt: new Date(at),
    });
  }
  return planned;
}

/** The newest reviews the rating rule can still read: enough for the recent window and one per customer. */
function ruleHistory(newestFirst: RuleReview[]): RuleReview[] {
  const customers = new Set<number>();
  for (let i = 0; i < newestFirst.length; i++) {
    customers.add(newestFirst[i]!.customerId);
    if (customers.size === RATING_WINDOW_ORDERS && i + 1 >= RATING_WINDOW_ORDERS)
      return newestFirst.slice(0, i + 1);
  }
  return newestFirst;
}

// ---- Wallets ----

export interface WalletIds {
  transfer: number;
  payment: number;
}

/**
 * A DOGE wallet per customer: one card top-up each (a succeeded wallet_top_up intent, its payment and the
 * ledger's top_up transaction, keyed as payment-service and top-up-service key them), then one transfer to
 * another customer of at most a fifth of it, so no balance goes below zero. The transfers are completed:
 * each row is given its ledger transaction when the ledger is chained (chainLedger).
 */
export function planWallets(
  random: Random,
  input: {
    customers: readonly Customer[];
    ledger: LedgerPlan;
    dogeEurRate: number;
    first: WalletIds;
  },
) {
  const { ledger } = input;
  const platform = ledger.system('platform', 'DOGE');
  const wallet = (customer: Customer) => ledger.user(customer.id, 'user');
  const intentRows: (typeof paymentIntents.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const transferRows: (typeof walletTransfers.$inferInsert)[] = [];
  const bought = input.customers.map((customer, i) => {
    const amountCents = random.int(10, 400) * 100;
    const at = NOW - 200 * DAY + i * MINUTE;
    const intentId = `ti_bench_top_up_${customer.id}`;
    intentRows.push({
      id: intentId,
      provider: 'test',
      purpose: 'wallet_top_up',
      orderId: null,
      userId: customer.id,
      amountCents,
      clientSecret: `${intentId}_secret`,
      idempotencyKey: `top-up-${customer.id}-${amountCents}-1`,
      status: 'succeeded',
      createdAt: new Date(at - 5 * MINUTE),
      updatedAt: new Date(at),
    });
    paymentRows.push({
      id: input.first.payment + i,
      intentId,
      eventId: `evt_test_bench_top_up_${customer.id}`,
      provider: 'test',
      purpose: 'wallet_top_up',
      orderId: null,
      userId: customer.id,
      amountCents,
      createdAt: new Date(at),
    });
    const koinu = koinuForCents(amountCents, input.dogeEurRate);
    ledger.post({
      kind: 'top_up',
      key: `top-up-${intentId}`,
      at,
      orderId: null,
      moves: [{ from: platform, to: wallet(customer), amount: koinu }],
    });
    return koinu;
  });
  if (input.customers.length > 1) {
    input.customers.forEach((sender, i) => {
      // Anyone but the sender: an offset from 1 to n - 1.
      const recipient =
        input.customers[(i + random.int(1, input.customers.length - 1)) % input.customers.length]!;
      const amountKoinu = Math.floor((bought[i]! * random.int(1, 20)) / 100);
      const at = NOW - 100 * DAY + i * MINUTE;
      const transferId = input.first.transfer + i;
      const row: typeof walletTransfers.$inferInsert = {
        id: transferId,
        senderId: sender.id,
        recipientType: EMAIL_ADDRESS_TYPE,
        recipientAddress: recipient.email,
        recipientUserId: recipient.id,
        amountKoinu,
        status: 'completed',
        ledgerTransactionId: null,
        createdAt: new Date(at - MINUTE),
        completedAt: new Date(at),
      };
      transferRows.push(row);
      ledger.post({
        kind: 'transfer',
        key: `transfer-${transferId}`,
        at,
        orderId: null,
        moves: [{ from: wallet(sender), to: wallet(recipient), amount: amountKoinu }],
        posted: (transactionId) => {
          row.ledgerTransactionId = transactionId;
        },
      });
    });
  }
  return { intentRows, paymentRows, transferRows };
}

// ---- The ledger ----

type Currency = 'DOGE' | 'EUR';
type UserAccountKind = 'user' | 'earnings';
type SystemAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;

/**
 * An account of the ledger as planned. System accounts (one per kind and currency) are the database's:
 * the writer gives their id and current balance before the chain is planned. A user's account ('user', the
 * DOGE wallet, or 'earnings', a chef's euros) is new, and gets its id when first used, as ensureUserAccount
 * creates it then.
 */
export interface PlannedAccount {
  kind: LedgerAccountKind;
  currency: Currency;
  userId: number | null;
  id?: number;
  /** The balance after the transactions chained so far (a system account's starts at its stored one). */
  balance: number;
}

/** One money movement: `amount` (koinu or cents, > 0 to count) from one account to another of its currency. */
interface Move {
  from: PlannedAccount;
  to: PlannedAccount;
  amount: number;
}

/** A transaction as order-ledger.ts and the wallet services post it, before its place in the chain. */
export interface LedgerEvent {
  kind: LedgerTransactionKind;
  key: string;
  at: number;
  orderId: number | null;
  /** Entries in pairs (from, then to), in the order the services write them; moves of 0 are left out. */
  moves: Move[];
  /** Accounts the service creates even when nothing moves to them (bookRelease's earnings in cash mode). */
  opens?: PlannedAccount[];
  /** Told the id of the transaction (a completed transfer names it). */
  posted?: (transactionId: number) => void;
}

export type LedgerPlan = ReturnType<typeof createLedgerPlan>;

/** The ledger's accounts and transactions, collected in any order; chainLedger puts them in time order. */
export function createLedgerPlan() {
  const systems = new Map<string, PlannedAccount & { kind: SystemAccountKind }>();
  const users = new Map<number, PlannedAccount>();
  const events: LedgerEvent[] = [];
  return {
    system(kind: SystemAccountKind, currency: Currency): PlannedAccount {
      const key = `${kind}:${currency}`;
      let account = systems.get(key);
      if (!account) systems.set(key, (account = { kind, currency, userId: null, balance: 0 }));
      return account;
    },
    user(userId: number, kind: UserAccountKind): PlannedAccount {
      // A number, not a string: this runs for most of the half a million transactions.
      const key = kind === 'user' ? userId * 2 : userId * 2 + 1;
      let account = users.get(key);
      if (!account) {
        account = { kind, currency: kind === 'user' ? 'DOGE' : 'EUR', userId, balance: 0 };
        users.set(key, account);
      }
      return account;
    },
    post(event: LedgerEvent): void {
      events.push(event);
    },
    systemAccounts: () => [...systems.values()],
    events,
  };
}

export interface LedgerIds {
  account: number;
  transaction: number;
  entry: number;
}

/** The outside of each currency (ledger-service's rule): the only accounts that may go below zero. */
const MAY_GO_NEGATIVE = new Set<LedgerAccountKind>(['platform', 'payments']);

/**
 * Chains the planned transactions after `head` in the order they happened (planning order among equal
 * times), as postTransaction would have: transaction ids and entry seqs in that order, each entry hashed by
 * the ledger's own entryHash, users' accounts created at their first use, every balance the sum of its
 * entries. A balance that would go below zero where the ledger refuses it is a planning error: it throws.
 * Answers the rows to insert, the new head, and the system accounts' final balances (in `ledger`'s accounts).
 */
export function chainLedger(
  ledger: LedgerPlan,
  input: { head: { lastSeq: number; lastHash: string }; first: LedgerIds },
) {
  const accountRows: (typeof ledgerAccounts.$inferInsert)[] = [];
  const transactionRows: (typeof ledgerTransactions.$inferInsert)[] = [];
  const entryRows: (typeof ledgerEntries.$inferInsert & ChainedFields)[] = [];
  const opened: PlannedAccount[] = [];
  let seq = input.head.lastSeq;
  let prevHash = input.head.lastHash;
  const open = (account: PlannedAccount, createdAt: Date) => {
    if (account.id !== undefined) return;
    if (account.userId === null) throw new Error(`large seed: no id for the ${account.kind} account`);
    account.id = input.first.account + accountRows.length;
    opened.push(account);
    accountRows.push({
      id: account.id,
      kind: account.kind,
      currency: account.currency,
      userId: account.userId,
      createdAt,
    });
  };
  // One row object per entry, hashed in place: over a million of them, so every allocation saved counts.
  const append = (transactionId: number, account: PlannedAccount, amount: number, createdAt: Date) => {
    open(account, createdAt);
    seq += 1;
    const row = {
      id: input.first.entry + entryRows.length,
      seq,
      transactionId,
      accountId: account.id!,
      amount,
      createdAt,
      prevHash,
      hash: '',
    };
    row.hash = entryHash(row);
    entryRows.push(row);
    account.balance += amount;
    prevHash = row.hash;
  };
  // Stable: events at the same time keep the order they were planned in.
  const events = ledger.events.sort((a, b) => a.at - b.at);
  for (const event of events) {
    const createdAt = new Date(event.at);
    for (const account of event.opens ?? []) open(account, createdAt);
    if (!event.moves.some((m) => m.amount > 0)) continue;
    const transactionId = input.first.transaction + transactionRows.length;
    transactionRows.push({
      id: transactionId,
      kind: event.kind,
      idempotencyKey: event.key,
      orderId: event.orderId,
      createdAt,
    });
    for (const { from, to, amount } of event.moves) {
      if (amount <= 0) continue;
      if (from.currency !== to.currency || !Number.isSafeInteger(amount)) {
        throw new Error(`large seed: ${event.key} moves ${amount} from ${from.currency} to ${to.currency}`);
      }
      append(transactionId, from, -amount, createdAt);
      append(transactionId, to, amount, createdAt);
    }
    // Checked after the whole transaction, as postTransaction checks each account's sum of entries.
    for (const { from } of event.moves) {
      if (from.balance < 0 && !MAY_GO_NEGATIVE.has(from.kind)) {
        throw new Error(`large seed: ${event.key} takes the ${from.kind} account ${from.id} below zero`);
      }
    }
    event.posted?.(transactionId);
  }
  // Planned once: the events are not needed any more, and their memory is better spent on the inserts.
  ledger.events.length = 0;
  accountRows.forEach((row, i) => {
    row.balance = opened[i]!.balance;
  });
  return { accountRows, transactionRows, entryRows, head: { seq, hash: prevHash } };
}
