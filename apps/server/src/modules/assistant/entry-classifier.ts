import type { Language } from '@hearth/domain/constants';
import { searchTerms, STOP_WORDS, withPhrases } from './term-processing.ts';

/**
 * A multinomial naive Bayes classifier over the entries (decision 078), trained when the indexes are built
 * (the first question) on each entry's own texts and the tuning questions labelled with it. Its features are
 * a text's search terms (stems with the synonym groups applied, term-processing.ts) and, weighing
 * GRAM_WEIGHT each, the CLASSIFIER_GRAM-letter pieces of its words (inflections and misspellings the stems
 * miss). Unlike BM25, which scores each entry by the rarity of the words it holds, it learns which words
 * tell near entries apart ("deposit" with prepayment, "extra" with the card incentive), from how often
 * each entry's questions use them. It only ranks: whether the chosen entry answers is still the coverage
 * rule's to say (knowledge-search.ts).
 */

export const CLASSIFIER_GRAM = 4;
export const GRAM_WEIGHT = 0.2;
/** Laplace smoothing of the word counts. */
export const SMOOTHING = 0.1;

export interface EntryClassifier {
  ids: readonly string[];
  /** Per feature: its log-likelihood in each entry (the ids' order). */
  logLikelihood: Map<string, Float64Array>;
}

/** A text's features and their weights. */
export function features(text: string, language: Language): Map<string, number> {
  const found = new Map<string, number>();
  for (const term of searchTerms(text, language)) found.set(`w:${term}`, 1);
  for (const word of withPhrases(text, language)) {
    if (STOP_WORDS[language].has(word)) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + CLASSIFIER_GRAM <= padded.length; i += 1) {
      const gram = `g:${padded.slice(i, i + CLASSIFIER_GRAM)}`;
      found.set(gram, (found.get(gram) ?? 0) + GRAM_WEIGHT);
    }
  }
  return found;
}

/** Trained on labelled texts: every entry weighs the same a priori (the questions are not a sample of traffic). */
export function trainClassifier(
  examples: readonly { id: string; text: string }[],
  language: Language,
): EntryClassifier {
  const ids = [...new Set(examples.map((e) => e.id))];
  const column = new Map(ids.map((id, i) => [id, i]));
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(ids.length);
  for (const { id, text } of examples) {
    const i = column.get(id)!;
    for (const [feature, weight] of features(text, language)) {
      let row = counts.get(feature);
      if (!row) counts.set(feature, (row = new Float64Array(ids.length)));
      row[i] = row[i]! + weight;
      totals[i] = totals[i]! + weight;
    }
  }
  const vocabulary = counts.size;
  const denominators = totals.map((total) => Math.log(total + SMOOTHING * vocabulary));
  const logLikelihood = new Map<string, Float64Array>();
  for (const [feature, row] of counts)
    logLikelihood.set(
      feature,
      row.map((n, i) => Math.log(n + SMOOTHING) - denominators[i]!),
    );
  return { ids, logLikelihood };
}

/**
 * Each entry's posterior probability for the question (0 to 1, summing to 1). Features no entry saw carry no
 * information and are left out; a question with none gives every entry the same share.
 */
export function classify(
  classifier: EntryClassifier,
  question: string,
  language: Language,
): Map<string, number> {
  const { ids, logLikelihood } = classifier;
  const scores = new Float64Array(ids.length);
  for (const [feature, weight] of features(question, language)) {
    const row = logLikelihood.get(feature);
    if (!row) continue;
    for (let i = 0; i < ids.length; i += 1) scores[i] = scores[i]! + weight * row[i]!;
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return new Map(ids.map((id, i) => [id, exp[i]! / sum]));
}
