import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/** The invoice page's texts, loaded with the page rather than with every first page (decision 030). */
const en = {
  invoice: {
    title: 'Invoice {{number}}',
    issued: 'Issued',
    order: 'Order',
    orderNumber: 'Order {{number}}',
    serviceDate: 'Service date',
    mode: {
      label: 'How the dishes are paid',
      cash: 'In cash to the chef, at the visit',
      online: 'Online, after the visit (card or DOGE)',
    },
    print: 'Print',
    backToOrder: 'Back to the order',
    toOrders: 'Go to your orders',
    seller: {
      title: 'Seller of the dishes (the chef)',
      name: 'Name',
      nickname: 'Chef page',
      taxNumber: 'Tax number',
      registry: 'Business registry',
    },
    buyer: {
      title: 'Buyer',
      name: 'Name',
      email: 'E-mail',
      address: 'Address',
      withheld: 'The buyer’s e-mail and address are shown once you confirm the order.',
    },
    platform: {
      title: 'Service fee, issued by {{name}}',
      serviceFee: 'Service fee',
      vat: 'VAT {{percent}}%',
      total: 'Total of the fee',
    },
    lines: {
      title: 'Dishes',
      dish: 'Dish',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      bookedTime: 'Booked time',
      actualTime: 'Actual time',
      amount: 'Amount',
      minutes: '{{count}} min',
      booked: 'Booked: {{amount}}',
    },
    moneyTitle: 'Who pays what, when and to whom',
    payments: {
      title: 'Payments',
      none: 'No online payment yet.',
      date: 'Date',
      purpose: 'For',
      method: 'Method',
      amount: 'Amount',
      refunded: '{{amount}} refunded',
    },
    totals: {
      paidNow: 'Paid now, at booking',
      paidLater: 'Paid later, online',
      stillDue: 'Still due online',
    },
  },
};

const lt: typeof en = {
  invoice: {
    title: 'Sąskaita faktūra {{number}}',
    issued: 'Išrašyta',
    order: 'Užsakymas',
    orderNumber: 'Užsakymas {{number}}',
    serviceDate: 'Paslaugos data',
    mode: {
      label: 'Kaip mokama už patiekalus',
      cash: 'Grynaisiais virėjui, vizito metu',
      online: 'Internetu, po vizito (kortele arba DOGE)',
    },
    print: 'Spausdinti',
    backToOrder: 'Atgal į užsakymą',
    toOrders: 'Eiti į jūsų užsakymus',
    seller: {
      title: 'Patiekalų pardavėjas (virėjas)',
      name: 'Vardas ir pavardė',
      nickname: 'Virėjo puslapis',
      taxNumber: 'Mokesčių mokėtojo numeris',
      registry: 'Verslo registras',
    },
    buyer: {
      title: 'Pirkėjas',
      name: 'Vardas ir pavardė',
      email: 'El. paštas',
      address: 'Adresas',
      withheld: 'Pirkėjo el. paštas ir adresas bus rodomi, kai patvirtinsite užsakymą.',
    },
    platform: {
      title: 'Paslaugos mokestis, išrašė {{name}}',
      serviceFee: 'Paslaugos mokestis',
      vat: 'PVM {{percent}}%',
      total: 'Mokestis iš viso',
    },
    lines: {
      title: 'Patiekalai',
      dish: 'Patiekalas',
      quantity: 'Kiekis',
      unitPrice: 'Vieneto kaina',
      bookedTime: 'Užsakytas laikas',
      actualTime: 'Tikrasis laikas',
      amount: 'Suma',
      minutes: '{{count}} min.',
      booked: 'Užsakyta: {{amount}}',
    },
    moneyTitle: 'Kas, kada ir kam moka',
    payments: {
      title: 'Mokėjimai',
      none: 'Mokėjimų internetu dar nėra.',
      date: 'Data',
      purpose: 'Už ką',
      method: 'Būdas',
      amount: 'Suma',
      refunded: 'Grąžinta {{amount}}',
    },
    totals: {
      paidNow: 'Sumokėta dabar, užsakant',
      paidLater: 'Sumokėta vėliau, internetu',
      stillDue: 'Dar reikia sumokėti internetu',
    },
  },
};

export const invoiceTexts: PageTexts = { en, lt };
