import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/** The conversation pages' texts, loaded with those pages rather than with every first page (decision 030). */
const en = {
  conversations: {
    inbox: {
      title: 'Messages',
      lead: 'Your conversations with chefs and customers, the latest first.',
      empty: 'No conversations yet. Ask a chef a question from their page, or write about a paid order.',
      order: 'Order {{number}}',
      question: 'Question before ordering',
      unread: 'unread: {{count}}',
      previous: 'Newer',
      next: 'Older',
    },
    thread: {
      title: 'Conversation',
      withName: 'Conversation with {{name}}',
      aboutOrder: 'About order {{number}}',
      beforeOrdering: 'A question before ordering',
      openOrder: 'Open the order',
      chefPage: 'Chef page',
      back: 'All messages',
      empty: 'No messages yet.',
      you: 'You',
      customer: 'Customer',
      chef: 'Chef',
      label: 'Your message',
      hint: 'Plain text, up to {{max}} characters.',
      contactsHint:
        'Leave out e-mail addresses and phone numbers: the chef gets your contact details with the order once they confirm it.',
      send: 'Send',
      sending: 'Sending…',
      notFound: 'This conversation is not yours, or does not exist.',
      loadFailed: 'The conversation could not be loaded.',
      closed: {
        unpaid:
          'Messages about this order open once it is paid. Questions before that go to the chef page’s “Ask the chef”.',
        cancelled: 'This order is cancelled: its conversation is closed.',
        readOnly: 'You are reading this conversation as an operator; operators do not write in it.',
      },
    },
    ask: {
      title: 'Ask the chef',
      lead: 'Ask {{name}} about dishes, allergies, equipment or a date before you order. They answer here.',
      notFound: 'No chef has this page.',
      ownPage: 'This is your own chef page.',
    },
  },
};

const lt: typeof en = {
  conversations: {
    inbox: {
      title: 'Pranešimai',
      lead: 'Jūsų pokalbiai su virėjais ir klientais, naujausi viršuje.',
      empty:
        'Pokalbių dar nėra. Užduokite klausimą virėjui jo puslapyje arba parašykite apie apmokėtą užsakymą.',
      order: 'Užsakymas {{number}}',
      question: 'Klausimas prieš užsakymą',
      unread: 'neperskaityta: {{count}}',
      previous: 'Naujesni',
      next: 'Senesni',
    },
    thread: {
      title: 'Pokalbis',
      withName: 'Pokalbis su {{name}}',
      aboutOrder: 'Dėl užsakymo {{number}}',
      beforeOrdering: 'Klausimas prieš užsakymą',
      openOrder: 'Atidaryti užsakymą',
      chefPage: 'Virėjo puslapis',
      back: 'Visi pranešimai',
      empty: 'Pranešimų dar nėra.',
      you: 'Jūs',
      customer: 'Klientas',
      chef: 'Virėjas',
      label: 'Jūsų pranešimas',
      hint: 'Paprastas tekstas, iki {{max}} simbolių.',
      contactsHint:
        'Nerašykite el. pašto adresų ir telefono numerių: virėjas jūsų kontaktus gauna su užsakymu, kai jį patvirtina.',
      send: 'Siųsti',
      sending: 'Siunčiama…',
      notFound: 'Šis pokalbis ne jūsų arba jo nėra.',
      loadFailed: 'Pokalbio nepavyko įkelti.',
      closed: {
        unpaid:
          'Pranešimus apie šį užsakymą galima rašyti, kai jis apmokėtas. Iki tol klausimus užduokite virėjo puslapyje („Paklauskite virėjo“).',
        cancelled: 'Šis užsakymas atšauktas: pokalbis uždarytas.',
        readOnly: 'Šį pokalbį skaitote kaip operatorius; operatoriai jame nerašo.',
      },
    },
    ask: {
      title: 'Paklauskite virėjo',
      lead: 'Paklauskite {{name}} apie patiekalus, alergijas, įrangą ar datą prieš užsakydami. Atsakymas bus čia.',
      notFound: 'Tokio virėjo puslapio nėra.',
      ownPage: 'Tai jūsų pačių virėjo puslapis.',
    },
  },
};

export const conversationTexts: PageTexts = { en, lt };
