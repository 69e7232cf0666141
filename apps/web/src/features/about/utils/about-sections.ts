import { ABOUT_SECTIONS } from '@hearth/domain/knowledge-base';

export interface RuleSection {
  /** The anchor the assistant and the FAQ link to (knowledge-base.ts ABOUT_SECTIONS). */
  id: string;
  /** i18n keys; the texts take the figures of `Facts` as {{placeholders}}. */
  title: string;
  lead: string;
  items: readonly string[];
}

/** The rules of the information page (marketplace.md section 1), in the order the page shows them. */
export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    id: ABOUT_SECTIONS.pricing,
    title: 'about.pricing.title',
    lead: 'about.pricing.lead',
    items: ['about.pricing.ingredients', 'about.pricing.hours', 'about.pricing.fee', 'about.pricing.gateway'],
  },
  {
    id: ABOUT_SECTIONS.cancellation,
    title: 'about.cancellation.title',
    lead: 'about.cancellation.lead',
    items: ['about.cancellation.early', 'about.cancellation.late', 'about.cancellation.byChef'],
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
