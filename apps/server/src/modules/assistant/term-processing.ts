import type { Language } from '@hearth/domain/constants';

/**
 * How the assistant turns words into search terms, the same for what is indexed and what is asked: lower
 * case, common words dropped, a light stem (the ending cut off), then the Lithuanian letters folded (people
 * often type "uzsakymas" for "užsakymas"). Lithuanian words have many endings (mokestis, mokesčio,
 * mokesčių): stemming both sides and searching by prefix makes most forms meet; fuzzy search catches the
 * rest (mokest / mokesč).
 */

const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    `a an the is are am was be been do does did i me my mine you your we us our it its of to in on at for
    with and or what whats how can could would should will there this that these those please tell about hi
    hello hey hearth any if when which who get got have has need want know let im i'm id i'd much many some
    there's is there from by as so just also then than way does doing`.split(/\s+/),
  ),
  lt: new Set(
    `ar kaip kas koks kokia kokie kokios kiek kur kada yra man mane mano aš as jūs jus jūsų jusu su ir į i
    iš is už uz apie ką ka kad tai ši si šis sis čia cia labas sveiki prašau prasau gal galima galiu gali
    bus būti buti reikia hearth mes mus mums jei ko kuo kuris kuri kurie kurį kuri kokį koki kokio kokią
    kokia kokius kokių kokiu tas ta to tą ar jau dar tik bei o nes noriu norėčiau noreciau pasakykite
    pasakyk sakykite savo save sau jums jumis jumis jūs jus jūsų jusu tu tau tave`.split(/\s+/),
  ),
};

/** Endings cut from the end of a word, longest first; a stem keeps at least MIN_STEM letters. */
const ENDINGS: Record<Language, readonly string[]> = {
  en: ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ed', 'es', 's', 'ly'],
  lt: [
    'iausias',
    'iausia',
    'iausi',
    'iausių',
    'iomis',
    'iuose',
    'ymuose',
    'imuose',
    'ymams',
    'imams',
    'ymui',
    'imui',
    'imas',
    'ymas',
    'imai',
    'ymai',
    'imą',
    'ymą',
    'iais',
    'ais',
    'imo',
    'ymo',
    'imų',
    'ymų',
    'iams',
    'iems',
    'ėmis',
    'omis',
    'iaus',
    'iuje',
    'ams',
    'oms',
    'ems',
    'ims',
    'ius',
    'ias',
    'ies',
    'iai',
    'iui',
    'ių',
    'ią',
    'io',
    'iu',
    'uje',
    'oje',
    'ėje',
    'yje',
    'aus',
    'ose',
    'ėse',
    'tis',
    'ti',
    'as',
    'is',
    'ys',
    'us',
    'ai',
    'ei',
    'ui',
    'es',
    'os',
    'ės',
    'ą',
    'ę',
    'į',
    'ų',
    'a',
    'e',
    'ė',
    'i',
    'o',
    'u',
    'y',
  ],
};
const MIN_STEM = 3;
/**
 * Lithuanian stems are cut to their first letters as well: the root stays while suffixes and sound changes
 * go (mokestis / mokesčio -> mokes, mokėti / sumokama -> sumok), which no list of endings can cover.
 */
const LITHUANIAN_STEM_MAX = 5;

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

function withoutEnding(word: string, language: Language): string {
  const ending = ENDINGS[language].find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : word;
}

export function stem(word: string, language: Language): string {
  const stemmed = withoutEnding(word, language);
  return language === 'lt' ? stemmed.slice(0, LITHUANIAN_STEM_MAX) : stemmed;
}

/** The words of a text, lower case: letters and digits (Unicode), so "Kaip?" and "kaip" are one word. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** MiniSearch's processTerm: a search term, or null for a common word. */
export function searchTerm(term: string, language: Language): string | null {
  const word = term.toLowerCase();
  if (STOP_WORDS[language].has(word) || word.length < 2) return null;
  return foldLithuanian(stem(word, language));
}

/** The distinct search terms of a text. */
export function searchTerms(text: string, language: Language): string[] {
  const terms = words(text)
    .map((word) => searchTerm(word, language))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The words of a text, folded: what the rules of question-analysis.ts look at. */
export function foldedWords(text: string): string[] {
  return words(text).map(foldLithuanian);
}
