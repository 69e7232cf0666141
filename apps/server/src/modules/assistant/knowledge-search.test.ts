import { describe, expect, it } from 'vitest';
import { factsByLanguage } from '@hearth/domain/knowledge-base';
import { PARAPHRASES } from '@hearth/domain/knowledge-paraphrases';
import {
  buildKnowledgeIndexes,
  confident,
  entryCoverage,
  LONG_QUESTION_TERMS,
  LONG_UNKNOWN_TERM_WEIGHT,
  MIN_COVERAGE,
  UNKNOWN_TERM_WEIGHT,
  questionCues,
  searchKnowledge,
  termMatches,
  withoutNames,
} from './knowledge-search.ts';

/** Retrieval and the confidence rule (decision 065), without the app. */

const indexes = buildKnowledgeIndexes(factsByLanguage({ serviceFeeCents: 999, dogeEurRate: 0.2 }));
const answer = (question: string, language: 'en' | 'lt' = 'en') =>
  searchKnowledge(indexes, question, language)?.entry.id ?? null;

describe('knowledge search', () => {
  it('answers the plain wording of the cancellation policy in both languages', () => {
    expect(answer('What is the cancellation policy?')).toBe('cancellation');
    expect(answer('Kokia atšaukimo tvarka?', 'lt')).toBe('cancellation');
    expect(answer('kokia atsaukimo tvarka', 'lt')).toBe('cancellation');
  });

  it('leaves out the name of a chef: after a word for a chef, or capitalised in a question about one', () => {
    const { vocabulary } = indexes.en;
    expect(withoutNames('When can chef Egle cook?', 'en', vocabulary)).toBe('When can chef cook');
    expect(withoutNames('when can chef egle cook', 'en', vocabulary)).toBe('when can chef cook');
    expect(withoutNames('Kada virėja Eglė gali gaminti?', 'lt', indexes.lt.vocabulary)).toBe(
      'Kada virėja gali gaminti',
    );
    // A question about no chef keeps its capitals; a known word is never a name.
    expect(withoutNames('What is the VAT rate in Germany?', 'en', vocabulary)).toBe(
      'What is the VAT rate in Germany?',
    );
    expect(withoutNames('Can the chef Cancel?', 'en', vocabulary)).toBe('Can the chef Cancel');
  });

  it('answers when a named chef is free from the availability entry, the cue "when" weighing it', () => {
    expect(answer('When can chef Egle cook?')).toBe('chef-availability');
    expect(answer('Kada virėja Eglė gali gaminti?', 'lt')).toBe('chef-availability');
    expect(answer('kada gali atvaziuoti virejas Tomas', 'lt')).toBe('chef-availability');
  });

  it('finds an entry through a question that mixes the two languages', () => {
    expect(answer('kaip cancel užsakymą', 'lt')).toBe('cancellation');
  });

  it('says it does not know when the logistic regression hears a question about something else', () => {
    expect(answer('how do i write a will')).toBeNull();
    expect(answer('kiek tau metų', 'lt')).toBeNull();
  });

  it('takes the other language’s entry only when it holds the rest of the question too', () => {
    // "pasta" is a Lithuanian word for e-mail; the sign-in entry knows nothing of cooking.
    expect(answer('How to cook pasta?')).toBeNull();
  });

  it('meets a term or its start, and leaves typos to the spelling (a real word one letter away is no match)', () => {
    expect(termMatches('refund', ['refund'])).toBe(true);
    expect(termMatches('atsauk', ['atsaukim'])).toBe(true);
    expect(termMatches('tax', ['taxi'])).toBe(false);
    expect(termMatches('gmail', ['email'])).toBe(false);
    expect(answer('how do I sign in to my Gmail')).toBeNull();
  });

  it('finds the real question of a long one in its clause', () => {
    expect(
      answer(
        'hi there, my mum is turning 70 next month and I was thinking of booking someone to cook at her place, ' +
          'but how is the price of a dish actually calculated?',
      ),
    ).toBe('pricing');
  });

  it('ranks with the character n-grams too: the wallet is not money ("piniginė" / "pinigai")', () => {
    expect(answer('kur mano pinigine', 'lt')).toBe('doge-wallet');
    expect(answer('kaip veikia piniginė', 'lt')).toBe('doge-wallet');
  });

  it('tells the kind of question from its words', () => {
    expect(questionCues('Why is paying by card more expensive?')).toEqual(['why']);
    expect(questionCues('Kiek kainuoja?')).toContain('howMuch');
    expect(questionCues('When do I pay?')).toContain('when');
    expect(questionCues('Ar galiu mokėti grynais?')).toContain('canI');
  });

  it('ranks the entry that answers the kind of question asked', () => {
    expect(answer('Why is paying by card more expensive than cash?')).toBe('card-incentive');
  });

  it('has paraphrases for every entry in both languages', () => {
    for (const [id, wording] of Object.entries(PARAPHRASES)) {
      expect(wording.en.length, id).toBeGreaterThan(0);
      expect(wording.lt.length, id).toBeGreaterThan(0);
    }
  });
});

describe('the confidence rule', () => {
  it('needs the whole of a one-term question and MIN_COVERAGE of a longer one', () => {
    expect(confident(1, 1)).toBe(true);
    expect(confident(0.9, 1)).toBe(false);
    expect(confident(MIN_COVERAGE, 3)).toBe(true);
    expect(confident(MIN_COVERAGE - 0.01, 3)).toBe(false);
  });

  it('counts answer-only terms for less and unknown terms for more', () => {
    const entry = { topic: ['cancel', 'penalti'], answer: ['hour'] };
    const vocabulary = ['cancel', 'penalti', 'hour', 'chef'];
    expect(entryCoverage(['cancel', 'penalti'], entry, vocabulary)).toBe(1);
    expect(entryCoverage(['cancel', 'hour'], entry, vocabulary)).toBe(0.75);
    expect(entryCoverage(['cancel', 'chef'], entry, vocabulary)).toBe(0.5);
    expect(entryCoverage(['cancel', 'netflix'], entry, vocabulary)).toBe(1 / (1 + UNKNOWN_TERM_WEIGHT));
  });

  it('lets one word no entry knows outweigh two that the entry holds, not three', () => {
    const entry = { topic: ['price', 'day', 'fee'], answer: [] };
    const vocabulary = ['price', 'day', 'fee'];
    expect(confident(entryCoverage(['price', 'day', 'bitcoin'], entry, vocabulary), 3)).toBe(false);
    expect(confident(entryCoverage(['price', 'day', 'fee', 'bitcoin'], entry, vocabulary), 4)).toBe(true);
    expect(answer('bitcoin price today')).toBeNull();
    // From LONG_QUESTION_TERMS terms on, everyday words the entries never use weigh little.
    const long = ['price', 'day', 'fee', 'honestly', 'worried'];
    expect(long.length).toBe(LONG_QUESTION_TERMS);
    expect(entryCoverage(long, entry, vocabulary)).toBe(3 / (3 + 2 * LONG_UNKNOWN_TERM_WEIGHT));
    expect(answer('bitcoin kaina šiandien', 'lt')).toBeNull();
  });

  it('says it does not know rather than answer a question about something else', () => {
    for (const question of [
      'How do I cancel my gym membership?',
      'What is the weather in Kaunas tomorrow?',
      'Who won the basketball game?',
      'Give me a recipe for pancakes',
    ])
      expect(answer(question), question).toBeNull();
    expect(answer('Kaip atšaukti sporto klubo narystę?', 'lt')).toBeNull();
    expect(answer('Koks oras bus rytoj Kaune?', 'lt')).toBeNull();
  });
});
