import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/**
 * The texts of a chef's free times (decision 063): the checkout's day and start pickers and the chef's and
 * dish pages' next free days; added with the modules that show them, out of the catalogue every first page
 * loads.
 */
const en = {
  availability: {
    nextDates: 'Next available:',
    noDates: 'no free time in the next four weeks',
    loading: 'Looking for the chef’s free times…',
    noFreeTime:
      'The chef has no free time for this order in {{city}} in the next four weeks. Check the city, try fewer dishes or another chef.',
    cityFirst: 'Enter the city of the visit in the address: the free times depend on it.',
    day: 'Day',
    chooseDay: 'Choose a day',
    startTime: 'Start time',
    chooseTime: 'Choose a time',
    startHint:
      'When the chef starts cooking in your kitchen; only times the chef is free for the whole order',
  },
};

const lt: typeof en = {
  availability: {
    nextDates: 'Artimiausios laisvos dienos:',
    noFreeTime:
      'Per artimiausias keturias savaites virėjas neturi laiko šiam užsakymui mieste „{{city}}“. Patikrinkite miestą, pasirinkite mažiau patiekalų arba kitą virėją.',
    cityFirst: 'Adrese nurodykite apsilankymo miestą: laisvas laikas priklauso nuo jo.',
    noDates: 'per artimiausias keturias savaites laisvo laiko nėra',
    loading: 'Ieškome laisvo virėjo laiko…',
    day: 'Diena',
    chooseDay: 'Pasirinkite dieną',
    startTime: 'Pradžios laikas',
    chooseTime: 'Pasirinkite laiką',
    startHint: 'Kada virėjas pradeda gaminti jūsų virtuvėje; tik laikas, kai virėjas laisvas visam užsakymui',
  },
};

export const availabilityTexts: PageTexts = { en, lt };
