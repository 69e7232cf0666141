import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/constants';

/*
 * The app's texts and the language they are shown in: the catalogues (locales/*.ts, and each page's own
 * texts, page-texts.ts), a key looked up in them, its plural form and its {{variables}}. This is all the app
 * asks of a translation library, in one small module that every page loads (decision 076).
 *
 * - A key is a path through the catalogue: 'checkout.payment.cardDeclined'.
 * - With a numeric `count`, the key's plural form for the language comes first: 'orders_one' or
 *   'orders_few' (Intl.PluralRules: English has one and other; Lithuanian one, few, many and other), then
 *   the key itself.
 * - Not in the language's catalogue: English's, then `defaultValue`, then the key as it is.
 * - {{name}} is replaced by the option `name` (an absent one by nothing); no HTML escaping, React escapes.
 */

/** A catalogue: texts under nested names. */
export interface Texts {
  [name: string]: string | Texts;
}

/** The options of a text: its {{variables}}, and those with a meaning of their own. */
export interface TOptions {
  /** Chooses the plural form when a number, and is {{count}} in the text ("9+" only the latter). */
  count?: number | string;
  /** The text when the key is in no catalogue. */
  defaultValue?: string;
  /** Another language than the translator's own. */
  lng?: Language;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const catalogues = new Map<string, Texts>();
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();
const translators = new Map<Language, TFunction>();

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `add` copied into `into`, deeply: a name both have takes `add`'s text; `add` itself is not changed. */
function merge(into: Texts, add: Texts): Texts {
  for (const [name, value] of Object.entries(add)) {
    const existing = into[name];
    into[name] = isTexts(value) ? merge(isTexts(existing) ? existing : {}, value) : value;
  }
  return into;
}

/** Adds texts to a language's catalogue (makes it when it has none): a name already there is replaced. */
export function addTexts(language: Language, texts: Texts): void {
  catalogues.set(language, merge(catalogues.get(language) ?? {}, texts));
}

/** Whether a language's catalogue is loaded. */
export function hasTexts(language: Language): boolean {
  return catalogues.has(language);
}

/** The language the app shows. */
export function currentLanguage(): Language {
  return current;
}

/** Shows the app in `language` (its catalogue loaded first), telling every listener. */
export function setCurrentLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/** Calls `listener` at each change of the current language; returns the call that stops it. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookUp(language: string, key: string): string | undefined {
  let node: string | Texts | undefined = catalogues.get(language);
  for (const name of key.split('.')) {
    if (!isTexts(node)) return undefined;
    node = node[name];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions): string {
  return text.replace(VARIABLE, (_match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The text of `key` in `language` (see above for plurals, fallbacks and variables); a language without a
 * catalogue gets English.
 */
export function translate(language: string, key: string, options: TOptions = {}): string {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const each of languages) {
    const text =
      (typeof options.count === 'number'
        ? lookUp(each, `${key}_${pluralForm(each, options.count)}`)
        : undefined) ?? lookUp(each, key);
    if (text !== undefined) return interpolate(text, options);
  }
  return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
}

/** The `t` of one language (an `lng` option still chooses another). */
export function translatorFor(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, options) => translate(options?.lng ?? language, key, options);
    translators.set(language, t);
  }
  return t;
}

/** The text of `key` in the current language: for code outside components. */
export const t: TFunction = (key, options) => translate(options?.lng ?? current, key, options);
