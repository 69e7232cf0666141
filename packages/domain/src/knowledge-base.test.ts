import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import {
  CONTACT_ENTRY_ID,
  EXAMPLE_DISH,
  FAQ_ENTRIES,
  KNOWLEDGE_BASE,
  PLACEHOLDER_PATTERN,
  exampleMoney,
  factsFrom,
  fillFacts,
  knowledgeEntry,
  knowledgeText,
} from './knowledge-base.ts';
import { formatEurCents } from './money.ts';
import { orderMoney } from './order-money.ts';

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
      unpaidHours: '2',
      exampleHours: '2',
      exampleRate: '€20.00',
      exampleDishes: '€40.00',
      // Cash: 9.99 + 2.10 VAT + 3% of 40.00 now, the 40.00 of dishes at the visit.
      exampleCashNow: '€13.29',
      exampleCashTotal: '€53.29',
      // Card: the same + half the dishes (the card incentive) now, the dishes after the visit.
      exampleIncentive: '€20.00',
      exampleCardNow: '€33.29',
      exampleCardAfter: '€40.00',
      exampleCardTotal: '€73.29',
      // 150 minutes: 50.00 of dishes + 25.00 incentive - 20.00 prepaid.
      exampleLongerMinutes: '150',
      exampleLongerAfter: '€55.00',
      // 30 minutes: 10.00 + 5.00 is less than the 20.00 prepaid.
      exampleShorterMinutes: '30',
      exampleRefund: '€5.00',
      contactEmail: 'hello@hearth.example',
    });
    expect(factsFrom({ contactEmail: 'labas@hearth.lt' }).contactEmail).toBe('labas@hearth.lt');
  });

  it('computes the worked example with orderMoney, so every page tells the checkout’s figures', () => {
    const custom = factsFrom({ serviceFeeCents: 1500 });
    const line = [{ dish: EXAMPLE_DISH, volume: 1 }];
    const card = orderMoney(line, { payInCash: false, serviceFeeCents: 1500 });
    const cash = orderMoney(line, { payInCash: true, serviceFeeCents: 1500 });
    expect(custom.exampleCardNow).toBe(formatEurCents(card.payNow));
    expect(custom.exampleCardAfter).toBe(formatEurCents(card.payAfterVisit));
    expect(custom.exampleCashNow).toBe(formatEurCents(cash.payNow));
    expect(custom.exampleCashTotal).toBe(formatEurCents(cash.total));
    // Each mode's parts add up to its total.
    const { cash: c, card: k, longer, shorter } = exampleMoney();
    expect(c.payNow + c.payAtVisit).toBe(c.total);
    expect(k.payNow + k.payAfterVisit).toBe(k.total);
    expect(longer.payNow + longer.payAfterVisit).toBe(longer.total);
    expect(shorter.payNow - shorter.refundAfterVisit).toBe(shorter.total);
  });

  it('follows the configured time to pay, in the reader’s numbers', () => {
    const ninety = factsFrom({ unpaidOrderTtlMinutes: 90 });
    expect(ninety.unpaidHours).toBe('1.5');
    expect(factsFrom({ unpaidOrderTtlMinutes: 90 }, 'lt').unpaidHours).toBe('1,5');
  });

  it('follows the configured service fee and rate, keeping a rate’s decimals', () => {
    const custom = factsFrom({ serviceFeeCents: 1500, dogeEurRate: 0.125 });
    expect(custom.serviceFee).toBe('€15.00');
    expect(custom.serviceFeeWithVat).toBe('€18.15');
    expect(custom.dogeRate).toBe('€0.125');
  });

  it('writes amounts as Lithuanian does in Lithuanian', () => {
    const lt = factsFrom({ serviceFeeCents: 1500, dogeEurRate: 0.125 }, 'lt');
    expect(lt.serviceFee).toBe('15,00\u00a0€');
    expect(lt.dogeRate).toBe('0,125\u00a0€');
    expect(lt.ratingMin).toBe('4,5');
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

  it('puts the FAQ of the landing page in it: fee, VAT, when to pay, actual time, cancellation, refunds, the information fee', () => {
    expect(FAQ_ENTRIES.map((entry) => entry.id)).toEqual([
      'portal-fee',
      'vat',
      'prepayment',
      'actual-time',
      'cancellation',
      'refunds',
      'information-fee-doge',
    ]);
  });

  it('holds the FAQ entries as the FAQ shows them, in its own order, with the search words added', () => {
    const inBase = KNOWLEDGE_BASE.filter((entry) => entry.faq);
    expect(inBase.map((entry) => entry.id)).toEqual(FAQ_ENTRIES.map((entry) => entry.id));
    for (const [index, entry] of inBase.entries()) {
      const shown = FAQ_ENTRIES[index]!;
      for (const language of ['en', 'lt'] as const) {
        const { keywords, ...text } = entry[language];
        expect(text).toEqual(shown[language]);
        expect(keywords, `${entry.id} ${language}`).toMatch(/\S/);
        expect(shown[language].keywords).toBeUndefined();
      }
    }
  });

  it('says the chef pays the information fee, at confirmation, and the customer never does', () => {
    const entry = knowledgeEntry('information-fee-doge')!;
    const en = knowledgeText(entry, 'en', facts).answer;
    expect(en).toMatch(/^The chef pays it, never the customer\./);
    expect(en).toContain('1 DOGE is taken from the chef’s DOGE wallet');
    expect(knowledgeText(entry, 'lt', facts).answer).toMatch(/^Jį moka virėjas, niekada ne klientas\./);
    // No other answer charges the customer DOGE for anything but paying an order from their wallet.
    for (const other of KNOWLEDGE_BASE)
      expect(knowledgeText(other, 'en', facts).answer).not.toMatch(/customer pays? (the )?1 DOGE/i);
  });

  it('tells the split with the worked example in the when-to-pay answer', () => {
    const answer = knowledgeText(knowledgeEntry('prepayment')!, 'en', facts).answer;
    expect(answer).toContain('in cash €13.29 now and €40.00 at the visit');
    expect(answer).toContain('by card or DOGE €33.29 now and €40.00 after the visit');
  });

  it('fills the cancellation answer with the rule of the checkout', () => {
    const entry = knowledgeEntry('cancellation')!;
    expect(knowledgeText(entry, 'en', facts).answer).toContain('24 hours');
    expect(knowledgeText(entry, 'lt', factsFrom({}, 'lt')).answer).toContain('30,00\u00a0€ baudą');
  });

  it('has a contact entry with the footer’s address', () => {
    expect(knowledgeText(knowledgeEntry(CONTACT_ENTRY_ID)!, 'en', facts).answer).toContain('@');
  });
});
