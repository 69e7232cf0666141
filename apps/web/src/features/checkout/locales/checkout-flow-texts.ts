import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/** The one-page checkout's steps, the guest's e-mail and code, and the saved addresses (decision 055). */
const en = {
  checkoutFlow: {
    continueToVerify: 'Continue: confirm your e-mail',
    failedToSendPin: 'The order is saved, but the code could not be sent. Please try again.',
    emailSection: 'Your e-mail',
    emailHint: 'We e-mail you a code to confirm it, then the order and its invoice.',
    deliveryDateVilnius: 'When the chef starts cooking in your kitchen, in Vilnius time',
    steps: {
      label: 'Checkout steps',
      details: 'Details',
      verify: 'Verify e-mail',
      pay: 'Pay',
      done: 'Done',
    },
    verify: {
      title: 'Confirm your e-mail',
      lead: 'We sent a 6-digit code to {{email}}. Enter it to continue to the payment: it signs you in, or makes your account if this is your first order.',
      pinHint: 'The code from the e-mail, 6 digits.',
      submit: 'Confirm and pay',
      change: 'Change the details',
      resend: 'Send a new code',
    },
    saved: {
      legend: 'Your addresses',
      line: '{{address}}, {{city}} {{postalCode}}',
      newAddress: 'A new address',
    },
  },
};

const lt: typeof en = {
  checkoutFlow: {
    continueToVerify: 'Toliau: patvirtinkite el. paštą',
    failedToSendPin: 'Užsakymas išsaugotas, bet kodo išsiųsti nepavyko. Bandykite dar kartą.',
    emailSection: 'Jūsų el. paštas',
    emailHint: 'Atsiųsime kodą jam patvirtinti, vėliau – užsakymą ir sąskaitą faktūrą.',
    deliveryDateVilnius: 'Kada virėjas pradeda gaminti jūsų virtuvėje, Vilniaus laiku',
    steps: {
      label: 'Užsakymo žingsniai',
      details: 'Duomenys',
      verify: 'El. pašto patvirtinimas',
      pay: 'Mokėjimas',
      done: 'Baigta',
    },
    verify: {
      title: 'Patvirtinkite el. paštą',
      lead: 'Išsiuntėme 6 skaitmenų kodą adresu {{email}}. Įveskite jį ir pereikite prie mokėjimo: kodas jus prijungia arba, jei tai pirmasis jūsų užsakymas, sukuria paskyrą.',
      pinHint: 'Kodas iš laiško, 6 skaitmenys.',
      submit: 'Patvirtinti ir mokėti',
      change: 'Keisti duomenis',
      resend: 'Siųsti naują kodą',
    },
    saved: {
      legend: 'Jūsų adresai',
      line: '{{address}}, {{city}} {{postalCode}}',
      newAddress: 'Naujas adresas',
    },
  },
};

export const checkoutFlowTexts: PageTexts = { en, lt };
