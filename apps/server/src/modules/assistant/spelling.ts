import { foldLithuanian, words } from './term-processing.ts';

/**
 * Typos put right before anything reads the question (decision 075). The lexicon is every word the
 * assistant's own texts use in a language (the knowledge base, its paraphrases and synonyms, the common and
 * cue words), folded. A question's word the lexicons do not hold, and whose search term no entry holds,
 * becomes the lexicon's most frequent word that it is one typo away from, when that typo is a letter dropped
 * or two neighbours swapped ("oder", "refnd", "paymnet", "crad", "whta", "kainuja"), a letter typed twice
 * ("plattform", "cheff") or a letter typed as one that sounds like it ("cansel", "servise": c, s and k).
 *
 * Any other letter added or changed is not put right: a real word the lexicon lacks is often one such edit
 * away from one it holds ("good" / "food", "test" / "rest", "tyres" / "types"), and on the dev sets it won
 * nothing that the search's own tolerance of one edit (knowledge-search.ts) did not already win. A word
 * written with a capital inside the question is left alone (a name: "chef Tomas"), and so are numbers and
 * short words.
 */

/** Shorter words are left as typed: at three letters, one typo away is another common word. */
export const TYPO_MIN_LETTERS = 4;

export interface Lexicon {
  /** Folded word -> how often the texts use it. */
  count: Map<string, number>;
  /** Folded words by length, for the typo search. */
  byLength: Map<number, string[]>;
}

export function buildLexicon(texts: readonly string[]): Lexicon {
  const count = new Map<string, number>();
  for (const text of texts)
    for (const word of words(foldLithuanian(text)))
      if (!/\d/.test(word)) count.set(word, (count.get(word) ?? 0) + 1);
  const byLength = new Map<number, string[]>();
  for (const word of count.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { count, byLength };
}

/** Whether `asked` is `known` with one letter dropped or two neighbouring letters swapped. */
export function droppedOrSwapped(asked: string, known: string): boolean {
  let i = 0;
  while (i < asked.length && asked[i] === known[i]) i += 1;
  if (asked.length + 1 === known.length) return asked.slice(i) === known.slice(i + 1);
  if (asked.length !== known.length || i >= asked.length - 1) return false;
  return asked[i] === known[i + 1] && asked[i + 1] === known[i] && asked.slice(i + 2) === known.slice(i + 2);
}

/** Whether `asked` is `known` with one of its letters typed twice beside itself ("plattform", "cheff"). */
export function doubled(asked: string, known: string): boolean {
  if (asked.length !== known.length + 1) return false;
  let i = 0;
  while (i < known.length && asked[i] === known[i]) i += 1;
  return i > 0 && asked[i] === asked[i - 1] && asked.slice(i + 1) === known.slice(i);
}

/** Letters that sound alike and are typed for one another: "cansel", "servise", "prise" (c for s). */
const SOUND_ALIKE = new Set(['cs', 'sc', 'ck', 'kc']);

/** Whether `asked` is `known` with one letter typed as one that sounds like it. */
export function soundAlike(asked: string, known: string): boolean {
  if (asked.length !== known.length) return false;
  let i = 0;
  while (i < asked.length && asked[i] === known[i]) i += 1;
  return (
    i < asked.length && SOUND_ALIKE.has(asked[i]! + known[i]!) && asked.slice(i + 1) === known.slice(i + 1)
  );
}

/** The typos put right: a letter dropped, two neighbours swapped, a letter doubled, a sound-alike letter. */
function oneTypoAway(asked: string, known: string): boolean {
  return droppedOrSwapped(asked, known) || doubled(asked, known) || soundAlike(asked, known);
}

/** The lexicon's most frequent word a folded word is one typo away from, or null. */
export function nearestWord(folded: string, lexicon: Lexicon): string | null {
  if (folded.length < TYPO_MIN_LETTERS) return null;
  let best: string | null = null;
  let bestCount = 0;
  for (const length of [folded.length - 1, folded.length, folded.length + 1])
    for (const known of lexicon.byLength.get(length) ?? []) {
      const n = lexicon.count.get(known)!;
      if (n > bestCount && oneTypoAway(folded, known)) {
        best = known;
        bestCount = n;
      }
    }
  return best;
}

/**
 * The question with its typos put right, against the lexicon of its language, then the other one's (mixed
 * questions). `known` says whether a word's search term is one some entry holds (another form of a known
 * word: left as typed). Words stay in place; the punctuation goes, as it does for the search.
 */
export function spellQuestion(
  question: string,
  first: Lexicon,
  second: Lexicon,
  known: (word: string) => boolean,
): string {
  let position = 0;
  return question.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const firstWord = position === 0;
    position += 1;
    if (/\d/.test(word) || (!firstWord && word[0] !== word[0]!.toLowerCase())) return word;
    const folded = foldLithuanian(word.toLowerCase());
    if (first.count.has(folded) || second.count.has(folded) || known(word.toLowerCase())) return word;
    return nearestWord(folded, first) ?? nearestWord(folded, second) ?? word;
  });
}
