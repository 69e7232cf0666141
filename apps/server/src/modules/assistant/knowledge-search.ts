import MiniSearch, { type SearchResult } from 'minisearch';
import { LANGUAGES, type Language } from '@hearth/domain/constants';
import {
  KNOWLEDGE_BASE,
  knowledgeText,
  type Facts,
  type FactsByLanguage,
  type KnowledgeEntry,
} from '@hearth/domain/knowledge-base';
import { searchTerm, searchTerms, words } from './term-processing.ts';

/**
 * Retrieval over the knowledge base with MiniSearch: one index per language over each entry's question,
 * keywords and answer (the figures filled in), the question boosted most. Prefix and fuzzy search let
 * Lithuanian endings and typos meet (term-processing.ts).
 *
 * The confidence rule: the best entry must match at least MIN_COVERAGE of the question's search terms
 * (common words are not terms). A question about something else ("who is the president of Lithuania")
 * shares a word with some entry at most by chance, and then covers too little of itself to be answered.
 */

export const MIN_COVERAGE = 0.6;

interface IndexedEntry {
  id: string;
  question: string;
  keywords: string;
  answer: string;
}

const SEARCH_OPTIONS = {
  boost: { question: 3, keywords: 2, answer: 1 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'OR',
} as const;

export type KnowledgeIndexes = Record<Language, MiniSearch<IndexedEntry>>;

function buildIndex(language: Language, facts: Facts): MiniSearch<IndexedEntry> {
  const index = new MiniSearch<IndexedEntry>({
    fields: ['question', 'keywords', 'answer'],
    storeFields: ['id'],
    tokenize: words,
    processTerm: (term) => searchTerm(term, language),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      ...knowledgeText(entry, language, facts),
      keywords: entry[language].keywords ?? '',
    })),
  );
  return index;
}

export function buildKnowledgeIndexes(facts: FactsByLanguage): KnowledgeIndexes {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, buildIndex(language, facts[language])]),
  ) as KnowledgeIndexes;
}

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** The share of the question's terms the entry matched. */
  coverage: number;
}

/** The share of `terms` that the result matched (MiniSearch reports the query terms that hit). */
export function coverageOf(result: SearchResult, terms: readonly string[]): number {
  return terms.length === 0 ? 0 : new Set(result.queryTerms).size / terms.length;
}

/** The entry that answers the question, or null when none is above the confidence rule. */
export function searchKnowledge(
  indexes: KnowledgeIndexes,
  question: string,
  language: Language,
): KnowledgeMatch | null {
  const terms = searchTerms(question, language);
  if (terms.length === 0) return null;
  const [best] = indexes[language].search(question);
  if (!best) return null;
  const coverage = coverageOf(best, terms);
  const entry = KNOWLEDGE_BASE.find((candidate) => candidate.id === best.id);
  return entry && coverage >= MIN_COVERAGE ? { entry, coverage } : null;
}
