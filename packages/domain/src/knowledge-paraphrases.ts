import type { Language } from './constants.ts';

/**
 * The assistant's wording data beside the knowledge base (decision 065): what people call the things the
 * entries talk about. Searched by the server only (the FAQ pages never load this file).
 *
 * - SYNONYMS: groups of words and phrases that mean one thing; every member is searched as the group's first
 *   word, on both sides (the entries and the question). A phrase of several words is replaced before the
 *   words are stemmed.
 * - PARAPHRASES: per entry, other ways to ask its question, in each language: indexed as a field of the entry.
 * - QUESTION_CUES: the kind of question (why, how much, when, can I) an entry answers; a question with the
 *   same cue ranks that entry a little higher (CUE_BOOST in the search).
 */

export const SYNONYMS: Record<Language, readonly (readonly string[])[]> = {
  en: [
    [
      'cancel',
      'call off',
      'calling off',
      'called off',
      'back out',
      'cancellation',
      'cancelation',
      'annul',
      'undo',
      'pull out',
      'terminate',
    ],
    [
      'refund',
      'money back',
      'reimburse',
      'reimbursement',
      'repay',
      'repaid',
      'get back',
      'paid back',
      'returned',
      'compensation',
      'compensate',
      'chargeback',
    ],
    [
      'prepay',
      'prepayment',
      'deposit',
      'advance',
      'upfront',
      'up front',
      'beforehand',
      'in advance',
      'pay first',
      'down payment',
      'ahead',
    ],
    ['fee', 'charge', 'charges', 'surcharge', 'commission', 'extra cost', 'extra costs', 'markup', 'cut'],
    ['vat', 'tax', 'taxes', 'government fee', 'value added tax', 'sales tax', 'pvm'],
    ['chef', 'cook', 'cooks', 'merchant', 'seller', 'private chef'],
    ['card', 'visa', 'mastercard', 'credit card', 'debit card', 'bank card', 'credit', 'debit'],
    ['doge', 'dogecoin', 'crypto', 'cryptocurrency', 'coins'],
    ['cash', 'banknotes', 'in person', 'in hand', 'paper money'],
    ['review', 'reviews', 'rating', 'ratings', 'feedback', 'stars', 'comment', 'opinion', 'testimonial'],
    ['responsible', 'responsibility', 'liable', 'liability', 'accountable', 'blame', 'fault', 'guarantee'],
    ['price', 'cost', 'costs', 'priced', 'lose money', 'expensive'],
    ['free', 'available', 'availability', 'vacant', 'schedule', 'calendar', 'open dates'],
    ['earnings', 'earn', 'income', 'payout', 'payouts', 'paid out', 'get paid', 'salary'],
    ['order', 'booking', 'book', 'booked', 'reservation', 'ordered', 'purchase'],
    ['register', 'sign up', 'signup', 'registration', 'join', 'apply', 'application'],
    ['groceries', 'ingredients', 'products', 'food shopping', 'shopping'],
    ['invoice', 'receipt'],
    ['signin', 'sign in', 'log in', 'login', 'password', 'log into', 'logging in', 'pin code', 'code'],
    ['allergy', 'allergic', 'allergies', 'allergens', 'intolerance', 'intolerant', 'diet', 'dietary'],
    ['city', 'cities', 'town', 'towns', 'where do you work', 'location', 'region'],
    ['rules', 'terms', 'policy', 'conditions', 'procedure'],
    [
      'day',
      'evening',
      'morning',
      'night',
      'tonight',
      'today',
      'tomorrow',
      'week',
      'weekend',
      'afternoon',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ],
    ['visit', 'dinner', 'party', 'event', 'lunch', 'celebration', 'birthday', 'gathering'],
    ['home', 'house', 'my place', 'flat', 'apartment'],
    ['person', 'human', 'someone', 'staff', 'agent', 'support', 'operator', 'team'],
  ],
  lt: [
    [
      'atšaukti',
      'atšaukimas',
      'atšaukimo',
      'atsisakyti',
      'atsisakymas',
      'atsisakymo',
      'nutraukti',
      'persigalvoti',
      'persigalvojau',
      'anuliuoti',
    ],
    [
      'grąžinti',
      'grąžinimas',
      'grąžinami',
      'grąžina',
      'susigrąžinti',
      'pinigai atgal',
      'pinigus atgal',
      'pinigų atgal',
      'kompensacija',
      'kompensuoti',
      'atgauti',
    ],
    [
      'avansas',
      'avansą',
      'išankstinis',
      'iš anksto',
      'išankstinio',
      'užstatas',
      'prieš vizitą',
      'iš pradžių',
    ],
    ['mokestis', 'mokesčiai', 'komisinis', 'komisiniai', 'rinkliava', 'antkainis', 'papildomi mokesčiai'],
    ['pvm', 'pridėtinės vertės mokestis', 'valstybės mokestis', 'mokesčiai valstybei', 'vat'],
    ['virėjas', 'šefas', 'kulinaras', 'pardavėjas', 'virėja', 'šefė', 'privatus virėjas'],
    ['kortelė', 'kortele', 'visa', 'mastercard', 'kreditinė', 'mokėjimo kortelė', 'debetinė'],
    ['doge', 'dogecoin', 'kriptovaliuta', 'kripto', 'monetos', 'monetų'],
    ['grynieji', 'grynaisiais', 'grynais', 'grynuosius', 'grynųjų', 'į rankas'],
    [
      'atsiliepimas',
      'įvertinimas',
      'įvertinti',
      'vertinimas',
      'reitingas',
      'žvaigždutės',
      'komentaras',
      'nuomonė',
    ],
    ['atsakomybė', 'atsako', 'atsakingas', 'atsakinga', 'kaltas', 'kaltė', 'garantija'],
    ['kaina', 'kainuoja', 'kainos', 'įkainis', 'prarasiu pinigus', 'prarasti pinigus', 'brangu'],
    ['laisvas', 'laisva', 'laisvos', 'užimtas', 'prieinamas', 'grafikas', 'kalendorius'],
    ['uždarbis', 'uždirbti', 'išmoka', 'išmokos', 'išmokama', 'pajamos', 'atlyginimas'],
    ['užsakymas', 'užsakyti', 'užsisakyti', 'užsakymą', 'rezervacija', 'užsakiau', 'užsisakiau'],
    ['registruotis', 'užsiregistruoti', 'registracija', 'prisiregistruoti', 'paraiška'],
    ['produktai', 'ingredientai', 'pirkiniai', 'apsipirkimas'],
    ['faktūra', 'sąskaita faktūra', 'sąskaitą faktūrą', 'sąskaitos faktūros', 'kvitas', 'čekis'],
    ['prisijungti', 'prisijungimas', 'slaptažodis', 'slaptažodžio', 'slaptažodį', 'pin kodas', 'kodas'],
    ['alergija', 'alergiškas', 'alergiška', 'alergenai', 'netoleravimas', 'dieta', 'mityba'],
    ['miestas', 'miestuose', 'mieste', 'kur veikiate', 'regionas'],
    ['taisyklės', 'sąlygos', 'tvarka', 'politika'],
    [
      'diena',
      'vakaras',
      'vakarą',
      'vakare',
      'rytas',
      'naktis',
      'šiandien',
      'rytoj',
      'savaitė',
      'savaitgalis',
      'popietė',
      'pirmadienis',
      'antradienis',
      'trečiadienis',
      'ketvirtadienis',
      'penktadienis',
      'šeštadienis',
      'sekmadienis',
    ],
    ['vizitas', 'vakarienė', 'vakarėlis', 'renginys', 'šventė', 'gimtadienis', 'pietūs', 'susibūrimas'],
    ['namai', 'namuose', 'butas', 'bute', 'pas mane'],
    ['žmogus', 'darbuotojas', 'konsultantas', 'operatorius', 'pagalba', 'komanda'],
  ],
};

export type QuestionCue = 'why' | 'howMuch' | 'when' | 'canI' | 'how';

/** The words that tell each kind of question, folded (no Lithuanian letters). */
export const CUE_WORDS: Record<QuestionCue, readonly string[]> = {
  why: ['why', 'kodel', 'kam', 'delko'],
  howMuch: ['much', 'kiek', 'kainuoja', 'cost'],
  when: ['when', 'kada', 'long', 'kol', 'iki'],
  canI: ['can', 'may', 'could', 'possible', 'allowed', 'galiu', 'galima', 'gali', 'leidziama'],
  how: ['how', 'kaip'],
};

export interface EntryWording {
  en: readonly string[];
  lt: readonly string[];
  cues?: readonly QuestionCue[];
}

/** Other ways to ask each entry's question (by entry id). */
export const PARAPHRASES: Record<string, EntryWording> = {
  'portal-fee': {
    en: [
      'platform fee',
      'service charge',
      'what hearth earns on an order',
      'extra charges on top of the dishes',
    ],
    lt: [
      'platformos mokestis',
      'aptarnavimo mokestis',
      'ką uždirba hearth',
      'papildomi mokesčiai prie patiekalų',
    ],
    cues: ['why', 'howMuch'],
  },
  vat: {
    en: ['tax on the fee', 'is tax added', 'value added tax on the service fee'],
    lt: ['mokestis valstybei', 'ar pridedamas pvm', 'pvm tarifas'],
  },
  prepayment: {
    en: ['pay now or later', 'what is paid online at booking', 'pay the chef at the visit', 'pay at the end'],
    lt: [
      'mokėti dabar ar vėliau',
      'kas mokama internetu užsakant',
      'sumokėti virėjui vizito metu',
      'mokėti pabaigoje',
    ],
    cues: ['when', 'howMuch', 'canI'],
  },
  'card-incentive': {
    en: [
      'extra for the chef when paying online',
      'why card costs more than cash',
      'half of the dishes paid in advance',
    ],
    lt: ['priedas virėjui mokant internetu', 'kodėl kortele brangiau', 'pusė patiekalų kainos iš anksto'],
    cues: ['why'],
  },
  'actual-time': {
    en: [
      'the chef took longer',
      'the chef was faster',
      'pay less if it takes less time',
      'booked time versus real time',
    ],
    lt: [
      'virėjas užtruko ilgiau',
      'virėjas baigė greičiau',
      'mokėti mažiau jei trumpiau',
      'užsakytas ir tikras laikas',
    ],
  },
  cancellation: {
    en: ['cancellation rules', 'cancel a booking', 'late cancellation fee', 'cancel the day before'],
    lt: ['atšaukimo taisyklės', 'atšaukti rezervaciją', 'vėlyvo atšaukimo bauda', 'atšaukti dieną prieš'],
    cues: ['canI', 'howMuch'],
  },
  'unpaid-orders': {
    en: ['order cancelled automatically', 'time limit to pay', 'forgot to pay the order'],
    lt: ['užsakymas atšauktas automatiškai', 'per kiek laiko sumokėti', 'pamiršau apmokėti užsakymą'],
    cues: ['when'],
  },
  refunds: {
    en: ['how long until the money comes back', 'refund days', 'refund to the card'],
    lt: ['per kiek laiko grąžinami pinigai', 'grąžinimo terminas', 'grąžinimas į kortelę'],
    cues: ['when'],
  },
  pricing: {
    en: [
      'what a dish costs',
      'price of a private chef',
      'price made of ingredients and hours',
      'hourly rate times time',
    ],
    lt: [
      'kiek kainuoja patiekalas',
      'privataus virėjo kaina',
      'kaina iš produktų ir valandų',
      'valandinis įkainis kart laikas',
    ],
    cues: ['howMuch', 'how'],
  },
  'payment-methods': {
    en: ['ways to pay', 'accepted payments', 'pay by card'],
    lt: ['atsiskaitymo būdai', 'priimami mokėjimai', 'mokėti kortele'],
    cues: ['canI', 'how'],
  },
  'pay-with-doge': {
    en: ['pay an order from the wallet', 'dogecoin payment at checkout'],
    lt: ['apmokėti užsakymą iš piniginės', 'mokėjimas dogecoin apmokant'],
    cues: ['canI'],
  },
  'how-to-order': {
    en: ['hire a chef', 'book a dinner', 'steps to order food'],
    lt: ['pasamdyti virėją', 'užsakyti vakarienę', 'kaip pateikti užsakymą'],
    cues: ['how'],
  },
  'order-without-account': {
    en: ['order as a guest', 'order without signing up', 'is registration needed'],
    lt: ['užsakyti kaip svečias', 'užsakyti neprisiregistravus', 'ar būtina registracija'],
    cues: ['canI'],
  },
  'my-orders': {
    en: ['order history', 'list of my bookings'],
    lt: ['užsakymų istorija', 'mano rezervacijų sąrašas'],
  },
  'rating-moderation': {
    en: ['chef suspended for low ratings', 'average rating below the limit', 'chef account blocked'],
    lt: ['virėjas sustabdytas dėl žemų įvertinimų', 'vidurkis žemiau ribos', 'virėjo paskyra užblokuota'],
  },
  'become-chef': {
    en: ['cook for customers', 'chef application', 'profile approval by an operator', 'offer my cooking'],
    lt: ['dirbti virėju čia', 'virėjo paraiška', 'profilio patvirtinimas', 'siūlyti savo maistą'],
    cues: ['how', 'canI'],
  },
  'platform-role': {
    en: ['who answers for the service', 'something went wrong with the chef', 'hearth is not a party'],
    lt: ['kas atsako už paslaugą', 'kažkas nutiko su virėju', 'hearth nėra šalis'],
  },
  'information-fee-doge': {
    en: ['chef pays one doge', 'when the chef sees the address', 'customer address released to the chef'],
    lt: ['virėjas moka vieną doge', 'kada virėjas mato adresą', 'kliento adresas parodomas virėjui'],
    cues: ['why', 'when'],
  },
  'doge-wallet': {
    en: ['crypto wallet', 'wallet history'],
    lt: ['kriptovaliutos piniginė', 'piniginės istorija'],
  },
  'doge-transfer': {
    en: ['transfer coins', 'withdraw coins to an address', 'send money to a friend'],
    lt: ['pervesti monetas', 'išsiimti monetas į adresą', 'nusiųsti pinigų draugui'],
    cues: ['how', 'canI'],
  },
  'doge-rate': {
    en: ['buy coins by card', 'top up the wallet', 'doge in euros'],
    lt: ['pirkti monetas kortele', 'papildyti piniginę', 'doge eurais'],
    cues: ['howMuch', 'how'],
  },
  languages: {
    en: ['switch language', 'site in lithuanian'],
    lt: ['pakeisti kalbą', 'svetainė angliškai'],
  },
  contact: {
    en: ['talk to a person', 'support email'],
    lt: ['pakalbėti su žmogumi', 'pagalbos el. paštas'],
  },
  'chef-earnings': {
    en: ['chef gets paid', 'payout of earnings', 'weekly payout', 'money the chef receives'],
    lt: ['virėjui sumokama', 'uždarbio išmokėjimas', 'savaitinė išmoka', 'pinigai, kuriuos gauna virėjas'],
    cues: ['when', 'how'],
  },
  reviews: {
    en: ['leave a review', 'rate the chef after the visit', 'write a review'],
    lt: ['palikti atsiliepimą', 'įvertinti virėją po vizito', 'parašyti atsiliepimą'],
    cues: ['when', 'how', 'canI'],
  },
  'sign-in': {
    en: ['one-time pin by email', 'sign in code', 'log in to my account'],
    lt: ['vienkartinis pin kodas el. paštu', 'prisijungimo kodas', 'prisijungti prie paskyros'],
    cues: ['how'],
  },
  'one-chef-cart': {
    en: ['dishes from several chefs', 'cart holds one chef', 'mix chefs in one order'],
    lt: ['patiekalai iš kelių virėjų', 'krepšelyje vienas virėjas', 'sumaišyti virėjus viename užsakyme'],
    cues: ['canI', 'why'],
  },
  'order-steps': {
    en: ['what comes next after ordering', 'chef confirms the order', 'next steps of an order'],
    lt: ['pateikus užsakymą', 'virėjas patvirtina užsakymą', 'tolesni užsakymo žingsniai'],
  },
  cities: {
    en: ['vilnius and kaunas', 'which towns are served'],
    lt: ['vilnius ir kaunas', 'kuriuose miestuose dirbate'],
  },
  'visit-options': {
    en: ['chef cooks in my kitchen', 'catering and self delivery', 'chef serves the meal'],
    lt: [
      'virėjas gamina mano virtuvėje',
      'kateringas ir savarankiškas pristatymas',
      'virėjas patiekia maistą',
    ],
    cues: ['canI'],
  },
  invoice: {
    en: ['download the invoice', 'invoice for an order'],
    lt: ['atsisiųsti sąskaitą faktūrą', 'užsakymo sąskaita faktūra'],
  },
  allergies: {
    en: ['allergens of a dish', 'special dietary needs', 'special instructions for the chef'],
    lt: ['patiekalo alergenai', 'ypatingi mitybos poreikiai', 'pageidavimai virėjui'],
    cues: ['canI'],
  },
  'chef-availability': {
    en: ['free dates of a chef', 'book a chef for a date', 'chef available on a day'],
    lt: ['laisvos virėjo datos', 'užsakyti virėją datai', 'virėjas laisvas dieną'],
    cues: ['when', 'canI'],
  },
};
