import type { Language } from '@hearth/domain/constants';
import { STOP_WORDS, withPhrases } from './term-processing.ts';

/**
 * Character n-gram similarity (decision 075): a second signal beside the word search, which meets the
 * inflections and misspellings that stems and a one-typo tolerance miss ("piniginė" is not "pinigai").
 * Each entry's topic is a TF-IDF vector of the NGRAM_LENGTH-letter pieces of its words (folded, the synonym groups applied,
 * common words dropped, each word padded with a space on both sides), normalised; a question's vector is
 * compared with each by cosine.
 */

export const NGRAM_LENGTH = 4;

type Vector = Map<string, number>;

export interface NgramIndex {
  idf: Map<string, number>;
  /** Each n-gram's weight in the entries that hold it (normalised vectors, turned inside out). */
  postings: Map<string, [id: string, weight: number][]>;
  ids: readonly string[];
}

function counts(text: string, language: Language): Vector {
  const grams: Vector = new Map();
  for (const word of withPhrases(text, language)) {
    if (STOP_WORDS[language].has(word)) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + NGRAM_LENGTH <= padded.length; i += 1) {
      const gram = padded.slice(i, i + NGRAM_LENGTH);
      grams.set(gram, (grams.get(gram) ?? 0) + 1);
    }
  }
  return grams;
}

function weighted(grams: Vector, idf: Map<string, number>): Vector {
  const vector: Vector = new Map();
  let norm = 0;
  for (const [gram, n] of grams) {
    const weight = (1 + Math.log(n)) * (idf.get(gram) ?? 0);
    if (weight === 0) continue;
    vector.set(gram, weight);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm);
  if (norm === 0) return vector;
  for (const [gram, weight] of vector) vector.set(gram, weight / norm);
  return vector;
}

export function buildNgramIndex(topics: ReadonlyMap<string, string>, language: Language): NgramIndex {
  const raw = new Map([...topics].map(([id, text]) => [id, counts(text, language)]));
  const df = new Map<string, number>();
  for (const grams of raw.values()) for (const gram of grams.keys()) df.set(gram, (df.get(gram) ?? 0) + 1);
  const idf = new Map([...df].map(([gram, n]) => [gram, Math.log(1 + raw.size / n)]));
  const postings = new Map<string, [string, number][]>();
  for (const [id, grams] of raw)
    for (const [gram, weight] of weighted(grams, idf))
      postings.set(gram, [...(postings.get(gram) ?? []), [id, weight]]);
  return { idf, postings, ids: [...raw.keys()] };
}

/** Each entry's cosine similarity with the question (0 to 1). */
export function ngramSimilarities(
  index: NgramIndex,
  question: string,
  language: Language,
): Map<string, number> {
  const asked = weighted(counts(question, language), index.idf);
  const similarities = new Map(index.ids.map((id) => [id, 0]));
  for (const [gram, weight] of asked)
    for (const [id, entryWeight] of index.postings.get(gram) ?? [])
      similarities.set(id, similarities.get(id)! + weight * entryWeight);
  return similarities;
}
