import {
  CANCELLATION_NOTICE_HOURS,
  CONTACT_EMAIL,
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
import { formatEurCents, MONEY_LOCALE } from './money.ts';

/**
 * The knowledge base of Hearth (issue 7): one text per question in English and Lithuanian, read by the FAQ
 * of the landing page and of /assets/about (the entries with faq: true) and searched by the assistant
 * (POST /ask). Figures are never typed here: answers carry {{placeholders}} that `fillFacts` fills from the
 * same constants and configuration the checkout uses, so the FAQ, the assistant and the checkout agree.
 */

export const ABOUT_PATH = '/assets/about';
/** The section anchors of /assets/about that answers link to; the page gives its sections these ids. */
export const ABOUT_SECTIONS = {
  pricing: 'pricing',
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
}
export type FactName = keyof Facts;

// A rate may have more than two decimals (0.125 EUR per DOGE): money is cents, a rate is not.
const rateFormat = new Intl.NumberFormat(MONEY_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 8,
});

/** The facts from the server's configuration (GET /config answers serviceFeeCents; DOGE_EUR_RATE). */
export function factsFrom(config: { serviceFeeCents?: number; dogeEurRate?: number }): Facts {
  const serviceFeeCents = config.serviceFeeCents ?? DEFAULT_SERVICE_FEE_CENTS;
  return {
    serviceFee: formatEurCents(serviceFeeCents),
    vatPercent: String(GOVERNMENT_FEE_PERCENT),
    serviceFeeWithVat: formatEurCents(serviceFeeCents + percentOf(serviceFeeCents, GOVERNMENT_FEE_PERCENT)),
    gatewayPercent: String(PAYMENT_GATEWAY_FEE_PERCENT),
    penalty: formatEurCents(LATE_CANCELLATION_PENALTY_CENTS),
    noticeHours: String(CANCELLATION_NOTICE_HOURS),
    refundDays: String(REFUND_WORKING_DAYS),
    ratingMin: String(RATING_MIN_AVERAGE),
    ratingWindow: String(RATING_WINDOW_ORDERS),
    decisionDays: String(MODERATION_DECISION_WORKING_DAYS),
    dogeFee: `${DOGE_INFORMATION_FEE} DOGE`,
    dogeRate: rateFormat.format(config.dogeEurRate ?? DEFAULT_DOGE_EUR_RATE),
  };
}

/** The facts as `language` writes numbers: Lithuanian takes a decimal comma (4,5), English a point (4.5). */
export function localizedFacts(facts: Facts, language: Language): Facts {
  return language === 'lt' ? { ...facts, ratingMin: facts.ratingMin.replace('.', ',') } : facts;
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

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'portal-fee',
    topic: 'fees',
    link: aboutLink('pricing'),
    faq: true,
    en: {
      question: 'What is the portal information fee?',
      answer:
        'Every order carries a fixed portal information fee of {{serviceFee}} plus {{vatPercent}}% VAT, {{serviceFeeWithVat}} in all. It pays for the information platform and the payment infrastructure; the rest of the price is the ingredients and the chef’s working time.',
      keywords: 'service fee charge platform fee portal cost how much commission',
    },
    lt: {
      question: 'Koks yra portalo informacinis mokestis?',
      answer:
        'Kiekvienam užsakymui taikomas fiksuotas portalo informacinis mokestis – {{serviceFee}} plius {{vatPercent}} % PVM, iš viso {{serviceFeeWithVat}}. Jis skirtas informacinei platformai ir mokėjimų infrastruktūrai; likusią kainos dalį sudaro produktai ir virėjo darbo laikas.',
      keywords:
        'paslaugos mokestis portalo mokestis platformos mokestis kiek kainuoja aptarnavimo ima imamas',
    },
  },
  {
    id: 'vat',
    topic: 'fees',
    link: aboutLink('pricing'),
    faq: true,
    en: {
      question: 'Is VAT included in the price?',
      answer:
        'VAT of {{vatPercent}}% is added to the portal information fee: {{serviceFee}} plus VAT makes {{serviceFeeWithVat}}. The checkout shows it as a line of its own, so you see exactly what you pay. The prices of the dishes and of the chef’s time are set by the chef.',
      keywords: 'value added tax government fee taxes tax',
    },
    lt: {
      question: 'Ar kainoje yra PVM?',
      answer:
        'Portalo informaciniam mokesčiui taikomas {{vatPercent}} % PVM: {{serviceFee}} su PVM sudaro {{serviceFeeWithVat}}. Apmokant PVM rodomas atskira eilute, todėl matote, ką tiksliai mokate. Patiekalų ir virėjo laiko kainas nustato pats virėjas.',
      keywords: 'pridėtinės vertės mokestis valstybės mokestis mokesčiai PVM',
    },
  },
  {
    id: 'prepayment',
    topic: 'payment',
    link: aboutLink('pricing'),
    faq: true,
    en: {
      question: 'Do I have to pay in advance, or can I pay the cook in cash?',
      answer:
        'Part of the order is paid online by card at checkout: the portal information fee with VAT and the payment provider’s commission of {{gatewayPercent}}% of the dishes. If you choose to pay in cash, the rest is paid to the cook in cash. If you do not pay in cash, half of the chef’s working time is also prepaid online, to show that the order is serious. The checkout always shows what is paid online now and the order’s total.',
      keywords:
        'prepay prepayment advance deposit upfront online card cash half percent pay later pay the cook',
    },
    lt: {
      question: 'Ar reikia mokėti iš anksto, ar galiu atsiskaityti su virėju grynaisiais?',
      answer:
        'Dalis užsakymo apmokama internetu kortele: portalo informacinis mokestis su PVM ir mokėjimų paslaugų teikėjo komisinis mokestis – {{gatewayPercent}} % patiekalų kainos. Jei pasirenkate mokėti grynaisiais, likusią dalį sumokate virėjui grynaisiais. Jei nemokate grynaisiais, internetu iš anksto sumokama ir pusė virėjo darbo laiko kainos – tai parodo, kad užsakymas rimtas. Apmokėjimo puslapyje visada matote, kiek mokama internetu dabar ir kokia visa užsakymo suma.',
      keywords:
        'išankstinis apmokėjimas avansas iš anksto grynieji grynaisiais kortele internetu pusė sumokėti virėjui atsiskaityti',
    },
  },
  {
    id: 'cancellation',
    topic: 'orders',
    link: aboutLink('cancellation'),
    faq: true,
    en: {
      question: 'Can I cancel an order, and what does it cost?',
      answer:
        'Yes, on the order’s page under Orders. More than {{noticeHours}} hours before the start you get back what you paid online, minus the payment provider’s commission. {{noticeHours}} hours or less before the start you pay the actual product cost plus a {{penalty}} penalty.',
      keywords: 'cancel cancelling cancellation penalty fine late call off change my mind',
    },
    lt: {
      question: 'Ar galiu atšaukti užsakymą ir kiek tai kainuoja?',
      answer:
        'Taip, užsakymo puslapyje skiltyje „Užsakymai“. Atšaukus likus daugiau nei {{noticeHours}} val. iki pradžios, grąžinama internetu sumokėta suma, atėmus mokėjimų paslaugų teikėjo komisinį mokestį. Atšaukus likus {{noticeHours}} val. ar mažiau, mokate faktinę produktų kainą ir {{penalty}} baudą.',
      keywords: 'atšaukti atšaukimas atsisakyti užsakymo bauda vėlai persigalvojau',
    },
  },
  {
    id: 'refunds',
    topic: 'orders',
    link: aboutLink('cancellation'),
    faq: true,
    en: {
      question: 'How and when do I get my money back?',
      answer:
        'A refund goes back to the card you paid with within {{refundDays}} working days. When you cancel more than {{noticeHours}} hours before the start, you get back what you paid online minus the payment provider’s commission; when the chef or an operator cancels, you get back everything you paid online.',
      keywords: 'refund refunds money back return reimburse reimbursement repay how long days',
    },
    lt: {
      question: 'Kaip ir kada grąžinami pinigai?',
      answer:
        'Pinigai grąžinami į kortelę, kuria mokėjote, per {{refundDays}} darbo dienas. Jei atšaukiate likus daugiau nei {{noticeHours}} val. iki pradžios, grąžinama internetu sumokėta suma, atėmus mokėjimų paslaugų teikėjo komisinį mokestį; jei užsakymą atšaukia virėjas ar operatorius, grąžinama visa internetu sumokėta suma.',
      keywords: 'grąžinimas grąžinti pinigų grąžinimas atgal kompensacija susigrąžinti',
    },
  },
  {
    id: 'pricing',
    topic: 'fees',
    link: aboutLink('pricing'),
    en: {
      question: 'How is the price of a dish made up?',
      answer:
        'The price is made of the ingredients, the chef’s working hours and the portal information fee of {{serviceFee}} plus {{vatPercent}}% VAT. A dish has either a fixed price or the chef’s hourly rate times its preparation time; the chef cooks in your kitchen.',
      keywords: 'price cost calculated hourly rate preparation time ingredients working hours',
    },
    lt: {
      question: 'Iš ko susideda patiekalo kaina?',
      answer:
        'Kainą sudaro produktai, virėjo darbo valandos ir portalo informacinis mokestis – {{serviceFee}} plius {{vatPercent}} % PVM. Patiekalas turi fiksuotą kainą arba kainuoja virėjo valandinį įkainį, padaugintą iš paruošimo laiko; virėjas gamina jūsų virtuvėje.',
      keywords:
        'kaina apskaičiuojama valandinis įkainis paruošimo laikas produktai ingredientai darbo valandos',
    },
  },
  {
    id: 'payment-methods',
    topic: 'payment',
    link: aboutLink('pricing'),
    en: {
      question: 'Which payment methods can I use?',
      answer:
        'You pay the online part by card at checkout, and the rest, when you choose it, in cash to the chef. In your wallet you can also hold and send DOGE.',
      keywords: 'pay payment methods options card visa mastercard cash crypto',
    },
    lt: {
      question: 'Kokiais būdais galiu sumokėti?',
      answer:
        'Internetu mokamą dalį sumokate kortele apmokėjimo metu, o likusią, jei taip pasirenkate, grynaisiais virėjui. Savo piniginėje taip pat galite laikyti ir siųsti DOGE.',
      keywords: 'mokėjimo būdai mokėti kortele grynaisiais kriptovaliuta atsiskaityti',
    },
  },
  {
    id: 'how-to-order',
    topic: 'orders',
    link: '/mp',
    en: {
      question: 'How do I order a meal?',
      answer:
        'Open the marketplace, choose a chef and add their dishes to the cart (a cart holds one chef’s dishes, because the chef cooks in your kitchen). At checkout give the address, the date and the time, choose whether to pay in cash, and pay the online part by card. The chef then confirms the order.',
      keywords: 'order book buy meal dinner cart checkout hire chef',
    },
    lt: {
      question: 'Kaip užsisakyti patiekalą?',
      answer:
        'Atidarykite prekyvietę, pasirinkite virėją ir įdėkite jo patiekalus į krepšelį (viename krepšelyje – vieno virėjo patiekalai, nes virėjas gamina jūsų virtuvėje). Apmokėdami nurodykite adresą, datą ir laiką, pasirinkite, ar mokėsite grynaisiais, ir kortele sumokėkite internetu mokamą dalį. Tada virėjas patvirtina užsakymą.',
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
  {
    id: 'information-fee-doge',
    topic: 'platform',
    link: '/',
    en: {
      question: 'What is the {{dogeFee}} information fee?',
      answer:
        'A fixed information service fee of {{dogeFee}} is charged when the merchant is confirmed and access to the information is provided. Payment is based on the actual time: the customer pays the merchant any difference in a way both agree on, and if the final amount is lower, the merchant returns the difference.',
      keywords: 'doge dogecoin fee merchant confirmed difference actual time settle information service',
    },
    lt: {
      question: 'Kas yra {{dogeFee}} informacinis mokestis?',
      answer:
        'Fiksuotas {{dogeFee}} informacinės paslaugos mokestis imamas, kai pardavėjas patvirtinamas ir suteikiama prieiga prie informacijos. Mokama pagal faktiškai sugaištą laiką: skirtumą klientas sumoka pardavėjui abiem sutartu būdu, o jei galutinė suma mažesnė, pardavėjas skirtumą grąžina.',
      keywords:
        'doge dogecoin mokestis pardavėjas patvirtintas skirtumas faktinis laikas informacinės paslaugos',
    },
  },
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
    id: CONTACT_ENTRY_ID,
    topic: 'contact',
    link: aboutLink('contact'),
    en: {
      question: 'How can I contact Hearth?',
      answer: `Write to us at ${CONTACT_EMAIL}; the address is also at the bottom of every page.`,
      keywords: 'contact email e-mail address support help write complaint feedback reach human person',
    },
    lt: {
      question: 'Kaip susisiekti su Hearth?',
      answer: `Rašykite mums adresu ${CONTACT_EMAIL}; šis adresas nurodytas ir kiekvieno puslapio apačioje.`,
      keywords: 'kontaktai susisiekti el. paštas adresas pagalba parašyti skundas atsiliepimas žmogus',
    },
  },
];

/** The entries of the FAQ of / and /assets/about, in the order above. */
export const FAQ_ENTRIES: readonly KnowledgeEntry[] = KNOWLEDGE_BASE.filter((entry) => entry.faq);

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return KNOWLEDGE_BASE.find((entry) => entry.id === id);
}

/** An entry's question and answer in `language`, with its figures filled in. */
export function knowledgeText(
  entry: KnowledgeEntry,
  language: Language,
  facts: Facts,
): { question: string; answer: string } {
  const text = entry[language];
  const figures = localizedFacts(facts, language);
  return { question: fillFacts(text.question, figures), answer: fillFacts(text.answer, figures) };
}
