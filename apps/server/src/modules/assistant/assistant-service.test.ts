import { describe, expect, it } from 'vitest';
import { createAssistant, decide, DECISIONS_KEPT } from './assistant-service.ts';

describe('createAssistant', () => {
  it('builds the knowledge indexes at the first question and keeps them', () => {
    const assistant = createAssistant({ SERVICE_FEE_CENTS: 999, DOGE_EUR_RATE: 0.2 });
    // Not built at start: a getter that builds them when first read.
    expect(Object.getOwnPropertyDescriptor(assistant, 'indexes')?.get).toBeTypeOf('function');
    expect(decide(assistant, 'What is the cancellation policy?', 'en')).toMatchObject({
      kind: 'knowledge',
      entry: { id: 'cancellation' },
    });
    expect(assistant.indexes).toBe(assistant.indexes);
  });
});

describe('decide', () => {
  const assistant = createAssistant({ SERVICE_FEE_CENTS: 999, DOGE_EUR_RATE: 0.2 });
  const kind = (question: string, language: 'en' | 'lt' = 'en') => decide(assistant, question, language).kind;

  it('starts a chef search on a price order only when the question is about chefs or food', () => {
    expect(kind('cheapest chefs in kaunas')).toBe('chefs');
    expect(kind('pigiausi virėjai Kaune', 'lt')).toBe('chefs');
    expect(kind('where can I buy a cheap used car')).not.toBe('chefs');
    expect(kind('kur nusipirkti pigius baldus', 'lt')).not.toBe('chefs');
  });

  it('reads the question with its typos put right', () => {
    expect(decide(assistant, 'can i cancell my oder', 'en')).toMatchObject({ entry: { id: 'cancellation' } });
    expect(decide(assistant, 'what is the crad incentive', 'en')).toMatchObject({
      entry: { id: 'card-incentive' },
    });
  });

  it('keeps the decisions of questions asked lately, by language and wording, up to DECISIONS_KEPT', () => {
    const keeping = createAssistant({ SERVICE_FEE_CENTS: 999, DOGE_EUR_RATE: 0.2 });
    const first = decide(keeping, 'What is the cancellation policy?', 'en');
    expect(decide(keeping, 'What is the cancellation policy?', 'en')).toBe(first);
    // Another language or wording is decided on its own.
    expect(decide(keeping, 'What is the cancellation policy?', 'lt')).not.toBe(first);
    expect(decide(keeping, 'what is the cancellation policy', 'en')).not.toBe(first);
    for (let i = 0; i < DECISIONS_KEPT; i += 1) decide(keeping, `question ${i}`, 'en');
    expect(keeping.decisions.size).toBe(DECISIONS_KEPT);
    expect(keeping.decisions.has('en\nWhat is the cancellation policy?')).toBe(false);
  });
});
