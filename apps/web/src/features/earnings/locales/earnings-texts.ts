import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/** The chef's earnings page's texts, loaded with the page rather than with every first page (decision 030). */
const en = {
  earnings: {
    title: 'Earnings',
    lead: 'What your orders paid online earn you, and the payouts of it to your account.',
    becomeChef: 'Fill in your chef profile',
    downloadCsv: 'Download CSV',
    summary: {
      pending: 'Pending',
      pendingHint: 'From paid orders not delivered yet, or whose balance the customer still owes.',
      available: 'Available',
      availableHint: 'Earned and not paid out yet: the next weekly payout sends it.',
      inPayout: 'In payout',
      inPayoutHint: 'In a payout waiting to be sent.',
      paidOut: 'Paid out',
      paidOutHint: 'Sent to your bank or Stripe account.',
    },
    orders: {
      title: 'Orders',
      empty: 'No orders paid online yet.',
      order: 'Order',
      number: 'No. {{number}}',
      serviceDate: 'Service date',
      status: 'Order status',
      earned: 'Earned',
      pending: 'Pending',
      state: 'Earnings',
    },
    states: {
      pending: 'Pending',
      earned: 'Earned',
      cancelled: 'Cancelled',
    },
    payouts: {
      title: 'Payouts',
      lead: 'Once a week your available earnings go into a payout, which an operator sends to you.',
      empty: 'No payouts yet.',
      item: 'Payout of {{batch}}',
      batch: 'Week {{batch}}',
      sentBank: 'Sent by bank transfer, reference',
      sentStripe: 'Sent to your Stripe account, transfer',
      reason: 'Not sent: {{reason}}. The amount is back in your available earnings.',
      waiting: 'Waiting to be sent.',
    },
    payoutStatuses: {
      requested: 'Waiting',
      sent: 'Sent',
      rejected: 'Not sent',
    },
  },
};

const lt: typeof en = {
  earnings: {
    title: 'Pajamos',
    lead: 'Ką uždirbate iš internetu apmokėtų užsakymų ir kaip tai išmokama į jūsų sąskaitą.',
    becomeChef: 'Užpildykite virėjo profilį',
    downloadCsv: 'Atsisiųsti CSV',
    summary: {
      pending: 'Laukiama',
      pendingHint: 'Iš apmokėtų, bet dar nepristatytų užsakymų arba tų, kurių likutį klientas dar skolingas.',
      available: 'Galima išmokėti',
      availableHint: 'Uždirbta, bet dar neišmokėta: išsiųsime su kita savaitės išmoka.',
      inPayout: 'Išmokoje',
      inPayoutHint: 'Išmokoje, kuri laukia išsiuntimo.',
      paidOut: 'Išmokėta',
      paidOutHint: 'Išsiųsta į jūsų banko ar Stripe sąskaitą.',
    },
    orders: {
      title: 'Užsakymai',
      empty: 'Internetu apmokėtų užsakymų dar nėra.',
      order: 'Užsakymas',
      number: 'Nr. {{number}}',
      serviceDate: 'Paslaugos data',
      status: 'Užsakymo būsena',
      earned: 'Uždirbta',
      pending: 'Laukiama',
      state: 'Pajamos',
    },
    states: {
      pending: 'Laukiama',
      earned: 'Uždirbta',
      cancelled: 'Atšaukta',
    },
    payouts: {
      title: 'Išmokos',
      lead: 'Kartą per savaitę jūsų turimos pajamos sudedamos į išmoką, kurią operatorius jums išsiunčia.',
      empty: 'Išmokų dar nėra.',
      item: '{{batch}} išmoka',
      batch: 'Savaitė {{batch}}',
      sentBank: 'Išsiųsta banko pavedimu, mokėjimo nuoroda',
      sentStripe: 'Išsiųsta į jūsų Stripe paskyrą, pervedimas',
      reason: 'Neišsiųsta: {{reason}}. Suma grąžinta į jūsų turimas pajamas.',
      waiting: 'Laukia išsiuntimo.',
    },
    payoutStatuses: {
      requested: 'Laukia',
      sent: 'Išsiųsta',
      rejected: 'Neišsiųsta',
    },
  },
};

export const earningsTexts: PageTexts = { en, lt };
