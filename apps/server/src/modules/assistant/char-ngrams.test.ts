import { describe, expect, it } from 'vitest';
import { buildNgramIndex, ngramSimilarities } from './char-ngrams.ts';

/** The character n-gram similarity of the ranking (decision 075). */

describe('character n-grams', () => {
  const index = buildNgramIndex(
    new Map([
      ['wallet', 'Kas yra DOGE piniginė? piniginės likutis'],
      ['refunds', 'Kaip ir kada grąžinami pinigai?'],
    ]),
    'lt',
  );

  it('meets another form of a word, folded, where the stems part', () => {
    const similarities = ngramSimilarities(index, 'kur mano pinigine', 'lt');
    expect(similarities.get('wallet')!).toBeGreaterThan(similarities.get('refunds')!);
  });

  it('gives a question of common words only no similarity, and never divides by zero', () => {
    const similarities = ngramSimilarities(index, 'kas kaip', 'lt');
    expect([...similarities.values()]).toEqual([0, 0]);
  });
});
