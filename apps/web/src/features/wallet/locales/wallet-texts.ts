import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/**
 * The wallet pages' texts (/board, /execute, /buy, /ledger), loaded with those pages rather than with every
 * first page (the English catalogue ships with the first page of any visit, within the budgets of decision
 * 030).
 */
const en = {
  board: {
    title: 'Wallet',
    balanceLabel: 'Your balance',
    history: 'History',
    empty: 'No transactions yet. Buy DOGE by card, or ask another user to send you some.',
    columns: {
      date: 'Date',
      kind: 'Transaction',
      counterparty: 'Counterparty',
      amount: 'Amount',
      status: 'Status',
      links: 'Links',
    },
    kinds: {
      transfer_in: 'Received',
      transfer_out: 'Sent',
      top_up: 'Bought by card',
      withdrawal: 'Withdrawal to a Doge address',
      withdrawal_released: 'Withdrawal returned',
      order_payment: 'Paid for an order',
      order_refund: 'Order refund',
      information_fee: 'Information fee (order confirmed)',
      grant: 'Given by Hearth',
    },
    counterparty: {
      user: 'A Hearth user',
      card: 'Card payment',
      order: 'An order',
      platform: 'Hearth',
    },
    status: {
      requested: 'Waiting for an operator',
      sent: 'Sent',
      rejected: 'Rejected',
    },
  },
  transfer: {
    title: 'Send DOGE',
    lead: 'Send DOGE to another Hearth user by e-mail, profile nickname or Telegram nickname, or withdraw them to a Doge address. Every transfer is confirmed with a pin sent to your e-mail.',
    steps: {
      label: 'Transfer steps',
      form: 'Details',
      pin: 'Confirmation',
      done: 'Done',
    },
    form: {
      title: 'Where and how much',
      exec: 'Exec',
      sending: 'Sending…',
    },
    fields: {
      recipientAddressType: 'Address type',
      recipientAddress: 'Destination address',
      volume: 'Amount (DOGE)',
    },
    hints: {
      doge: 'A Dogecoin address, starting with D, 9 or A',
      telegram: 'The Telegram nickname of a Hearth user, such as @ana_cooks',
      nickname: 'The profile link of a Hearth user (the part after /store/)',
      email: 'The e-mail address of a Hearth user',
      available: 'Available: {{amount}} DOGE. Up to 8 decimals.',
    },
    pin: {
      title: 'Confirm the transfer',
      summary: 'You are sending {{amount}} DOGE to {{recipient}}.',
      apply: 'Apply',
      applying: 'Checking…',
    },
    done: {
      blockchain: 'The transaction will be validated and persisted in the blockchain forever.',
      withdrawal:
        'This is a withdrawal to a Doge address: the amount is held until an operator sends it to the Dogecoin network. Your wallet shows its status.',
      another: 'Make another transfer',
    },
  },
  buyDoge: {
    title: 'Buy DOGE',
    balance: 'Your balance',
    rate: '1 DOGE = {{rate}} {{currency}}',
    fields: {
      doge: 'DOGE',
      currency: 'Currency',
      fiat: 'Amount in {{currency}}',
    },
    limits: 'You can buy for {{min}} to {{max}} at a time.',
    summary: 'You pay {{amount}} by card and get {{doge}} DOGE.',
    chargedInEur: 'The card is charged in EUR.',
    buy: 'Buy',
    paymentTitle: 'Card payment',
    changeAmount: 'Change the amount',
    paid: 'Payment received: {{amount}} DOGE were added to your wallet.',
    errors: {
      amount: 'Enter the amount to buy',
    },
    returned: {
      received:
        'Payment received. The DOGE are added to your balance as soon as the card payment is confirmed.',
      failed: 'The payment did not go through. You can try again with another card.',
    },
  },
  ledger: {
    title: 'Transaction {{id}}',
    loadFailed: 'Failed to load the transaction. Please try again.',
    verified: 'Verified: the chain recomputes to these hashes',
    notVerified:
      'Warning: the chain does not recompute to these hashes. The ledger may have been altered; please contact us.',
    checkedFromCheckpoint: 'Checked from the signed checkpoint at entry {{seq}} to entry {{upTo}}',
    checkedFromStart: 'Checked from the first entry to entry {{upTo}}',
    forgedCheckpoint:
      'The checkpoint at entry {{seq}} does not carry Hearth’s signature, so it was not trusted.',
    fields: {
      kind: 'Kind',
      time: 'Time',
      prevHash: 'Previous hash',
      hash: 'Hash',
    },
    entries: 'Entries',
    columns: {
      account: 'Account',
      amount: 'Amount',
      hash: 'Entry hash',
    },
    kinds: {
      transfer: 'Transfer',
      top_up: 'Card top-up',
      withdrawal_hold: 'Withdrawal requested (amount held)',
      withdrawal_sent: 'Withdrawal sent',
      withdrawal_released: 'Withdrawal rejected (amount returned)',
      order_payment: 'Order payment',
      order_release: 'Order delivered (money released)',
      order_refund: 'Order refund',
      information_fee: 'Information fee',
      payout_hold: 'Payout requested (amount held)',
      payout_sent: 'Payout sent',
      payout_released: 'Payout rejected (amount returned)',
      grant: 'Given by Hearth',
    },
    accounts: {
      platform: 'Hearth platform',
      withdrawals: 'Withdrawals in flight',
      escrow: 'Orders paid, not delivered yet',
      revenue: 'Hearth revenue',
      payments: 'Payments received',
      earnings: 'Chef earnings',
      refunds: 'Refunds to customers',
      payout_hold: 'Payouts in the queue',
      payouts: 'Payouts sent',
    },
  },
};

const lt: typeof en = {
  board: {
    title: 'Piniginė',
    balanceLabel: 'Jūsų likutis',
    history: 'Istorija',
    empty: 'Sandorių dar nėra. Nusipirkite DOGE kortele arba paprašykite kito naudotojo jų atsiųsti.',
    columns: {
      date: 'Data',
      kind: 'Sandoris',
      counterparty: 'Kita šalis',
      amount: 'Suma',
      status: 'Būsena',
      links: 'Nuorodos',
    },
    kinds: {
      transfer_in: 'Gauta',
      transfer_out: 'Išsiųsta',
      top_up: 'Pirkta kortele',
      withdrawal: 'Išmoka į Doge adresą',
      withdrawal_released: 'Išmoka grąžinta',
      order_payment: 'Sumokėta už užsakymą',
      order_refund: 'Užsakymo grąžinimas',
      information_fee: 'Informacijos mokestis (užsakymas patvirtintas)',
      grant: 'Suteikė Hearth',
    },
    counterparty: {
      user: 'Hearth naudotojas',
      card: 'Mokėjimas kortele',
      order: 'Užsakymas',
      platform: 'Hearth',
    },
    status: {
      requested: 'Laukia operatoriaus',
      sent: 'Išsiųsta',
      rejected: 'Atmesta',
    },
  },
  transfer: {
    title: 'Siųsti DOGE',
    lead: 'Siųskite DOGE kitam Hearth naudotojui pagal el. paštą, profilio ar Telegram slapyvardį arba išsiimkite juos į Doge adresą. Kiekvieną pervedimą patvirtinate PIN kodu, išsiųstu jūsų el. paštu.',
    steps: {
      label: 'Pervedimo žingsniai',
      form: 'Duomenys',
      pin: 'Patvirtinimas',
      done: 'Atlikta',
    },
    form: {
      title: 'Kam ir kiek',
      exec: 'Vykdyti',
      sending: 'Siunčiama…',
    },
    fields: {
      recipientAddressType: 'Adreso tipas',
      recipientAddress: 'Gavėjo adresas',
      volume: 'Suma (DOGE)',
    },
    hints: {
      doge: 'Dogecoin adresas, prasidedantis D, 9 arba A',
      telegram: 'Hearth naudotojo Telegram slapyvardis, pavyzdžiui, @ana_cooks',
      nickname: 'Hearth naudotojo profilio nuoroda (dalis po /store/)',
      email: 'Hearth naudotojo el. pašto adresas',
      available: 'Turite: {{amount}} DOGE. Ne daugiau kaip 8 skaitmenys po kablelio.',
    },
    pin: {
      title: 'Patvirtinkite pervedimą',
      summary: 'Siunčiate {{amount}} DOGE gavėjui {{recipient}}.',
      apply: 'Taikyti',
      applying: 'Tikrinama…',
    },
    done: {
      blockchain: 'Sandoris bus patvirtintas ir visam laikui įrašytas į blokų grandinę.',
      withdrawal:
        'Tai išmoka į Doge adresą: suma rezervuojama, kol operatorius ją išsiųs į Dogecoin tinklą. Jos būseną matysite piniginėje.',
      another: 'Atlikti kitą pervedimą',
    },
  },
  buyDoge: {
    title: 'Pirkti DOGE',
    balance: 'Jūsų likutis',
    rate: '1 DOGE = {{rate}} {{currency}}',
    fields: {
      doge: 'DOGE',
      currency: 'Valiuta',
      fiat: 'Suma, {{currency}}',
    },
    limits: 'Vienu kartu galite pirkti už {{min}}–{{max}}.',
    summary: 'Kortele mokate {{amount}} ir gaunate {{doge}} DOGE.',
    chargedInEur: 'Kortelė apmokestinama eurais.',
    buy: 'Pirkti',
    paymentTitle: 'Mokėjimas kortele',
    changeAmount: 'Keisti sumą',
    paid: 'Mokėjimas gautas: į jūsų piniginę įskaityta {{amount}} DOGE.',
    errors: {
      amount: 'Įveskite, už kiek norite pirkti',
    },
    returned: {
      received: 'Mokėjimas gautas. DOGE bus įskaityti į likutį, kai tik mokėjimas kortele bus patvirtintas.',
      failed: 'Mokėjimas nepavyko. Galite bandyti dar kartą su kita kortele.',
    },
  },
  ledger: {
    title: 'Sandoris {{id}}',
    loadFailed: 'Nepavyko įkelti sandorio. Bandykite dar kartą.',
    verified: 'Patikrinta: perskaičiuota grandinė sutampa su šiomis maišos reikšmėmis',
    notVerified:
      'Dėmesio: perskaičiuota grandinė nesutampa su šiomis maišos reikšmėmis. Žurnalas galėjo būti pakeistas, susisiekite su mumis.',
    checkedFromCheckpoint:
      'Patikrinta nuo pasirašyto kontrolinio taško ties įrašu {{seq}} iki įrašo {{upTo}}',
    checkedFromStart: 'Patikrinta nuo pirmojo įrašo iki įrašo {{upTo}}',
    forgedCheckpoint: 'Kontrolinis taškas ties įrašu {{seq}} nepasirašytas „Hearth“, todėl juo nepasitikėta.',
    fields: {
      kind: 'Rūšis',
      time: 'Laikas',
      prevHash: 'Ankstesnė maišos reikšmė',
      hash: 'Maišos reikšmė',
    },
    entries: 'Įrašai',
    columns: {
      account: 'Sąskaita',
      amount: 'Suma',
      hash: 'Įrašo maišos reikšmė',
    },
    kinds: {
      transfer: 'Pervedimas',
      top_up: 'Papildymas kortele',
      withdrawal_hold: 'Išmokos prašymas (suma rezervuota)',
      withdrawal_sent: 'Išmoka išsiųsta',
      withdrawal_released: 'Išmoka atmesta (suma grąžinta)',
      order_payment: 'Užsakymo apmokėjimas',
      order_release: 'Užsakymas įvykdytas (pinigai išmokėti)',
      order_refund: 'Užsakymo grąžinimas',
      information_fee: 'Informacijos mokestis',
      payout_hold: 'Išmokos virėjui prašymas (suma rezervuota)',
      payout_sent: 'Išmoka virėjui išsiųsta',
      payout_released: 'Išmoka virėjui atmesta (suma grąžinta)',
      grant: 'Suteikė Hearth',
    },
    accounts: {
      platform: 'Hearth platforma',
      withdrawals: 'Vykdomos išmokos',
      escrow: 'Apmokėti, dar neįvykdyti užsakymai',
      revenue: 'Hearth pajamos',
      payments: 'Gauti mokėjimai',
      earnings: 'Virėjo uždarbis',
      refunds: 'Grąžinimai klientams',
      payout_hold: 'Laukiančios išmokos',
      payouts: 'Išsiųstos išmokos',
    },
  },
};

export const walletTexts: PageTexts = { en, lt };
