import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The marketplace's search text (decision 053), matched in PostgreSQL against the stored search texts
 * (products.search_text, merchant_profiles.search_text: lower-case, without diacritics, kept by triggers).
 * A text matches by full text, every word as a prefix ("sako" finds "Šakotis"), or by trigram word
 * similarity, which forgives a typo ("sakotsi"); each has its GIN index.
 */

/** At most this many words of a search text are used. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** A tsquery of the words, each a prefix: `word:* & word:*` (letters and digits only). */
  tsquery: string;
  /** The words, space-separated, for the similarity. */
  text: string;
}

/** The terms of a search text, or null when it has no letter or digit (then nothing is searched). */
export function searchTerms(q: string | null): SearchTerms | null {
  if (!q) return null;
  const words = q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { tsquery: words.map((w) => `${w}:*`).join(' & '), text: words.join(' ') };
}

const tsQuery = (terms: SearchTerms) => sql`to_tsquery('simple', hearth_search_text(${terms.tsquery}))`;
const queryText = (terms: SearchTerms) => sql`hearth_search_text(${terms.text})`;

/** Whether a search text column matches: full text (GIN on its tsvector) or similar words (GIN trigrams). */
export function searchMatches(column: Column | SQL, terms: SearchTerms): SQL {
  return sql`(to_tsvector('simple', ${column}) @@ ${tsQuery(terms)} or ${queryText(terms)} <% ${column})`;
}

/** How well a search text column matches: its full-text rank plus the best word similarity. */
export function searchRelevance(column: Column | SQL, terms: SearchTerms): SQL<number> {
  return sql<number>`(ts_rank(to_tsvector('simple', ${column}), ${tsQuery(terms)}) + word_similarity(${queryText(terms)}, ${column}))`;
}
