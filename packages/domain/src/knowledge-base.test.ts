import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import {
  CONTACT_ENTRY_ID,
  FAQ_ENTRIES,
  KNOWLEDGE_BASE,
  PLACEHOLDER_PATTERN,
  factsFrom,
  fillFacts,
  knowledgeEntry,
  knowledgeText,
} from './knowledge-base.ts';

const facts = factsFrom({ serviceFeeCents: 999, dogeEurRate: 0.2 });
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]);

describe('factsFrom', () => {
  it('formats the checkout figures', () => {
    expect(facts).toEqual({
      serviceFee: '€9.99',
      vatPercent: '21',
      serviceFeeWithVat: '€12.09',
      gatewayPercent: '3',
      penalty: '€30.00',
      noticeHours: '24',
      refundDays: '7',
      ratingMin: '4.5',
      ratingWindow: '5',
      decisionDays: '3',
      dogeFee: '1 DOGE',
      dogeRate: '€0.20',
    });
  });

  it('follows the configured service fee and rate, keeping a rate’s decimals', () => {
    const custom = factsFrom({ serviceFeeCents: 1500, dogeEurRate: 0.125 });
    expect(custom.serviceFee).toBe('€15.00');
    expect(custom.serviceFeeWithVat).toBe('€18.15');
    expect(custom.dogeRate).toBe('€0.125');
  });
});

describe('fillFacts', () => {
  it('fills every placeholder and leaves other text alone', () => {
    expect(fillFacts('{{serviceFee}} plus {{vatPercent}}% {x} {{unknown}}', facts)).toBe(
      '€9.99 plus 21% {x} {{unknown}}',
    );
  });

  it('does not take inherited names for facts', () => {
    expect(fillFacts('{{toString}}', facts)).toBe('{{toString}}');
  });
});

describe('KNOWLEDGE_BASE', () => {
  it('has unique kebab-case ids and app links', () => {
    const ids = KNOWLEDGE_BASE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.link.startsWith('/')).toBe(true);
    }
  });

  it('names only known facts and types no figure twice', () => {
    for (const entry of KNOWLEDGE_BASE)
      for (const language of LANGUAGES) {
        const { question, answer } = entry[language];
        for (const name of placeholders(question + answer)) expect(Object.keys(facts)).toContain(name);
        // The figures of the fees and of cancellation come only from the facts.
        expect(`${question} ${answer}`).not.toMatch(/9[.,]99|\b21 ?%|\b30 ?(EUR|€)|\b24 ?(h|val)/);
      }
  });

  it('answers in both languages, the Lithuanian one in Lithuanian', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.en.question).not.toBe('');
      expect(entry.en.answer).not.toBe('');
      expect(`${entry.lt.question} ${entry.lt.answer}`).toMatch(/[ąčęėįšųūž]/i);
      expect(placeholders(entry.lt.answer).sort()).toEqual(placeholders(entry.en.answer).sort());
    }
  });

  it('puts the FAQ of the landing page in it: fee, VAT, prepayment, cancellation, refunds', () => {
    expect(FAQ_ENTRIES.map((entry) => entry.id)).toEqual([
      'portal-fee',
      'vat',
      'prepayment',
      'cancellation',
      'refunds',
    ]);
  });

  it('fills the cancellation answer with the rule of the checkout', () => {
    const entry = knowledgeEntry('cancellation')!;
    expect(knowledgeText(entry, 'en', facts).answer).toContain('24 hours');
    expect(knowledgeText(entry, 'lt', facts).answer).toContain('€30.00 baudą');
  });

  it('has a contact entry with the footer’s address', () => {
    expect(knowledgeText(knowledgeEntry(CONTACT_ENTRY_ID)!, 'en', facts).answer).toContain('@');
  });
});
