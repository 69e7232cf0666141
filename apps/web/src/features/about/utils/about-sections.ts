import { ABOUT_SECTIONS } from '@hearth/domain/knowledge-base';

export interface RuleSection {
  /** The anchor the assistant and the FAQ link to (knowledge-base.ts ABOUT_SECTIONS). */
  id: string;
  /** i18n keys; the texts take the figures of `Facts` as {{placeholders}}. */
  title: string;
  lead: string;
  items: readonly string[];
}

/**
 * The rules of the information page (decision 040), in the order the page shows
 * them. Their figures, the worked example included, are the knowledge base's facts (computed by orderMoney),
 * so this page, the FAQ and the assistant say the same.
 */
export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    id: ABOUT_SECTIONS.pricing,
    title: 'about.pricing.title',
    lead: 'about.pricing.lead',
    items: [
      'about.pricing.dishes',
      'about.pricing.fee',
      'about.pricing.gateway',
      'about.pricing.incentive',
      'about.pricing.share',
    ],
  },
  {
    id: ABOUT_SECTIONS.paying,
    title: 'about.paying.title',
    lead: 'about.paying.lead',
    items: ['about.paying.cash', 'about.paying.online', 'about.paying.example', 'about.paying.doge'],
  },
  {
    id: ABOUT_SECTIONS.actualTime,
    title: 'about.actualTime.title',
    lead: 'about.actualTime.lead',
    items: [
      'about.actualTime.record',
      'about.actualTime.change',
      'about.actualTime.settle',
      'about.actualTime.example',
      'about.actualTime.fixed',
    ],
  },
  {
    id: ABOUT_SECTIONS.informationFee,
    title: 'about.informationFee.title',
    lead: 'about.informationFee.lead',
    items: ['about.informationFee.who', 'about.informationFee.what', 'about.informationFee.short'],
  },
  {
    id: ABOUT_SECTIONS.cancellation,
    title: 'about.cancellation.title',
    lead: 'about.cancellation.lead',
    items: [
      'about.cancellation.unpaid',
      'about.cancellation.early',
      'about.cancellation.late',
      'about.cancellation.byChef',
    ],
  },
  {
    id: ABOUT_SECTIONS.rating,
    title: 'about.rating.title',
    lead: 'about.rating.lead',
    items: ['about.rating.rule', 'about.rating.decision'],
  },
];

/** The page's table of contents: the rules, then the FAQ and the contact line. */
export const CONTENTS: readonly { id: string; title: string }[] = [
  ...RULE_SECTIONS,
  { id: ABOUT_SECTIONS.faq, title: 'about.faq.title' },
  { id: ABOUT_SECTIONS.contact, title: 'about.contact.title' },
];
