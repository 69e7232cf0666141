import {
  CANCELLATION_NOTICE_HOURS,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_DOGE_EUR_RATE,
  DOGE_INFORMATION_FEE,
  LATE_CANCELLATION_PENALTY_CENTS,
  MODERATION_DECISION_WORKING_DAYS,
  RATING_MIN_AVERAGE,
  RATING_WINDOW_ORDERS,
  REFUND_WORKING_DAYS,
  type Language,
} from './constants.ts';
import {
  DEFAULT_SERVICE_FEE_CENTS,
  GOVERNMENT_FEE_PERCENT,
  PAYMENT_GATEWAY_FEE_PERCENT,
  percentOf,
} from './fees.ts';
import { formatEurCents, MONEY_LOCALES } from './money.ts';
import { orderMoney, type MoneyLine } from './order-money.ts';
import { DEFAULT_UNPAID_ORDER_TTL_MINUTES } from './constants.ts';
import type { PricedDish } from './pricing.ts';

/**
 * The knowledge base of Hearth (decision 026): one text per question in English and Lithuanian, read by the FAQ
 * of the landing page and of /assets/about (the entries with faq: true) and searched by the assistant
 * (POST /ask). Figures are never typed here: answers carry {{placeholders}} that `fillFacts` fills from the
 * same constants and configuration the checkout uses, and the worked example from `orderMoney` itself, so the
 * FAQ, the information page, the landing page, the assistant and the checkout tell one money model (decision
 * 040): Hearth's service fee online at booking; the dishes in cash at the visit, or online after it; payment
 * by the actual time; the chef's information fee in DOGE at confirmation.
 */

export const ABOUT_PATH = '/assets/about';
/** The section anchors of /assets/about that answers link to; the page gives its sections these ids. */
export const ABOUT_SECTIONS = {
  pricing: 'pricing',
  paying: 'paying',
  actualTime: 'actual-time',
  informationFee: 'information-fee',
  cancellation: 'cancellation',
  rating: 'rating-moderation',
  faq: 'faq',
  contact: 'contact',
} as const;
export type AboutSection = keyof typeof ABOUT_SECTIONS;

export function aboutLink(section: AboutSection): string {
  return `${ABOUT_PATH}#${ABOUT_SECTIONS[section]}`;
}

/** The figures answers may name, already formatted for display. */
export interface Facts {
  /** The portal information fee: "€9.99". */
  serviceFee: string;
  /** VAT on it, in percent: "21". */
  vatPercent: string;
  /** The fee with its VAT: "€12.09". */
  serviceFeeWithVat: string;
  /** The payment provider's fee, in percent of the dishes: "3". */
  gatewayPercent: string;
  /** The late-cancellation penalty: "€30.00". */
  penalty: string;
  noticeHours: string;
  refundDays: string;
  ratingMin: string;
  ratingWindow: string;
  decisionDays: string;
  /** The information fee in DOGE: "1 DOGE". */
  dogeFee: string;
  /** EUR per DOGE on /buy: "€0.20". */
  dogeRate: string;
  /** Hours an unpaid order waits before it is cancelled by itself: "2". */
  unpaidHours: string;
  // The worked example (exampleMoney): one dish priced by time, its figures computed by orderMoney.
  /** Its booked hours and the chef's hourly rate: "2", "€20.00". */
  exampleHours: string;
  exampleRate: string;
  /** The dishes at the booked time: "€40.00". */
  exampleDishes: string;
  /** Cash: online at booking, and the total. */
  exampleCashNow: string;
  exampleCashTotal: string;
  /** Card or DOGE: the card incentive, online at booking, online after the visit, and the total. */
  exampleIncentive: string;
  exampleCardNow: string;
  exampleCardAfter: string;
  exampleCardTotal: string;
  /** Card or DOGE, a longer visit: its minutes and what is paid after it. */
  exampleLongerMinutes: string;
  exampleLongerAfter: string;
  /** Card or DOGE, a much shorter visit: its minutes and what is refunded after it. */
  exampleShorterMinutes: string;
  exampleRefund: string;
  /** Where people write to Hearth (CONTACT_EMAIL). */
  contactEmail: string;
}
export type FactName = keyof Facts;
/** The facts as each language writes them (factsByLanguage). */
export type FactsByLanguage = Record<Language, Facts>;

// A rate may have more than two decimals (0.125 EUR per DOGE): money is cents, a rate is not.
const rateFormat = (language: Language) =>
  new Intl.NumberFormat(MONEY_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });

/** The worked example's dish: priced by time, booked for 2 hours at the chef's 20 EUR an hour. */
export const EXAMPLE_DISH: PricedDish = {
  priceCents: null,
  preparationMinutes: 120,
  hourRateCents: 2000,
  baseServings: 1,
};
/** The actual minutes of the example's other visits: longer than booked, and much shorter. */
export const EXAMPLE_LONGER_MINUTES = 150;
export const EXAMPLE_SHORTER_MINUTES = 30;

/** The worked example, as the checkout, the order page and the invoice would show it. */
export function exampleMoney(serviceFeeCents: number = DEFAULT_SERVICE_FEE_CENTS) {
  const line = (actualMinutes: number | null): MoneyLine[] => [
    { dish: EXAMPLE_DISH, volume: 1, actualMinutes },
  ];
  const cash = orderMoney(line(null), { payInCash: true, serviceFeeCents });
  const card = orderMoney(line(null), { payInCash: false, serviceFeeCents });
  const longer = orderMoney(line(EXAMPLE_LONGER_MINUTES), { payInCash: false, serviceFeeCents });
  const shorter = orderMoney(line(EXAMPLE_SHORTER_MINUTES), { payInCash: false, serviceFeeCents });
  return { cash, card, longer, shorter };
}

/** Hours as a number: 2, or 1.5 for 90 minutes. */
function hours(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

/**
 * The facts from the server's configuration (GET /config answers serviceFeeCents, dogeEurRate,
 * unpaidOrderTtlMinutes and contactEmail; the assistant reads SERVICE_FEE_CENTS, DOGE_EUR_RATE,
 * UNPAID_ORDER_TTL_MINUTES and CONTACT_EMAIL),
 * written as `language` writes amounts and numbers: "€12.50" and 4.5 in English, "12,50 €" and 4,5 in
 * Lithuanian.
 */
export function factsFrom(
  config: {
    serviceFeeCents?: number;
    dogeEurRate?: number;
    unpaidOrderTtlMinutes?: number;
    contactEmail?: string;
  },
  language: Language = 'en',
): Facts {
  const serviceFeeCents = config.serviceFeeCents ?? DEFAULT_SERVICE_FEE_CENTS;
  const example = exampleMoney(serviceFeeCents);
  const money = (cents: number) => formatEurCents(cents, language);
  const decimal = (value: string) => (language === 'lt' ? value.replace('.', ',') : value);
  return {
    serviceFee: money(serviceFeeCents),
    vatPercent: String(GOVERNMENT_FEE_PERCENT),
    serviceFeeWithVat: money(serviceFeeCents + percentOf(serviceFeeCents, GOVERNMENT_FEE_PERCENT)),
    gatewayPercent: String(PAYMENT_GATEWAY_FEE_PERCENT),
    penalty: money(LATE_CANCELLATION_PENALTY_CENTS),
    noticeHours: String(CANCELLATION_NOTICE_HOURS),
    refundDays: String(REFUND_WORKING_DAYS),
    ratingMin: decimal(String(RATING_MIN_AVERAGE)),
    ratingWindow: String(RATING_WINDOW_ORDERS),
    decisionDays: String(MODERATION_DECISION_WORKING_DAYS),
    dogeFee: `${DOGE_INFORMATION_FEE} DOGE`,
    dogeRate: rateFormat(language).format(config.dogeEurRate ?? DEFAULT_DOGE_EUR_RATE),
    unpaidHours: decimal(hours(config.unpaidOrderTtlMinutes ?? DEFAULT_UNPAID_ORDER_TTL_MINUTES)),
    exampleHours: decimal(hours(EXAMPLE_DISH.preparationMinutes!)),
    exampleRate: money(EXAMPLE_DISH.hourRateCents!),
    exampleDishes: money(example.card.subtotal),
    exampleCashNow: money(example.cash.payNow),
    exampleCashTotal: money(example.cash.total),
    exampleIncentive: money(example.card.cardIncentive),
    exampleCardNow: money(example.card.payNow),
    exampleCardAfter: money(example.card.payAfterVisit),
    exampleCardTotal: money(example.card.total),
    exampleLongerMinutes: String(EXAMPLE_LONGER_MINUTES),
    exampleLongerAfter: money(example.longer.payAfterVisit),
    exampleShorterMinutes: String(EXAMPLE_SHORTER_MINUTES),
    exampleRefund: money(example.shorter.refundAfterVisit),
    contactEmail: config.contactEmail ?? DEFAULT_CONTACT_EMAIL,
  };
}

/** The facts in every language, from one configuration. */
export function factsByLanguage(config: Parameters<typeof factsFrom>[0]): FactsByLanguage {
  return { en: factsFrom(config, 'en'), lt: factsFrom(config, 'lt') };
}

export const PLACEHOLDER_PATTERN = /\{\{(\w+)\}\}/g;

function isFactName(name: string, facts: Facts): name is FactName {
  return Object.hasOwn(facts, name);
}

/** "{{serviceFee}} plus VAT" -> "€9.99 plus VAT". An unknown name stays as written (a test forbids them). */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    isFactName(name, facts) ? facts[name] : whole,
  );
}

export type KnowledgeTopic =
  'fees' | 'payment' | 'orders' | 'moderation' | 'chefs' | 'wallet' | 'platform' | 'languages' | 'contact';

export interface KnowledgeText {
  question: string;
  /** May contain {{placeholders}} of Facts, as may the question (knowledgeText fills both). */
  answer: string;
  /** Other words people use for the topic: searched by the assistant, never shown. */
  keywords?: string;
}

export interface KnowledgeEntry {
  /** kebab-case, stable: tests and logs name entries by it. */
  id: string;
  topic: KnowledgeTopic;
  /** The page of the app that tells more (the assistant's source link). */
  link: string;
  en: KnowledgeText;
  lt: KnowledgeText;
  /** Shown in the FAQ of / and /assets/about. */
  faq?: boolean;
}

export const CONTACT_ENTRY_ID = 'contact';

/**
 * The entries of the FAQ of / and /assets/about (those with faq: true), each a constant of its own so that a
 * bundle that shows only the FAQ (the web app's pages) carries these and not the whole knowledge base. Their
 * search words, which only the assistant reads, are added in KNOWLEDGE_BASE.
 */
const PORTAL_FEE_ENTRY: KnowledgeEntry = {
  id: 'portal-fee',
  topic: 'fees',
  link: aboutLink('pricing'),
  faq: true,
  en: {
    question: 'What is the service fee?',
    answer:
      'Every order carries Hearth’s fixed service fee of {{serviceFee}} plus {{vatPercent}}% VAT, {{serviceFeeWithVat}} in all, paid online when you book, together with the payment provider’s commission of {{gatewayPercent}}% of the dishes. That is Hearth’s whole share: it is fixed at booking and does not follow the time the chef spends. Everything else you pay goes to the chef.',
  },
  lt: {
    question: 'Koks yra paslaugos mokestis?',
    answer:
      'Kiekvienam užsakymui taikomas fiksuotas Hearth paslaugos mokestis – {{serviceFee}} plius {{vatPercent}} % PVM, iš viso {{serviceFeeWithVat}}, – mokamas internetu užsakant kartu su mokėjimų paslaugų teikėjo komisiniu mokesčiu ({{gatewayPercent}} % patiekalų kainos). Tai viskas, ką iš užsakymo gauna Hearth: ši dalis nustatoma užsakant ir nepriklauso nuo virėjo sugaišto laiko. Visa kita, ką mokate, atitenka virėjui.',
  },
};

const VAT_ENTRY: KnowledgeEntry = {
  id: 'vat',
  topic: 'fees',
  link: aboutLink('pricing'),
  faq: true,
  en: {
    question: 'Is VAT included in the price?',
    answer:
      'VAT of {{vatPercent}}% is charged on Hearth’s service fee: {{serviceFee}} plus VAT makes {{serviceFeeWithVat}}, paid online when you book. The checkout, the order page and the invoice show it as a line of its own, so you see exactly what you pay. The prices of the dishes and of the chef’s time are set by the chef.',
  },
  lt: {
    question: 'Ar kainoje yra PVM?',
    answer:
      'Hearth paslaugos mokesčiui taikomas {{vatPercent}} % PVM: {{serviceFee}} su PVM sudaro {{serviceFeeWithVat}}, mokama internetu užsakant. Apmokėjimo puslapyje, užsakymo puslapyje ir sąskaitoje faktūroje PVM rodomas atskira eilute, todėl matote, ką tiksliai mokate. Patiekalų ir virėjo laiko kainas nustato pats virėjas.',
  },
};

const PREPAYMENT_ENTRY: KnowledgeEntry = {
  id: 'prepayment',
  topic: 'payment',
  link: aboutLink('paying'),
  faq: true,
  en: {
    question: 'When do I pay, and can I pay the chef in cash?',
    answer:
      'You choose at checkout. In cash (the default): now, online, only Hearth’s service fee with VAT and the payment provider’s commission; the dishes are paid in cash to the chef at the visit. By card or DOGE: now, online, the same plus the card incentive, the chef’s extra for an order paid online (half the price of the dishes priced by time); the dishes are paid online after the visit, at the time the chef really spent. For a dish of {{exampleHours}} hours at {{exampleRate}} an hour: in cash {{exampleCashNow}} now and {{exampleDishes}} at the visit; by card or DOGE {{exampleCardNow}} now and {{exampleCardAfter}} after the visit. The checkout shows every amount before you pay.',
  },
  lt: {
    question: 'Kada mokama ir ar galiu virėjui sumokėti grynaisiais?',
    answer:
      'Pasirenkate apmokėdami. Grynaisiais (numatytasis būdas): dabar internetu sumokamas tik Hearth paslaugos mokestis su PVM ir mokėjimų paslaugų teikėjo komisinis mokestis; už patiekalus virėjui sumokama grynaisiais vizito metu. Kortele arba DOGE: dabar internetu tas pats ir kortelės paskata – virėjo priedas už internetu apmokamą užsakymą (pusė pagal laiką įkainotų patiekalų kainos); už patiekalus sumokama internetu po vizito, pagal tikrai sugaištą laiką. Patiekalas, trunkantis {{exampleHours}} val., kai valandinis įkainis {{exampleRate}}: grynaisiais – {{exampleCashNow}} dabar ir {{exampleDishes}} vizito metu; kortele arba DOGE – {{exampleCardNow}} dabar ir {{exampleCardAfter}} po vizito. Apmokėjimo puslapyje prieš mokėdami matote kiekvieną sumą.',
  },
};

const ACTUAL_TIME_ENTRY: KnowledgeEntry = {
  id: 'actual-time',
  topic: 'payment',
  link: aboutLink('actualTime'),
  faq: true,
  en: {
    question: 'Do I pay for the actual time spent cooking?',
    answer:
      'For dishes priced by time you pay the time the chef really spent: at delivery the chef records the actual minutes; more time raises the price, less lowers it. In cash you pay the chef that price at the visit. By card or DOGE you pay it online after the visit; if what you prepaid is more than the final amount, the difference is refunded the way you paid. Example, {{exampleHours}} hours booked at {{exampleRate}} an hour, by card: {{exampleLongerMinutes}} minutes make {{exampleLongerAfter}} after the visit instead of {{exampleCardAfter}}; {{exampleShorterMinutes}} minutes give you {{exampleRefund}} back. Hearth’s service fee never changes.',
  },
  lt: {
    question: 'Ar mokama už užsakytą laiką, ar už tikrai sugaištą?',
    answer:
      'Už pagal laiką įkainotus patiekalus mokate už laiką, kurį virėjas tikrai sugaišo: įvykdydamas užsakymą virėjas įrašo tikrąsias minutes; daugiau laiko kainą padidina, mažiau – sumažina. Grynaisiais šią kainą sumokate virėjui vizito metu. Kortele arba DOGE ją sumokate internetu po vizito; jei iš anksto sumokėjote daugiau nei galutinė suma, skirtumas grąžinamas tuo pačiu būdu, kuriuo mokėjote. Pavyzdys: užsakytos {{exampleHours}} val., valandinis įkainis {{exampleRate}}, mokama kortele: {{exampleLongerMinutes}} min. – po vizito mokama {{exampleLongerAfter}}, o ne {{exampleCardAfter}}; {{exampleShorterMinutes}} min. – jums grąžinama {{exampleRefund}}. Hearth paslaugos mokestis nesikeičia.',
  },
};

const CANCELLATION_ENTRY: KnowledgeEntry = {
  id: 'cancellation',
  topic: 'orders',
  link: aboutLink('cancellation'),
  faq: true,
  en: {
    question: 'Can I cancel an order, and what does it cost?',
    answer:
      'Yes, on the order’s page under Orders. An order not paid yet is cancelled at no cost, and one left unpaid for {{unpaidHours}} hours is cancelled by itself. A paid order cancelled more than {{noticeHours}} hours before the start: you get back what you paid online, minus the payment provider’s commission. {{noticeHours}} hours or less before the start: you owe the product cost plus a {{penalty}} penalty, less what you already paid online; you pay the rest online from your orders page, and new orders wait until it is paid.',
  },
  lt: {
    question: 'Ar galiu atšaukti užsakymą ir kiek tai kainuoja?',
    answer:
      'Taip, užsakymo puslapyje skiltyje „Užsakymai“. Dar neapmokėtas užsakymas atšaukiamas nemokamai, o neapmokėtas per {{unpaidHours}} val. atšaukiamas savaime. Apmokėtą užsakymą atšaukus likus daugiau nei {{noticeHours}} val. iki pradžios, grąžinama internetu sumokėta suma, atėmus mokėjimų paslaugų teikėjo komisinį mokestį. Likus {{noticeHours}} val. ar mažiau, turite sumokėti produktų kainą ir {{penalty}} baudą, atėmus tai, ką jau sumokėjote internetu; likutį sumokate internetu užsakymų puslapyje, o nauji užsakymai laukia, kol jis bus sumokėtas.',
  },
};

const REFUNDS_ENTRY: KnowledgeEntry = {
  id: 'refunds',
  topic: 'orders',
  link: aboutLink('cancellation'),
  faq: true,
  en: {
    question: 'How and when do I get my money back?',
    answer:
      'A refund goes back the way you paid: to your card within {{refundDays}} working days, or as coins to your DOGE wallet. When you cancel a paid order more than {{noticeHours}} hours before the start, you get back what you paid online minus the payment provider’s commission; when the chef or an operator cancels, everything you paid online. After a visit paid by card or DOGE that took less time than booked, what you prepaid beyond the final amount comes back too.',
  },
  lt: {
    question: 'Kaip ir kada grąžinami pinigai?',
    answer:
      'Pinigai grąžinami tuo pačiu būdu, kuriuo mokėjote: į kortelę per {{refundDays}} darbo dienas arba monetomis į DOGE piniginę. Jei apmokėtą užsakymą atšaukiate likus daugiau nei {{noticeHours}} val. iki pradžios, grąžinama internetu sumokėta suma, atėmus mokėjimų paslaugų teikėjo komisinį mokestį; jei atšaukia virėjas ar operatorius, grąžinama viskas, kas sumokėta internetu. Jei kortele ar DOGE apmokėtas vizitas truko trumpiau nei užsakyta, grąžinama ir tai, kas iš anksto sumokėta daugiau nei galutinė suma.',
  },
};

const INFORMATION_FEE_DOGE_ENTRY: KnowledgeEntry = {
  id: 'information-fee-doge',
  topic: 'platform',
  link: aboutLink('informationFee'),
  faq: true,
  en: {
    question: 'What is the {{dogeFee}} information fee, and who pays it?',
    answer:
      'The chef pays it, never the customer. When a chef confirms a paid order, {{dogeFee}} is taken from the chef’s DOGE wallet, and only then are the customer’s address and phone shown to the chef (before, the chef sees the dishes, the date and the city). A chef whose wallet holds less cannot confirm until they top it up on /buy.',
  },
  lt: {
    question: 'Kas yra {{dogeFee}} informacinis mokestis ir kas jį moka?',
    answer:
      'Jį moka virėjas, niekada ne klientas. Kai virėjas patvirtina apmokėtą užsakymą, iš jo DOGE piniginės nuskaičiuojamas {{dogeFee}}, ir tik tada virėjui parodomi kliento adresas ir telefonas (iki tol virėjas mato patiekalus, datą ir miestą). Jei piniginėje mažiau, virėjas negali patvirtinti užsakymo, kol jos nepapildo puslapyje /buy.',
  },
};

/** An FAQ entry with the words the assistant searches it by (never shown). */
function withKeywords(entry: KnowledgeEntry, keywords: Record<Language, string>): KnowledgeEntry {
  return { ...entry, en: { ...entry.en, keywords: keywords.en }, lt: { ...entry.lt, keywords: keywords.lt } };
}

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  /* @__PURE__ */ withKeywords(PORTAL_FEE_ENTRY, {
    en: 'service fee charge platform fee portal fee cost how much commission hearth takes share goes booking',
    lt: 'paslaugos mokestis portalo mokestis platformos mokestis kiek kainuoja aptarnavimo ima imamas gauna komisinis dalis',
  }),
  /* @__PURE__ */ withKeywords(VAT_ENTRY, {
    en: 'value added tax government fee taxes tax vat invoice',
    lt: 'pridėtinės vertės mokestis valstybės mokestis mokesčiai PVM sąskaita faktūra',
  }),
  /* @__PURE__ */ withKeywords(PREPAYMENT_ENTRY, {
    en: 'prepay prepayment advance deposit upfront online card cash half percent part of the price paid in advance pay later pay the cook when split now after visit',
    lt: 'išankstinis apmokėjimas avansas iš anksto grynieji grynaisiais grynais kortele moku internetu pusė sumokėti virėjui atsiskaityti kada mokėti mokama už patiekalus po vizito',
  }),
  {
    id: 'card-incentive',
    topic: 'payment',
    link: aboutLink('paying'),
    en: {
      question: 'What is the card incentive?',
      answer:
        'The chef’s extra for an order whose dishes are paid online, by card or DOGE: half the price of the dishes priced by time ({{exampleIncentive}} for {{exampleHours}} hours at {{exampleRate}} an hour). It is prepaid when you book, which shows the booking is serious, and it follows the actual time like the dishes. Paying the dishes in cash to the chef carries no incentive.',
      keywords: 'card incentive extra bonus chef online more expensive why half tip',
    },
    lt: {
      question: 'Kas yra kortelės paskata?',
      answer:
        'Virėjo priedas už užsakymą, kurio patiekalai apmokami internetu, kortele arba DOGE: pusė pagal laiką įkainotų patiekalų kainos ({{exampleIncentive}} už {{exampleHours}} val., kai valandinis įkainis {{exampleRate}}). Ji sumokama užsakant – tai parodo, kad užsakymas rimtas, – ir, kaip ir patiekalai, priklauso nuo tikrojo laiko. Mokant už patiekalus virėjui grynaisiais, paskatos nėra.',
      keywords: 'kortelės paskata priedas virėjui premija internetu brangiau kodėl pusė arbatpinigiai',
    },
  },
  /* @__PURE__ */ withKeywords(ACTUAL_TIME_ENTRY, {
    en: 'actual time real time booked planned minutes longer shorter took hours difference balance after visit recorded extra more time less time overtime final amount finished early earlier money back',
    lt: 'tikrasis laikas faktinis laikas sugaištas užsakytas minutės ilgiau trumpiau užtruko valandos skirtumas likutis po vizito galutinė suma baigė anksčiau greičiau pinigų atgal gausiu',
  }),
  /* @__PURE__ */ withKeywords(CANCELLATION_ENTRY, {
    en: 'cancel cancelling cancellation penalty fine late call off change my mind last day',
    lt: 'atšaukti atšaukimas atsisakyti užsakymo bauda vėlai persigalvojau paskutinę dieną',
  }),
  {
    id: 'unpaid-orders',
    topic: 'orders',
    link: aboutLink('cancellation'),
    en: {
      question: 'What happens to an order I have not paid?',
      answer:
        'Until you pay it, the chef cannot confirm your order. Pay it with “Pay” under Orders, by card or from your DOGE wallet. An order left unpaid for {{unpaidHours}} hours is cancelled by itself, at no cost, and we e-mail you.',
      keywords: 'unpaid not paid forgot to pay expire expired expires pending payment two hours pay later',
    },
    lt: {
      question: 'Kas nutinka neapmokėtam užsakymui?',
      answer:
        'Kol užsakymo neapmokėjote, virėjas negali jo patvirtinti. Apmokėkite jį mygtuku „Mokėti“ skiltyje „Užsakymai“, kortele arba iš DOGE piniginės. Neapmokėtas per {{unpaidHours}} val. užsakymas atšaukiamas savaime, nemokamai, ir jums parašome el. laišką.',
      keywords:
        'neapmokėtas nesumokėtas pamiršau sumokėti baigėsi galiojimas laukia mokėjimo dvi valandos sumokėti vėliau',
    },
  },
  /* @__PURE__ */ withKeywords(REFUNDS_ENTRY, {
    en: 'refund refunds money back return reimburse reimbursement repay how long days',
    lt: 'grąžinimas grąžinti pinigų grąžinimas atgal kompensacija susigrąžinti',
  }),
  {
    id: 'pricing',
    topic: 'fees',
    link: aboutLink('pricing'),
    en: {
      question: 'How is the price of a dish made up?',
      answer:
        'A dish has either a fixed price or the chef’s hourly rate times its time, which you book at checkout and pay at the time the chef really spends; the chef cooks in your kitchen. On top come Hearth’s service fee of {{serviceFee}} plus {{vatPercent}}% VAT and the payment provider’s commission of {{gatewayPercent}}% of the dishes, and, when the dishes are paid online, the card incentive for the chef.',
      keywords: 'price cost calculated hourly rate preparation time ingredients working hours',
    },
    lt: {
      question: 'Iš ko susideda patiekalo kaina?',
      answer:
        'Patiekalas turi fiksuotą kainą arba kainuoja virėjo valandinį įkainį, padaugintą iš laiko, kurį užsakote apmokėdami, o mokate už tikrai sugaištą laiką; virėjas gamina jūsų virtuvėje. Prie to pridedamas Hearth paslaugos mokestis – {{serviceFee}} plius {{vatPercent}} % PVM – ir mokėjimų paslaugų teikėjo komisinis mokestis ({{gatewayPercent}} % patiekalų kainos), o kai patiekalai apmokami internetu, – ir kortelės paskata virėjui.',
      keywords:
        'kaina apskaičiuojama valandinis įkainis paruošimo laikas produktai ingredientai darbo valandos',
    },
  },
  {
    id: 'payment-methods',
    topic: 'payment',
    link: aboutLink('paying'),
    en: {
      question: 'Which payment methods can I use?',
      answer:
        'Everything paid online (at booking, after the visit, or a late-cancellation penalty) you pay by card or from your DOGE wallet. The dishes, if you choose it at checkout, you pay in cash to the chef at the visit.',
      keywords: 'pay payment methods options card visa mastercard cash accept',
    },
    lt: {
      question: 'Kokiais būdais galiu sumokėti?',
      answer:
        'Viską, kas mokama internetu (užsakant, po vizito ar vėlyvo atšaukimo baudą), sumokate kortele arba iš DOGE piniginės. Už patiekalus, jei taip pasirenkate apmokėdami, sumokate virėjui grynaisiais vizito metu.',
      keywords: 'mokėjimo būdai mokėti kortele grynaisiais atsiskaityti galimi',
    },
  },
  {
    id: 'pay-with-doge',
    topic: 'payment',
    link: '/buy',
    en: {
      question: 'Can I pay for an order with DOGE?',
      answer:
        'Yes: any amount an order is paid online, at booking, after the visit or for a late cancellation, can be paid from your DOGE wallet instead of by card. It takes the euro amount at {{dogeRate}} per DOGE, rounded up; we e-mail you a one-time pin to confirm the payment. A refund of it comes back to your wallet as coins. You can buy DOGE by card on /buy.',
      keywords: 'pay with doge dogecoin crypto cryptocurrency coins wallet order payment instead of card',
    },
    lt: {
      question: 'Ar galiu apmokėti užsakymą DOGE?',
      answer:
        'Taip: bet kurią internetu mokamą užsakymo sumą – užsakant, po vizito ar už vėlyvą atšaukimą – vietoj kortelės galite sumokėti iš DOGE piniginės. Nuskaičiuojama eurų suma pagal {{dogeRate}} už vieną DOGE kursą, suapvalinus į didesnę pusę; mokėjimui patvirtinti el. paštu atsiųsime vienkartinį PIN kodą. Grąžinami pinigai grįžta į piniginę monetomis. DOGE kortele galite nusipirkti puslapyje /buy.',
      keywords: 'mokėti doge dogecoin kriptovaliuta monetomis piniginė užsakymo apmokėjimas vietoj kortelės',
    },
  },
  {
    id: 'how-to-order',
    topic: 'orders',
    link: '/mp',
    en: {
      question: 'How do I order a meal?',
      answer:
        'Open the marketplace, choose a chef and add their dishes to the cart (a cart holds one chef’s dishes, because the chef cooks in your kitchen). At checkout give the address, the date and the time, choose whether to pay the dishes in cash at the visit, and pay the online part by card or from your DOGE wallet. The chef then confirms the order.',
      keywords: 'order book buy meal dinner cart checkout hire chef',
    },
    lt: {
      question: 'Kaip užsisakyti patiekalą?',
      answer:
        'Atidarykite prekyvietę, pasirinkite virėją ir įdėkite jo patiekalus į krepšelį (viename krepšelyje – vieno virėjo patiekalai, nes virėjas gamina jūsų virtuvėje). Apmokėdami nurodykite adresą, datą ir laiką, pasirinkite, ar už patiekalus mokėsite grynaisiais vizito metu, ir kortele arba iš DOGE piniginės sumokėkite internetu mokamą dalį. Tada virėjas patvirtina užsakymą.',
      keywords: 'užsisakyti užsakyti pirkti vakarienė krepšelis apmokėjimas pasamdyti virėją',
    },
  },
  {
    id: 'order-without-account',
    topic: 'orders',
    link: '/mp',
    en: {
      question: 'Can I order without an account?',
      answer:
        'Yes. Visitors can browse and order without signing in. At checkout you give your e-mail; we send a one-time pin to it, and entering the pin signs you in (or creates your account) and links the order to it, so that you can pay and follow it under Orders.',
      keywords: 'guest anonymous without account no registration sign up link order pin email visitor',
    },
    lt: {
      question: 'Ar galiu užsisakyti neturėdamas paskyros?',
      answer:
        'Taip. Lankytojai gali naršyti ir užsisakyti neprisijungę. Apmokėdami nurodote savo el. pašto adresą; jums atsiunčiame vienkartinį PIN kodą, o jį įvedus esate prijungiami (arba sukuriama paskyra) ir užsakymas susiejamas su ja, todėl galite jį apmokėti ir sekti skiltyje „Užsakymai“.',
      keywords: 'svečias be paskyros neprisijungus be registracijos susieti PIN lankytojas',
    },
  },
  {
    id: 'my-orders',
    topic: 'orders',
    link: '/orders',
    en: {
      question: 'Where can I see my orders?',
      answer:
        'Once signed in, open Orders: each order shows its status (placed, confirmed, delivered, completed or cancelled), its amounts and what you can do with it now.',
      keywords: 'order history list past orders track',
    },
    lt: {
      question: 'Kur galiu matyti savo užsakymus?',
      answer:
        'Prisijungę atidarykite skiltį „Užsakymai“: prie kiekvieno užsakymo matote jo būseną (pateiktas, patvirtintas, pristatytas, įvykdytas ar atšauktas), sumas ir ką su juo galite daryti dabar.',
      keywords: 'užsakymų istorija sąrašas ankstesni užsakymai sekti',
    },
  },
  {
    id: 'rating-moderation',
    topic: 'moderation',
    link: aboutLink('rating'),
    en: {
      question: 'What happens when a chef gets bad ratings?',
      answer:
        'Customers rate their chefs. When a chef’s average rating over the last {{ratingWindow}} orders falls below {{ratingMin}}, the chef account is disabled; a decision is made within {{decisionDays}} working days.',
      keywords: 'rating ratings reviews stars score low bad disabled blocked suspended quality',
    },
    lt: {
      question: 'Kas nutinka, kai virėjas gauna blogus įvertinimus?',
      answer:
        'Virėjus vertina jų klientai. Kai virėjo paskutinių {{ratingWindow}} užsakymų įvertinimų vidurkis nukrenta žemiau {{ratingMin}}, virėjo paskyra išjungiama; sprendimas priimamas per {{decisionDays}} darbo dienas.',
      keywords: 'įvertinimas įvertinimai reitingas žvaigždutės atsiliepimai blogi užblokuota išjungta kokybė',
    },
  },
  {
    id: 'become-chef',
    topic: 'chefs',
    link: '/signin?source=regular_registration&chefProfile=true',
    en: {
      question: 'How do I become a chef on Hearth?',
      answer:
        'Choose “Become a chef”, sign in or create an account, and fill in the chef profile: the nickname (your public link), about, hourly rate, kitchen types, tax number and registry link. An operator reviews the profile by hand; once it is approved, your public page and your dishes appear in the marketplace.',
      keywords:
        'become chef cook sell merchant seller join register chef profile moderation approval approved activate',
    },
    lt: {
      question: 'Kaip tapti virėju Hearth platformoje?',
      answer:
        'Pasirinkite „Tapti virėju“, prisijunkite arba susikurkite paskyrą ir užpildykite virėjo profilį: slapyvardį (jūsų viešą nuorodą), aprašymą, valandinį įkainį, virtuvės tipus, mokesčių mokėtojo numerį ir registro nuorodą. Profilį rankiniu būdu peržiūri operatorius; kai jis patvirtinamas, jūsų viešas puslapis ir patiekalai atsiranda prekyvietėje.',
      keywords:
        'tapti virėju šefu pardavėju parduoti registruotis užsiregistruoti prisijungti virėjo profilis moderavimas patvirtinimas',
    },
  },
  {
    id: 'platform-role',
    topic: 'platform',
    link: ABOUT_PATH,
    en: {
      question: 'Is Hearth a party to my agreement with the chef?',
      answer:
        'No. Hearth is an information platform and payment infrastructure and is not a party to the contract between customer and merchant. The chef (the merchant) is responsible for the quality of the service, and payment is based on the actual time.',
      keywords: 'responsible responsibility liability contract agreement quality who is hearth role party',
    },
    lt: {
      question: 'Ar Hearth yra mano sutarties su virėju šalis?',
      answer:
        'Ne. Hearth yra informacinė platforma ir mokėjimų infrastruktūra ir nėra kliento ir pardavėjo sutarties šalis. Už paslaugos kokybę atsako virėjas (pardavėjas), o mokama pagal faktiškai sugaištą laiką.',
      keywords: 'atsakomybė atsako sutartis susitarimas kokybė platformos vaidmuo šalis',
    },
  },
  /* @__PURE__ */ withKeywords(INFORMATION_FEE_DOGE_ENTRY, {
    en: 'doge dogecoin information fee merchant chef confirm confirmed address phone who pays charged customer pay merchant confirmed',
    lt: 'doge dogecoin informacinis mokestis už ką mokamas pardavėjas virėjas patvirtina patvirtintas adresas telefonas kas moka klientas informacinė paslauga kiek kainuoja',
  }),
  {
    id: 'doge-wallet',
    topic: 'wallet',
    link: '/board',
    en: {
      question: 'What is the DOGE wallet?',
      answer:
        'Every account has a DOGE (Dogecoin) wallet. Its balance and history are on /board; you can buy DOGE by card on /buy and send DOGE on /execute. Every movement is written to a hash-chained ledger, so the history can be verified with “See blockchain”.',
      keywords: 'wallet dogecoin crypto cryptocurrency balance coins ledger blockchain',
    },
    lt: {
      question: 'Kas yra DOGE piniginė?',
      answer:
        'Kiekviena paskyra turi DOGE (Dogecoin) piniginę. Jos likutis ir istorija rodomi puslapyje /board; pirkti DOGE kortele galite puslapyje /buy, o siųsti – puslapyje /execute. Kiekvienas judėjimas įrašomas į maišos grandine susietą žurnalą, todėl istoriją galima patikrinti mygtuku „Žiūrėti blokų grandinėje“.',
      keywords: 'piniginė dogecoin kriptovaliuta likutis monetos žurnalas blokų grandinė',
    },
  },
  {
    id: 'doge-transfer',
    topic: 'wallet',
    link: '/execute',
    en: {
      question: 'How do I send DOGE to someone?',
      answer:
        'Open /execute, choose the address type (a Doge address, a Telegram nickname, a profile nickname or an e-mail), enter the address and the amount, and press Exec. We e-mail you a one-time pin; the transfer is made once you enter it. A transfer to a platform user arrives at once; a transfer to a Doge address becomes a withdrawal request that an operator sends on-chain.',
      keywords: 'send transfer transfers pay withdraw withdrawal address telegram nickname pin doge coins',
    },
    lt: {
      question: 'Kaip nusiųsti DOGE kitam žmogui?',
      answer:
        'Atidarykite /execute, pasirinkite adreso tipą (Doge adresas, Telegram slapyvardis, profilio slapyvardis ar el. paštas), įveskite adresą ir sumą ir spauskite „Vykdyti“. El. paštu atsiųsime vienkartinį PIN kodą; pervedimas atliekamas jį įvedus. Platformos naudotojui pervedimas ateina iš karto; pervedimas į Doge adresą tampa išmokėjimo prašymu, kurį operatorius išsiunčia į blokų grandinę.',
      keywords:
        'siųsti nusiųsti pervesti pervedimas išmokėjimas išsiimti adresas telegram slapyvardis monetos',
    },
  },
  {
    id: 'doge-rate',
    topic: 'wallet',
    link: '/buy',
    en: {
      question: 'What is the DOGE exchange rate, and how do I buy DOGE?',
      answer:
        'On /buy you can convert between DOGE and euros and buy DOGE by card at the fixed rate of {{dogeRate}} per DOGE. The DOGE you buy goes to your wallet.',
      keywords: 'exchange rate buy purchase convert converter euro eur top up price of doge dogecoin',
    },
    lt: {
      question: 'Koks DOGE kursas ir kaip įsigyti DOGE?',
      answer:
        'Puslapyje /buy galite perskaičiuoti DOGE į eurus ir atvirkščiai bei pirkti DOGE kortele fiksuotu kursu: {{dogeRate}} už vieną DOGE. Nupirkti DOGE įskaitomi į jūsų piniginę.',
      keywords: 'keitimo kursas pirkti nusipirkti įsigyti konvertuoti eurai papildyti doge dogecoin kaina',
    },
  },
  {
    id: 'languages',
    topic: 'languages',
    link: '/',
    en: {
      question: 'Which languages is Hearth available in?',
      answer:
        'Hearth speaks English and Lithuanian. Choose the language in the language menu at the top of the page; your choice is kept in this browser.',
      keywords: 'language languages lithuanian english translation switch change',
    },
    lt: {
      question: 'Kokiomis kalbomis veikia Hearth?',
      answer:
        'Hearth veikia anglų ir lietuvių kalbomis. Kalbą pasirinkite kalbų meniu puslapio viršuje; pasirinkimas išsaugomas šioje naršyklėje.',
      keywords: 'kalba kalbos kalbomis lietuvių anglų vertimas pakeisti lietuviškai angliškai',
    },
  },
  {
    id: 'order-steps',
    topic: 'orders',
    link: '/orders',
    en: {
      question: 'What happens after I place an order?',
      answer:
        'You pay its online part (an order left unpaid for {{unpaidHours}} hours is cancelled by itself). The chef confirms the paid order and only then sees your address and phone. At the booked time the chef comes and cooks, and records the actual time of dishes priced by time; by card or DOGE you then pay the dishes online. After the visit you can rate the chef. Orders shows each step, and we e-mail you at each.',
      keywords:
        'after ordering next steps confirm confirmed accepted accept what now status placed delivered completed',
    },
    lt: {
      question: 'Kas vyksta pateikus užsakymą?',
      answer:
        'Sumokate internetu mokamą dalį (neapmokėtas per {{unpaidHours}} val. užsakymas atšaukiamas savaime). Virėjas patvirtina apmokėtą užsakymą ir tik tada mato jūsų adresą ir telefoną. Užsakytu laiku virėjas atvyksta, gamina ir įrašo tikrąjį pagal laiką įkainotų patiekalų laiką; mokant kortele ar DOGE, tada už patiekalus sumokate internetu. Po vizito galite įvertinti virėją. Kiekvieną žingsnį matote skiltyje „Užsakymai“, apie kiekvieną parašome el. laišką.',
      keywords:
        'po užsakymo tolesni žingsniai patvirtina patvirtino priėmė kas toliau būsena pateiktas pristatytas įvykdytas',
    },
  },
  {
    id: 'one-chef-cart',
    topic: 'orders',
    link: '/cart',
    en: {
      question: 'Can I order dishes from two chefs at once?',
      answer:
        'Not in one order: a cart holds one chef’s dishes, because the chef cooks them in your kitchen in one visit. Adding a dish of another chef asks whether to start a new cart; order from the other chef separately.',
      keywords: 'two chefs several chefs different chef another chef mix cart emptied new cart one chef',
    },
    lt: {
      question: 'Ar galiu vienu metu užsisakyti dviejų virėjų patiekalų?',
      answer:
        'Ne viename užsakyme: krepšelyje būna vieno virėjo patiekalai, nes virėjas juos gamina jūsų virtuvėje per vieną vizitą. Įdedant kito virėjo patiekalą, paklausiama, ar pradėti naują krepšelį; iš kito virėjo užsisakykite atskirai.',
      keywords:
        'du virėjai keli virėjai kitas virėjas kito virėjo krepšelis išsivalė naujas krepšelis vienas virėjas',
    },
  },
  {
    id: 'visit-options',
    topic: 'orders',
    link: ABOUT_PATH,
    en: {
      question: 'Where does the chef cook, and what are catering and self delivery?',
      answer:
        'The chef comes to your home and cooks in your kitchen. At checkout you can tick “Catering required” (the chef also serves the meal) and “Self delivery” (you arrange the delivery yourself), and write special instructions for the chef.',
      keywords:
        'kitchen home cook at my place bring food deliver delivery catering serve self delivery visit',
    },
    lt: {
      question: 'Kur gamina virėjas ir kas yra kateringas bei savarankiškas pristatymas?',
      answer:
        'Virėjas atvyksta į jūsų namus ir gamina jūsų virtuvėje. Apmokėdami galite pažymėti „Reikalingas kateringas“ (virėjas dar ir patiekia maistą) ir „Savarankiškas pristatymas“ (pristatymu pasirūpinate patys) bei parašyti pageidavimus virėjui.',
      keywords: 'virtuvė namai gamina pas mane atvežti pristatyti pristatymas kateringas patiekti vizitas',
    },
  },
  {
    id: 'allergies',
    topic: 'orders',
    link: '/mp',
    en: {
      question: 'What if I have an allergy or a special diet?',
      answer:
        'Every dish lists its allergens and dietary tags on its page, and I can find dishes without an allergen (ask “dishes without nuts”). Tell the chef about an allergy in the special instructions at checkout; the chef reads them once the order is paid.',
      keywords:
        'allergy allergic allergens diet dietary vegetarian intolerance nuts gluten special instructions adapt menu',
    },
    lt: {
      question: 'O jei turiu alergiją ar ypatingą mitybą?',
      answer:
        'Kiekvieno patiekalo puslapyje nurodyti jo alergenai ir mitybos žymės, o aš galiu rasti patiekalų be alergeno (paklauskite „patiekalai be riešutų“). Apie alergiją parašykite virėjui pageidavimuose apmokėdami; virėjas juos perskaito, kai užsakymas apmokėtas.',
      keywords:
        'alergija alergiškas alergenai mityba dieta vegetariškas netoleravimas riešutai glitimas pageidavimai pritaikyti meniu',
    },
  },
  {
    id: 'chef-availability',
    topic: 'chefs',
    link: '/mp',
    en: {
      question: 'When is a chef free?',
      answer:
        'You choose the date and time of the visit at checkout, and the chef confirms the order once it is paid. If the chef cannot come then, they cancel it and everything you paid online is refunded.',
      keywords:
        'free available availability date dates day days busy schedule calendar tonight weekend saturday next book when',
    },
    lt: {
      question: 'Kada virėjas laisvas?',
      answer:
        'Vizito datą ir laiką pasirenkate apmokėdami, o virėjas patvirtina užsakymą, kai jis apmokėtas. Jei tuo metu virėjas negali atvykti, jis užsakymą atšaukia ir viskas, ką sumokėjote internetu, grąžinama.',
      keywords:
        'laisvas laisva užimtas data datos diena dienos grafikas kalendorius šiandien savaitgalis šeštadienį artimiausia',
    },
  },
  {
    id: 'reviews',
    topic: 'moderation',
    link: '/orders',
    en: {
      question: 'How do I review a chef?',
      answer:
        'Once your order is delivered, open it under Orders and rate the chef from 1 to 5 stars with a few words; one review per order. The chef can answer it, and the reviews and the average rating show on the chef’s page. Operators hide reviews that break the rules.',
      keywords: 'review reviews rate rating stars feedback leave write comment opinion other customers',
    },
    lt: {
      question: 'Kaip įvertinti virėją?',
      answer:
        'Kai užsakymas pristatytas, atidarykite jį skiltyje „Užsakymai“ ir įvertinkite virėją nuo 1 iki 5 žvaigždučių, parašę kelis žodžius; vienas atsiliepimas vienam užsakymui. Virėjas gali atsakyti, o atsiliepimai ir vidutinis įvertinimas rodomi virėjo puslapyje. Taisykles pažeidžiančius atsiliepimus operatoriai paslepia.',
      keywords:
        'atsiliepimas atsiliepimai įvertinti įvertinimas žvaigždutės komentaras parašyti palikti nuomonė kiti klientai',
    },
  },
  {
    id: 'chef-earnings',
    topic: 'chefs',
    link: '/earnings',
    en: {
      question: 'How and when is a chef paid?',
      answer:
        'Dishes paid in cash the chef receives in person at the visit. Online money (the card incentive and what the customer pays after the visit) goes to the chef’s earnings when the order is delivered; the Earnings page shows what is available, pending, in payout and paid out. Operators pay available earnings out once a week. Hearth keeps only its service fee with VAT and the payment provider’s commission.',
      keywords: 'chef paid payout payouts earnings earn income weekly money receive keep share bank transfer',
    },
    lt: {
      question: 'Kaip ir kada virėjui sumokama?',
      answer:
        'Už grynaisiais apmokamus patiekalus virėjas gauna pinigus asmeniškai vizito metu. Internetu sumokėti pinigai (kortelės paskata ir tai, ką klientas sumoka po vizito) pristačius užsakymą patenka į virėjo uždarbį; puslapyje „Uždarbis“ matote, kas galima išmokėti, kas laukia, kas išmokama ir kas išmokėta. Operatoriai galimą uždarbį išmoka kartą per savaitę. Hearth pasilieka tik paslaugos mokestį su PVM ir mokėjimų paslaugų teikėjo komisinį mokestį.',
      keywords:
        'virėjui sumokama išmoka išmokos uždarbis uždirba pajamos kas savaitę pinigai gauna pasilieka dalis banko pavedimas',
    },
  },
  {
    id: 'sign-in',
    topic: 'platform',
    link: '/signin?source=one_time_pin',
    en: {
      question: 'How do I sign in?',
      answer:
        'With your e-mail and password, or without a password: ask for a one-time pin and we e-mail you 6 digits, valid for 10 minutes. A new e-mail gets an account with its first pin. No pin in your inbox? Look in the spam folder, then ask for a new one.',
      keywords: 'sign in log in login password pin code one-time email e-mail account register didnt get',
    },
    lt: {
      question: 'Kaip prisijungti?',
      answer:
        'El. paštu ir slaptažodžiu arba be slaptažodžio: paprašykite vienkartinio PIN kodo ir atsiųsime 6 skaitmenis, galiojančius 10 minučių. Naujas el. pašto adresas su pirmu PIN kodu gauna paskyrą. Kodo negavote? Pažiūrėkite į šlamšto aplanką ir paprašykite naujo.',
      keywords:
        'prisijungti prisijungimas slaptažodis pin kodas vienkartinis el. paštas paskyra registracija negavau',
    },
  },
  {
    id: 'invoice',
    topic: 'orders',
    link: '/orders',
    en: {
      question: 'Where do I find the invoice of an order?',
      answer:
        'Every paid order has an invoice: open the order under Orders and choose Invoice. It lists every amount, with VAT on a line of its own.',
      keywords: 'invoice receipt document company print download accounting',
    },
    lt: {
      question: 'Kur rasti užsakymo sąskaitą faktūrą?',
      answer:
        'Kiekvienas apmokėtas užsakymas turi sąskaitą faktūrą: atidarykite užsakymą skiltyje „Užsakymai“ ir pasirinkite „Sąskaita faktūra“. Joje nurodytos visos sumos, PVM – atskira eilute.',
      keywords: 'sąskaita faktūra kvitas dokumentas įmonei spausdinti atsisiųsti buhalterija',
    },
  },
  {
    id: 'cities',
    topic: 'platform',
    link: '/mp',
    en: {
      question: 'Which cities does Hearth work in?',
      answer: 'Hearth’s chefs work in Vilnius and Kaunas for now; the marketplace filters chefs by city.',
      keywords: 'city cities town where location area vilnius kaunas klaipeda country',
    },
    lt: {
      question: 'Kuriuose miestuose veikia Hearth?',
      answer:
        'Kol kas Hearth virėjai dirba Vilniuje ir Kaune; prekyvietėje virėjus galite atsirinkti pagal miestą.',
      keywords: 'miestas miestai kur vieta vilnius kaunas klaipėda šalis',
    },
  },
  {
    id: CONTACT_ENTRY_ID,
    topic: 'contact',
    link: aboutLink('contact'),
    en: {
      question: 'How can I contact Hearth?',
      answer: 'Write to us at {{contactEmail}}; the address is also at the bottom of every page.',
      keywords: 'contact email e-mail address support help write complaint feedback reach human person',
    },
    lt: {
      question: 'Kaip susisiekti su Hearth?',
      answer: 'Rašykite mums adresu {{contactEmail}}; šis adresas nurodytas ir kiekvieno puslapio apačioje.',
      keywords: 'kontaktai susisiekti el. paštas adresas pagalba parašyti skundas atsiliepimas žmogus',
    },
  },
];

/** The entries of the FAQ of / and /assets/about, in the order above. */
export const FAQ_ENTRIES: readonly KnowledgeEntry[] = [
  PORTAL_FEE_ENTRY,
  VAT_ENTRY,
  PREPAYMENT_ENTRY,
  ACTUAL_TIME_ENTRY,
  CANCELLATION_ENTRY,
  REFUNDS_ENTRY,
  INFORMATION_FEE_DOGE_ENTRY,
];

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return KNOWLEDGE_BASE.find((entry) => entry.id === id);
}

/**
 * An entry's question and answer in `language`, with its figures filled in from `facts`, which are written
 * in that language (factsFrom(config, language), or factsByLanguage(config)[language]).
 */
export function knowledgeText(
  entry: KnowledgeEntry,
  language: Language,
  facts: Facts,
): { question: string; answer: string } {
  const text = entry[language];
  return { question: fillFacts(text.question, facts), answer: fillFacts(text.answer, facts) };
}
