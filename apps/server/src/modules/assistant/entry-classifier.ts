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

// ---- A discriminative classifier: multinomial logistic regression (decision 082) ----
// Trained on the same texts as naive Bayes, it weighs every feature against all the entries at once: a word
// that several near entries share ("pay", "card") gets little weight, one that only the questions of one
// of them use ("deposit", "upfront") much. Its letter pieces are three to five letters long.

/** The lengths of the letter pieces the logistic regression reads beside the search terms. */
export const LOGISTIC_GRAMS: readonly number[] = [3, 4, 5];
/** Passes over the training texts, the first step size, and the L2 penalty per step. */
export const LOGISTIC_EPOCHS = 10;
export const LOGISTIC_RATE = 8;
export const LOGISTIC_L2 = 1e-5;
/** A letter piece's weight beside a search term's. */
export const LOGISTIC_GRAM_WEIGHT = 0.1;

export interface LogisticClassifier {
  ids: readonly string[];
  /** Per feature: its weight for each entry (the ids' order). */
  weights: Map<string, Float64Array>;
  bias: Float64Array;
}

/**
 * A text's features for the logistic regression: its search terms (weight 1) and the letter pieces of its
 * words (each length summed, LOGISTIC_GRAM_WEIGHT per piece), scaled to unit length so that long and short
 * texts weigh alike.
 */
export function logisticFeatures(text: string, language: Language): [string, number][] {
  const found = new Map<string, number>();
  for (const term of searchTerms(text, language)) found.set(`w:${term}`, 1);
  for (const word of withPhrases(text, language)) {
    if (STOP_WORDS[language].has(word)) continue;
    const padded = ` ${word} `;
    for (const n of LOGISTIC_GRAMS)
      for (let i = 0; i + n <= padded.length; i += 1) {
        const gram = `g${n}:${padded.slice(i, i + n)}`;
        found.set(gram, (found.get(gram) ?? 0) + LOGISTIC_GRAM_WEIGHT);
      }
  }
  const norm = Math.sqrt([...found.values()].reduce((sum, x) => sum + x * x, 0)) || 1;
  return [...found].map(([feature, x]) => [feature, x / norm]);
}

function softmax(scores: Float64Array): Float64Array {
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

function softmaxInPlace(scores: Float64Array): void {
  let top = -Infinity;
  for (const s of scores) if (s > top) top = s;
  let sum = 0;
  for (let k = 0; k < scores.length; k += 1) sum += scores[k] = Math.exp(scores[k]! - top);
  for (let k = 0; k < scores.length; k += 1) scores[k] = scores[k]! / sum;
}

/**
 * Trained by stochastic gradient descent on the cross-entropy, in a fixed order shuffled by a seeded
 * generator (the same model at every start), the step size falling with each pass.
 */
export function trainLogistic(
  examples: readonly { id: string; text: string }[],
  language: Language,
): LogisticClassifier {
  const ids = [...new Set(examples.map((e) => e.id))];
  const classes = ids.length;
  const column = new Map(ids.map((id, i) => [id, i]));
  const featureIndex = new Map<string, number>();
  const data = examples.map(({ id, text }) => {
    const x = logisticFeatures(text, language);
    const at = Int32Array.from(x, ([feature]) => {
      let i = featureIndex.get(feature);
      if (i === undefined) featureIndex.set(feature, (i = featureIndex.size));
      return i * classes;
    });
    return { label: column.get(id)!, at, x: Float64Array.from(x, ([, value]) => value) };
  });
  // One row of `classes` weights per feature, side by side.
  const matrix = new Float64Array(featureIndex.size * classes);
  const bias = new Float64Array(classes);
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const order = data.map((_, i) => i);
  const p = new Float64Array(classes);
  const moved = new Int32Array(classes);
  for (let epoch = 0; epoch < LOGISTIC_EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = LOGISTIC_RATE / (1 + epoch);
    for (const n of order) {
      const { label, at, x } = data[n]!;
      p.set(bias);
      for (let f = 0; f < at.length; f += 1) {
        const base = at[f]!;
        const value = x[f]!;
        for (let k = 0; k < classes; k += 1) p[k] = p[k]! + matrix[base + k]! * value;
      }
      softmaxInPlace(p);
      p[label] = p[label]! - 1;
      // Only the entries whose gradient is not negligible move (most, once the model is sure).
      let count = 0;
      for (let k = 0; k < classes; k += 1)
        if (Math.abs(p[k]!) > 1e-4) {
          moved[count++] = k;
          bias[k] = bias[k]! - rate * p[k]!;
        }
      for (let f = 0; f < at.length; f += 1) {
        const base = at[f]!;
        const step = rate * x[f]!;
        for (let c = 0; c < count; c += 1) {
          const k = moved[c]!;
          matrix[base + k] = matrix[base + k]! - step * p[k]!;
        }
      }
    }
    // The L2 penalty, once per pass for every weight.
    const shrink = 1 - rate * LOGISTIC_L2 * order.length;
    for (let i = 0; i < matrix.length; i += 1) matrix[i] = matrix[i]! * shrink;
  }
  const weights = new Map<string, Float64Array>();
  for (const [feature, i] of featureIndex)
    weights.set(feature, matrix.subarray(i * classes, (i + 1) * classes));
  return { ids, weights, bias };
}

/** Each entry's probability for the question under the logistic regression (0 to 1, summing to 1). */
export function classifyLogistic(
  classifier: LogisticClassifier,
  question: string,
  language: Language,
): Map<string, number> {
  const { ids, weights, bias } = classifier;
  const scores = Float64Array.from(bias);
  for (const [feature, value] of logisticFeatures(question, language)) {
    const row = weights.get(feature);
    if (!row) continue;
    for (let k = 0; k < ids.length; k += 1) scores[k] = scores[k]! + row[k]! * value;
  }
  const p = softmax(scores);
  return new Map(ids.map((id, i) => [id, p[i]!]));
}
