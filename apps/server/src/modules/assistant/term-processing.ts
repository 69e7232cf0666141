import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as lithuanianStemmer } from '@orama/stemmers/lithuanian';
import type { Language } from '@hearth/domain/constants';
import { SYNONYMS } from '@hearth/domain/knowledge-paraphrases';

/**
 * How the assistant turns words into search terms, the same for what is indexed and what is asked
 * (decision 065): lower case, the synonym groups of knowledge-paraphrases.ts put under their first word
 * ("call off", "atsisakyti" -> cancel, atšaukti), common words dropped, the Snowball stemmer of the language
 * (@orama/stemmers: English Porter2 and Lithuanian), then the Lithuanian letters folded (people often type
 * "uzsakymas" for "užsakymas"). Lithuanian stems are also cut to LITHUANIAN_STEM_MAX letters, which lets
 * sound changes meet (mokestis / mokesčių -> mokest).
 */

const FOLD: Record<string, string> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
};

export function foldLithuanian(text: string): string {
  return text.replace(/[ąčęėįšųūž]/g, (letter) => FOLD[letter] ?? letter);
}

const stopWords = (list: string) => new Set(list.split(/\s+/).map(foldLithuanian));

/** Folded, like the words they are compared with. */
export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: stopWords(
    `a an the is are am was be been do does did i me my mine you your we us our it its of to in on at for
    with and or what whats how can could would should will there this that these those please tell about hi
    when much many why
    hello hey hearth any if which who get got have has need want know let im i'm id i'd some there's
    from by as so just also then than way doing pls please exactly still anything something
    wants needs like would use using take takes getting go going happen happens happened really already again
    ok okay thanks thank actually possible anyone someone one all every each will won't dont don't do not
    here now there'll sure able wondering wonder question guess think new news options option wat plz
    cant can't cannot ve ll re once
    he she him his her hers they them their theirs he's she's they're guys guy folks ur u ya yall
    stuff thing things kind sort basically honestly maybe perhaps btw lol dear mate currently usually
    but though anyway`,
  ),
  lt: stopWords(
    `ar kaip kas koks kokia kokie kokios kur yra kiek kada kodėl man mane mano aš as jūs jus jūsų jusu su ir į i
    iš is už uz apie ką ka kad tai ši si šis sis čia cia labas sveiki prašau prasau gal galima galiu gali
    bus būti buti reikia hearth mes mus mums jei ko kuo kuris kuri kurie kurį kokį koki kokio kokią
    kokius kokių kokiu tas ta to tą jau dar tik bei o nes noriu norėčiau noreciau pasakykite
    pasakyk sakykite savo save sau jums jumis tu tau tave čia nors kažkokio kažkas tie tos šitas
    ne nėra būtų galėčiau galėtų gaunasi vyksta nutinka nutiks bus būna ačiū aciu dabar vis tiek gerai
    įdomu idomu klausimas manau turėčiau reikėtų galite galėtumėte veikia skirta skirtas skirti
    daryti tiksliai veikiate veikiame galimybės galimybė du trys per plius
    jis ji jie jos jo jų jam jai jiems jį ją mūsų jūsiškiai nu tipo šiaip kažkaip kažką žinot žinote
    galimas galimi galėsiu galėsime`,
  ),
};

const STEMMERS: Record<Language, (word: string) => string> = {
  en: englishStemmer,
  lt: lithuanianStemmer,
};

/** Lithuanian stems longer than this are cut: the root stays while sound changes go. */
const LITHUANIAN_STEM_MAX = 6;

/** The Snowball stem of a lower-case word, folded (and cut, in Lithuanian). */
export function stem(word: string, language: Language): string {
  const stemmed = foldLithuanian(STEMMERS[language](word));
  return language === 'lt' ? stemmed.slice(0, LITHUANIAN_STEM_MAX) : stemmed;
}

/** The words of a text, lower case: letters and digits (Unicode), so "Kaip?" and "kaip" are one word. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface SynonymTable {
  /**
   * Phrases of two or more words as their words' stems, with the word they stand for, by their first stem,
   * longest first: a phrase meets the other forms of its words ("pasikeitė planai", "pasikeis planai").
   */
  phrases: Map<string, { stems: string[]; head: string }[]>;
  /** A word's stem -> the stem of its group's first word. */
  stems: Map<string, string>;
}

function buildSynonyms(language: Language): SynonymTable {
  const phrases = new Map<string, { stems: string[]; head: string }[]>();
  const stems = new Map<string, string>();
  for (const [head, ...others] of SYNONYMS[language]) {
    const headStem = stem(head!, language);
    for (const other of others) {
      const parts = words(foldLithuanian(other));
      if (parts.length > 1) {
        const phraseStems = parts.map((part) => stem(part, language));
        phrases.set(phraseStems[0]!, [
          ...(phrases.get(phraseStems[0]!) ?? []),
          { stems: phraseStems, head: head! },
        ]);
      } else if (parts[0]) stems.set(stem(parts[0], language), headStem);
    }
  }
  for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { phrases, stems };
}

/** Each language's table, made at its first use: stemming every synonym is no work for the server's start. */
const synonymTables: Partial<Record<Language, SynonymTable>> = {};
function synonymTable(language: Language): SynonymTable {
  return (synonymTables[language] ??= buildSynonyms(language));
}

/**
 * A text's words with the synonym phrases of `language` replaced by their group's word, folded: a phrase
 * is found by its words' stems, the longest first where several start at one word.
 */
export function withPhrases(text: string, language: Language): string[] {
  const folded = words(foldLithuanian(text));
  const { phrases } = synonymTable(language);
  const stems = folded.map((word) => stem(word, language));
  const out: string[] = [];
  for (let i = 0; i < folded.length;) {
    const found = phrases
      .get(stems[i]!)
      ?.find((phrase) => phrase.stems.every((part, k) => stems[i + k] === part));
    if (found) {
      out.push(found.head);
      i += found.stems.length;
    } else {
      out.push(folded[i]!);
      i += 1;
    }
  }
  return out;
}

/**
 * The group word of a stem: its own group's, or that of a group member it starts with (five letters or
 * more: "įkainojami" is a form of "įkainis").
 */
function synonymOf(stemmed: string, language: Language): string {
  const { stems } = synonymTable(language);
  const exact = stems.get(stemmed);
  if (exact) return exact;
  // Lithuanian only: Porter2 already meets English forms, and a start there is often another word.
  if (language === 'lt')
    for (const [member, head] of stems) if (member.length >= 5 && stemmed.startsWith(member)) return head;
  return stemmed;
}

/** MiniSearch's processTerm: a search term, or null for a common word. */
export function searchTerm(term: string, language: Language): string | null {
  const word = foldLithuanian(term.toLowerCase());
  if (STOP_WORDS[language].has(word) || word.length < 2) return null;
  return synonymOf(stem(word, language), language);
}

/** The distinct search terms of a text. */
export function searchTerms(text: string, language: Language): string[] {
  const terms = withPhrases(text, language)
    .map((word) => searchTerm(word, language))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The words of a text, folded: what the rules of question-analysis.ts look at. */
export function foldedWords(text: string): string[] {
  return words(text).map(foldLithuanian);
}
