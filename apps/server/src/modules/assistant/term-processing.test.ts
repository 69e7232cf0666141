import { describe, expect, it } from 'vitest';
import { searchTerms, stem, withPhrases } from './term-processing.ts';

/** Stems (Snowball, @orama/stemmers), folding, stop words and the synonym groups of knowledge-paraphrases.ts. */

describe('search terms', () => {
  it('meets the forms of an English word by its Snowball stem', () => {
    expect(new Set(['cancelling', 'cancelled', 'cancels'].map((w) => stem(w, 'en')))).toEqual(
      new Set([stem('cancel', 'en')]),
    );
    expect(stem('refunds', 'en')).toBe(stem('refund', 'en'));
  });

  it('meets the forms of a Lithuanian word, with and without its letters', () => {
    const forms = ['užsakymas', 'užsakymą', 'užsakymo', 'uzsakymo', 'užsakymų'];
    expect(new Set(forms.map((w) => stem(w, 'lt'))).size).toBe(1);
    expect(stem('mokesčių', 'lt')).toBe(stem('mokestis', 'lt'));
  });

  it('drops the common words of each language', () => {
    expect(searchTerms('What is the', 'en')).toEqual([]);
    expect(searchTerms('Kaip ar kas yra', 'lt')).toEqual([]);
    expect(searchTerms("cant can't cannot", 'en')).toEqual([]);
    expect(searchTerms('du per plius', 'lt')).toEqual([]);
  });

  it('names the words readers use for paying, sending, cities and languages by one term', () => {
    expect(searchTerms('paypal', 'en')).toEqual(searchTerms('method', 'en'));
    expect(searchTerms('payment options', 'en')).toEqual(searchTerms('method', 'en'));
    expect(searchTerms('bankiniu pavedimu', 'lt')).toEqual(searchTerms('būdas', 'lt'));
    expect(searchTerms('transfer', 'en')).toEqual(searchTerms('send', 'en'));
    expect(searchTerms('pervesti', 'lt')).toEqual(searchTerms('siųsti', 'lt'));
    expect(searchTerms('riga', 'en')).toEqual(searchTerms('city', 'en'));
    expect(searchTerms('Klaipėdoje', 'lt')).toEqual(searchTerms('miestas', 'lt'));
    expect(searchTerms('english', 'en')).toEqual(searchTerms('language', 'en'));
  });

  it('puts every member of a synonym group under its first word, phrases too', () => {
    const cancel = searchTerms('cancel', 'en');
    expect(searchTerms('call off', 'en')).toEqual(cancel);
    expect(searchTerms('cancellation', 'en')).toEqual(cancel);
    expect(searchTerms('back out', 'en')).toEqual(cancel);
    const atsaukti = searchTerms('atšaukti', 'lt');
    expect(searchTerms('atšaukimo', 'lt')).toEqual(atsaukti);
    expect(searchTerms('atsisakyti', 'lt')).toEqual(atsaukti);
    expect(searchTerms('atsaukimas', 'lt')).toEqual(atsaukti);
    expect(withPhrases('I want my money back', 'en')).toEqual(['i', 'want', 'my', 'refund']);
  });

  it('meets a Lithuanian form its group does not list by the start of a member', () => {
    // "kompensuojama" is a form of "kompensuoti", a member of the refund group.
    expect(searchTerms('kompensuojama', 'lt')).toEqual(searchTerms('grąžinti', 'lt'));
  });

  it('keeps an English word that only starts like a member apart from its group', () => {
    expect(searchTerms('personal', 'en')).not.toEqual(searchTerms('support', 'en'));
  });
});
