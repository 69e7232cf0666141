import { describe, expect, it } from 'vitest';
import { factsByLanguage } from '@hearth/domain/knowledge-base';
import { buildKnowledgeIndexes, knownWord } from './knowledge-search.ts';
import {
  buildLexicon,
  doubled,
  droppedOrSwapped,
  nearestWord,
  soundAlike,
  spellQuestion,
} from './spelling.ts';

/** Typos put right before the question is read (decision 075). */

const indexes = buildKnowledgeIndexes(factsByLanguage({ serviceFeeCents: 999, dogeEurRate: 0.2 }));
const spell = (question: string, language: 'en' | 'lt' = 'en') =>
  spellQuestion(
    question,
    indexes[language].lexicon,
    indexes[language === 'en' ? 'lt' : 'en'].lexicon,
    (word) => knownWord(indexes, word),
  );

describe('spelling', () => {
  it('tells a letter dropped or two neighbours swapped, and nothing else', () => {
    expect(droppedOrSwapped('oder', 'order')).toBe(true);
    expect(droppedOrSwapped('crad', 'card')).toBe(true);
    expect(droppedOrSwapped('paymnet', 'payment')).toBe(true);
    expect(droppedOrSwapped('good', 'food')).toBe(false);
    expect(droppedOrSwapped('orderr', 'order')).toBe(false);
    expect(droppedOrSwapped('card', 'card')).toBe(false);
  });

  it('tells a letter typed twice and a letter typed as one that sounds like it', () => {
    expect(doubled('plattform', 'platform')).toBe(true);
    expect(doubled('cheff', 'chef')).toBe(true);
    expect(doubled('platfoorm', 'platform')).toBe(true);
    expect(doubled('plaxtform', 'platform')).toBe(false);
    expect(doubled('platform', 'platform')).toBe(false);
    expect(soundAlike('cansel', 'cancel')).toBe(true);
    expect(soundAlike('servise', 'service')).toBe(true);
    expect(soundAlike('kard', 'card')).toBe(true);
    expect(soundAlike('cart', 'card')).toBe(false);
    expect(soundAlike('good', 'food')).toBe(false);
  });

  it('takes the most frequent word of the lexicon, from four letters on', () => {
    const lexicon = buildLexicon(['order order order', 'odder']);
    expect(nearestWord('oder', lexicon)).toBe('order');
    expect(nearestWord('ord', lexicon)).toBeNull();
  });

  it('puts right the typos of both languages and of a mixed question', () => {
    expect(spell('can i cancell my oder')).toBe('can i cancell my order');
    expect(spell('what is the crad incentive?')).toBe('what is the card incentive?');
    expect(spell('kiek kainuja paslaugos mokestis', 'lt')).toBe('kiek kainuoja paslaugos mokestis');
    expect(spell('how do I atsaukti an oder')).toBe('how do I atsaukti an order');
    expect(spell('how do i cansel')).toBe('how do i cancel');
    expect(spell('what is the servise fee for the plattform')).toBe(
      'what is the service fee for the platform',
    );
  });

  it('leaves alone real words it does not know, names, numbers and other forms of known words', () => {
    expect(spell('recommend a good movie')).toBe('recommend a good movie');
    expect(spell('is chef Tomas free on friday')).toBe('is chef Tomas free on friday');
    expect(spell('is the 21% tax on the whole order')).toBe('is the 21% tax on the whole order');
    expect(spell('kas sutvarko virtuvę po vakarienės', 'lt')).toBe('kas sutvarko virtuvę po vakarienės');
  });
});
