import MiniSearch from 'minisearch';
import { LANGUAGES, type Language } from '@hearth/domain/constants';
import {
  KNOWLEDGE_BASE,
  knowledgeText,
  type Facts,
  type FactsByLanguage,
  type KnowledgeEntry,
} from '@hearth/domain/knowledge-base';
import { CUE_WORDS, PARAPHRASES, SYNONYMS, type QuestionCue } from '@hearth/domain/knowledge-paraphrases';
import { buildNgramIndex, ngramSimilarities, type NgramIndex } from './char-ngrams.ts';
import { DEV_SET } from './dev-set.ts';
import { OUTSIDE_QUESTIONS } from './outside-questions.ts';
import {
  classify,
  classifyLogistic,
  trainClassifier,
  trainLogistic,
  type EntryClassifier,
  type LogisticClassifier,
} from './entry-classifier.ts';
import { buildLexicon, type Lexicon } from './spelling.ts';
import { foldedWords, searchTerm, searchTerms, STOP_WORDS, withPhrases, words } from './term-processing.ts';

/**
 * Retrieval over the knowledge base (decisions 026 and 065). Each entry is two sets of search terms (Snowball
 * stems with the synonym groups applied, term-processing.ts): its topic (question, paraphrases of
 * knowledge-paraphrases.ts, keywords) and its answer (the figures filled in). A question's term meets an
 * entry's term when it is the same or its start (four letters or more); typos are put right before the search
 * (spelling.ts, decision 075).
 *
 * An entry's coverage of a question: the weight of the question's terms it holds (a topic term counts fully,
 * an answer-only term ANSWER_TERM_WEIGHT) over the weight of all of them. A term weighs its rarity among the
 * entries (idf: "chef" tells less than "refund"), and a term no entry holds at all weighs UNKNOWN_TERM_WEIGHT
 * times the rarest: the question is about something else. Entries rank by coverage, CUE_BOOST times higher
 * when they answer the kind of question asked (why, how much, when, can I); the character n-grams of each
 * entry's topic (char-ngrams.ts) are a second signal in that ranking, never in the confidence rule.
 *
 * The confidence rule: the best entry's coverage must reach MIN_COVERAGE, and a question of one term must
 * be held whole; and the logistic regression's outside class (entry-classifier.ts) must stay under
 * OUTSIDE_PROBABILITY. Below it the assistant says it does not know; it never answers from a weaker entry.
 */

export const MIN_COVERAGE = 0.5;
export const CUE_BOOST = 1.3;
/**
 * A word no entry knows outweighs two the best entry holds, not three: "bitcoin price today" is about
 * something else, "cancel booking penalty ..." with one odd word is not (measured on the dev sets, decision 069).
 */
export const UNKNOWN_TERM_WEIGHT = 2.5;
/** From this many terms on, a question is long: its unknown words are more often everyday words. */
export const LONG_QUESTION_TERMS = 5;
export const LONG_UNKNOWN_TERM_WEIGHT = 0.25;

function unknownWeight(termCount: number): number {
  return termCount >= LONG_QUESTION_TERMS ? LONG_UNKNOWN_TERM_WEIGHT : UNKNOWN_TERM_WEIGHT;
}
export const ANSWER_TERM_WEIGHT = 0.5;
/** A mixed question's entry must cover this share of its words in the answer's language too. */
export const MIXED_NATIVE_COVERAGE = MIN_COVERAGE;
/** The topic's terms weigh this much more than the answer's in the ranking. */
export const TOPIC_BOOST = 4;
/** The weight of the character n-grams' similarity beside BM25's score in the ranking (see `ranked`). */
export const NGRAM_WEIGHT = 0.25;
/** The weight of the classifier's posterior (entry-classifier.ts) beside them. */
export const CLASSIFIER_WEIGHT = 0.5;
/**
 * The weight of the logistic regression's probability (entry-classifier.ts) beside them: it learns which
 * words tell near entries apart from all the entries' texts at once, where naive Bayes counts each entry's
 * words on its own.
 */
export const LOGISTIC_WEIGHT = 1;
/** The logistic regression's class for questions about something else (outside-questions.ts). */
export const OUTSIDE = '(outside)';
/**
 * From this probability of the outside class on, the assistant says it does not know, whatever the coverage:
 * "how do I write a will" holds the contact entry's "write", but sounds like nothing the site does.
 */
export const OUTSIDE_PROBABILITY = 0.7;

interface EntryTerms {
  entry: KnowledgeEntry;
  /** The terms of its question, paraphrases and keywords: what the entry is about. */
  topic: readonly string[];
  answer: readonly string[];
  cues: readonly QuestionCue[];
}

interface IndexedEntry {
  id: string;
  topic: string;
  answer: string;
}

/** Per language: the ranking index, every entry's terms, and every term some entry holds. */
export interface KnowledgeIndex {
  search: MiniSearch<IndexedEntry>;
  entries: Map<string, EntryTerms>;
  vocabulary: readonly string[];
  /** Every word of the texts above and of the wording data, for the question's spelling (spelling.ts). */
  lexicon: Lexicon;
  /** The vocabulary as a set, for exact look-ups. */
  stems: ReadonlySet<string>;
  ngrams: NgramIndex;
  classifier: EntryClassifier;
  logistic: LogisticClassifier;
}
export type KnowledgeIndexes = Record<Language, KnowledgeIndex>;

function buildIndex(language: Language, facts: Facts): KnowledgeIndex {
  const documents = KNOWLEDGE_BASE.map((entry) => {
    const { question, answer } = knowledgeText(entry, language, facts);
    const wording = PARAPHRASES[entry.id];
    const topic = [question, ...(wording?.[language] ?? []), entry[language].keywords ?? ''].join('. ');
    return { entry, id: entry.id, topic, answer, cues: wording?.cues ?? [] };
  });
  const search = new MiniSearch<IndexedEntry>({
    fields: ['topic', 'answer'],
    storeFields: ['id'],
    tokenize: (text) => withPhrases(text, language),
    processTerm: (term) => searchTerm(term, language),
  });
  search.addAll(documents.map(({ id, topic, answer }) => ({ id, topic, answer })));
  const entries = new Map(
    documents.map((d) => [
      d.id,
      {
        entry: d.entry,
        topic: searchTerms(d.topic, language),
        answer: searchTerms(d.answer, language),
        cues: d.cues,
      },
    ]),
  );
  const vocabulary = [...new Set([...entries.values()].flatMap((e) => [...e.topic, ...e.answer]))];
  const lexicon = buildLexicon([
    ...documents.flatMap((d) => [d.topic, d.answer]),
    ...SYNONYMS[language].flat(),
    ...STOP_WORDS[language],
    ...Object.values(CUE_WORDS).flat(),
  ]);
  const ngrams = buildNgramIndex(new Map(documents.map((d) => [d.id, d.topic])), language);
  const ids = new Set(documents.map((d) => d.id));
  const examples = [
    ...documents.flatMap((d) =>
      [d.entry[language].question, ...(PARAPHRASES[d.id]?.[language] ?? []), d.entry[language].keywords ?? '']
        .filter(Boolean)
        .map((text) => ({ id: d.id, text })),
    ),
    ...DEV_SET[language].flatMap((item) =>
      item.expect.filter((id) => ids.has(id)).map((id) => ({ id, text: item.q })),
    ),
  ];
  const classifier = trainClassifier(examples, language);
  // The logistic regression also learns an "outside" class: what questions no entry answers sound like.
  const outside = [
    ...DEV_SET[language].filter((item) => item.expect.includes('unknown')).map((item) => item.q),
    ...OUTSIDE_QUESTIONS[language],
  ].map((text) => ({ id: OUTSIDE, text }));
  const logistic = trainLogistic([...examples, ...outside], language);
  return { search, entries, vocabulary, lexicon, stems: new Set(vocabulary), ngrams, classifier, logistic };
}

export function buildKnowledgeIndexes(facts: FactsByLanguage): KnowledgeIndexes {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, buildIndex(language, facts[language])]),
  ) as KnowledgeIndexes;
}

/**
 * A question's term found among an entry's terms: the same, or the start of one (or one of them its start:
 * Lithuanian endings). Typos are put right before the search (spelling.ts).
 */
export function termMatches(term: string, entryTerms: readonly string[]): boolean {
  return entryTerms.some(
    (known) =>
      known === term ||
      (term.length >= 4 && known.startsWith(term)) ||
      (known.length >= 5 && term.startsWith(known)),
  );
}

/** Whether a word's search term, in either language, is one some entry holds (its exact stem). */
export function knownWord(indexes: KnowledgeIndexes, word: string): boolean {
  return LANGUAGES.some((candidate) => {
    const term = searchTerm(word, candidate);
    return term !== null && indexes[candidate].stems.has(term);
  });
}

/** The kinds of question a text asks, by its words (folded). */
export function questionCues(question: string): QuestionCue[] {
  const words = foldedWords(question);
  return (Object.keys(CUE_WORDS) as QuestionCue[]).filter((cue) =>
    CUE_WORDS[cue].some((word) => words.includes(word)),
  );
}

/** The confidence rule: enough of the question covered by the best entry; all of a one-term question. */
export function confident(coverage: number, termCount: number): boolean {
  return termCount === 1 ? coverage >= 1 : coverage >= MIN_COVERAGE;
}

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** The weighted share of the question the entry covers (0 to 1). */
  coverage: number;
  termCount: number;
}

/**
 * How much of the question the entry covers: a term of its topic counts 1, a term only its answer holds
 * ANSWER_TERM_WEIGHT, over all the question's terms, where a term no entry holds weighs UNKNOWN_TERM_WEIGHT.
 */
export function entryCoverage(
  terms: readonly string[],
  entry: Pick<EntryTerms, 'topic' | 'answer'>,
  vocabulary: readonly string[],
): number {
  let held = 0;
  let total = 0;
  for (const term of terms) {
    const weight = termMatches(term, entry.topic)
      ? 1
      : termMatches(term, entry.answer)
        ? ANSWER_TERM_WEIGHT
        : 0;
    held += weight;
    total += weight > 0 || termMatches(term, vocabulary) ? 1 : unknownWeight(terms.length);
  }
  return total === 0 ? 0 : held / total;
}

/** The folded starts of the nouns for a chef ("chef Egle", "virėja Eglė", "šefas Tomas"; not the verb "cook"). */
const CHEF_WORD = /^(chef|vire|sef)/;

/**
 * The question without the names of people in it: a word no entry knows that follows a word for a chef, or
 * that is written with a capital inside a question about a chef ("when can chef Egle cook?", "Kada virėja
 * Eglė laisva?"). A name tells which chef, not which entry; as an unknown word it would sink the coverage.
 */
export function withoutNames(question: string, language: Language, vocabulary: readonly string[]): string {
  const original = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  const folded = foldedWords(question);
  const aboutChef = folded.some((word) => CHEF_WORD.test(word));
  if (!aboutChef) return question;
  const kept = original.filter((word, i) => {
    const term = searchTerm(word, language);
    if (term === null || termMatches(term, vocabulary)) return true;
    const afterChef = i > 0 && CHEF_WORD.test(folded[i - 1]!);
    const capital = i > 0 && word[0] !== word[0]!.toLowerCase();
    return !(afterChef || capital);
  });
  return kept.join(' ');
}

/**
 * The entry the word search, the character n-grams and the two classifiers agree on best: BM25's score over
 * the best one's, plus NGRAM_WEIGHT times the cosine over the best cosine, plus CLASSIFIER_WEIGHT times naive
 * Bayes's posterior and LOGISTIC_WEIGHT times the logistic regression's probability. They only reorder; the
 * coverage rule still decides whether the chosen entry answers.
 */
function ranked(
  index: KnowledgeIndex,
  results: readonly { id: unknown; score: number }[],
  question: string,
  language: Language,
  probability: ReadonlyMap<string, number>,
): string | null {
  if (results.length === 0) return null;
  const words = new Map(results.map((r) => [String(r.id), r.score / results[0]!.score]));
  const grams = ngramSimilarities(index.ngrams, question, language);
  const bestGram = Math.max(...grams.values()) || 1;
  const posterior = classify(index.classifier, question, language);
  let best: string | null = null;
  let bestScore = -1;
  for (const [id, similarity] of grams) {
    const score =
      (words.get(id) ?? 0) +
      NGRAM_WEIGHT * (similarity / bestGram) +
      CLASSIFIER_WEIGHT * (posterior.get(id) ?? 0) +
      LOGISTIC_WEIGHT * (probability.get(id) ?? 0);
    if (score > bestScore) [best, bestScore] = [id, score];
  }
  return best;
}

/** BM25 over topic (boosted) and answer, and the n-grams, rank the entries; the best one's coverage decides. */
function bestIn(index: KnowledgeIndex, asked: string, language: Language): KnowledgeMatch | null {
  const question = withoutNames(asked, language, index.vocabulary);
  const terms = searchTerms(question, language);
  if (terms.length === 0) return null;
  const cues = questionCues(question);
  const results = index.search.search(terms.join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: { topic: TOPIC_BOOST, answer: 1 },
    prefix: (term) => term.length >= 4,
    boostDocument: (id) =>
      CUE_BOOST ** index.entries.get(String(id))!.cues.filter((cue) => cues.includes(cue)).length,
  });
  const probability = classifyLogistic(index.logistic, question, language);
  if ((probability.get(OUTSIDE) ?? 0) >= OUTSIDE_PROBABILITY) return null;
  const best = ranked(index, results, question, language, probability);
  const found = best && index.entries.get(best);
  if (!found) return null;
  return {
    entry: found.entry,
    coverage: entryCoverage(terms, found, index.vocabulary),
    termCount: terms.length,
  };
}

/** Where a long question's clauses part: punctuation, a dash between spaces, "but" ("bet", "tačiau"). */
const CLAUSE_BREAK = /[,.;:!?()\n]+|\s[-–—]\s|\s(?:but|bet|tačiau|taciau)\s/i;

/**
 * A long question's real question is often one clause among greetings and the asker's story ("hi, my mum
 * turns 70 and ..., but how is the price of a dish calculated?"): the clause of two terms or more whose best
 * entry passes the confidence rule with the highest coverage, or null.
 */
function bestClause(index: KnowledgeIndex, question: string, language: Language): KnowledgeMatch | null {
  let best: KnowledgeMatch | null = null;
  for (const clause of question.split(CLAUSE_BREAK)) {
    const found = bestIn(index, clause, language);
    if (found && found.termCount >= 2 && confident(found.coverage, found.termCount))
      if (!best || found.coverage > best.coverage) best = found;
  }
  return best;
}

/**
 * The entry that answers the question, or null when none is above the confidence rule. Searched in the
 * answer's language (a long question also clause by clause); then the words that language does not know
 * are searched in the other one, so that a question mixing the two ("kaip cancel užsakymą") still finds its
 * entry.
 */
export function searchKnowledge(
  indexes: KnowledgeIndexes,
  question: string,
  language: Language,
): KnowledgeMatch | null {
  const first = bestIn(indexes[language], question, language);
  if (first && confident(first.coverage, first.termCount)) return first;
  if (first && first.termCount >= LONG_QUESTION_TERMS) {
    const inClause = bestClause(indexes[language], question, language);
    if (inClause) return inClause;
  }
  // A question that mixes the languages: the words the answer's language does not know, in the other one.
  const known = indexes[language].vocabulary;
  const foreign = words(question)
    .filter((word) => {
      const term = searchTerm(word, language);
      return term !== null && !termMatches(term, known);
    })
    .join(' ');
  // The entry found must also hold the words the answer's language knows ("kaip cancel užsakymą": the
  // cancelling entry holds "užsakymas"); "how to cook pasta" is not about e-mail, though "pasta" is a
  // Lithuanian word for it.
  const native = searchTerms(withoutNames(question, language, known), language).filter((term) =>
    termMatches(term, known),
  );
  for (const other of LANGUAGES.filter((candidate) => candidate !== language)) {
    const best = foreign ? bestIn(indexes[other], foreign, other) : null;
    if (!best || !confident(best.coverage, best.termCount)) continue;
    const own = indexes[language].entries.get(best.entry.id);
    if (native.length === 0 || !own || entryCoverage(native, own, known) >= MIXED_NATIVE_COVERAGE)
      return best;
  }
  return null;
}
