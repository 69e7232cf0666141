/**
 * The word similarity from which the marketplace's search takes a word for another (pg_trgm's `<%`; its
 * default 0.6 misses many one-letter typos: "chikpea" is 0.55 of "chickpea"), set on every connection: as
 * a start parameter of PostgreSQL's connections and of PGlite's one session.
 */
const WORD_SIMILARITY_THRESHOLD = 0.45;
export const SEARCH_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
