import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/**
 * The texts of /orders as each role's home (decision 056): the chef's upcoming bookings and earnings on the
 * Sell tab, the customer's prompt to rate delivered orders. Loaded with the page.
 */
const en = {
  ordersHome: {
    bookings: {
      title: 'Upcoming bookings',
      empty: 'No upcoming bookings. New orders appear here and below.',
      when: 'When',
      city: 'City',
      dishes: 'Dishes',
      dish: '{{title}} × {{volume}}',
      customer: 'Customer',
      address: 'Address',
      phone: 'Phone',
      open: 'Open order {{number}}',
      more: 'And {{count}} more below.',
    },
    earnings: {
      title: 'Your earnings',
      thisMonth: 'Earned this month',
      awaitingPayout: 'Waiting for payout',
      awaitingPayoutHint: 'Paid out with the weekly payout batch.',
      comingIn: 'Still to come',
      comingInHint: 'From paid orders not delivered or settled yet.',
      link: 'All earnings and payouts',
    },
    rate: {
      title: 'Rate your order',
      lead: 'How did the chef cook? Your stars help other customers choose, and the chef reads them too.',
      first: 'Rate order {{number}}',
      button: 'Rate',
      buttonLabel: 'Rate order {{number}}',
    },
  },
};

const lt: typeof en = {
  ordersHome: {
    bookings: {
      title: 'Artimiausi užsakymai',
      empty: 'Artimiausių užsakymų nėra. Nauji užsakymai atsiras čia ir žemiau.',
      when: 'Kada',
      city: 'Miestas',
      dishes: 'Patiekalai',
      dish: '{{title}} × {{volume}}',
      customer: 'Klientas',
      address: 'Adresas',
      phone: 'Telefonas',
      open: 'Atidaryti užsakymą {{number}}',
      more: 'Ir dar {{count}} žemiau.',
    },
    earnings: {
      title: 'Jūsų uždarbis',
      thisMonth: 'Uždirbta šį mėnesį',
      awaitingPayout: 'Laukia išmokos',
      awaitingPayoutHint: 'Išmokama su savaitės išmokomis.',
      comingIn: 'Dar gausite',
      comingInHint: 'Už apmokėtus, bet dar neįvykdytus ar neatsiskaitytus užsakymus.',
      link: 'Visas uždarbis ir išmokos',
    },
    rate: {
      title: 'Įvertinkite užsakymą',
      lead: 'Kaip virėjas gamino? Jūsų žvaigždutės padeda kitiems klientams išsirinkti, jas skaito ir virėjas.',
      first: 'Įvertinti užsakymą {{number}}',
      button: 'Įvertinti',
      buttonLabel: 'Įvertinti užsakymą {{number}}',
    },
  },
};

export const ordersHomeTexts: PageTexts = { en, lt };
