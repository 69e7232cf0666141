import { LANGUAGES, languagePath, type Language } from '@hearth/domain/constants';
import { chefStructuredData, dishStructuredData, type PageSubject } from './structured-data.ts';

/**
 * What a page says about itself to search engines and link previews, beyond its <title>: the description,
 * and for a public page its canonical address, its address in each language (hreflang), Open Graph and
 * Twitter card tags and structured data (JSON-LD); a page nobody should find in a search says `noindex`.
 * A plain function of the page's facts, so that the browser (app/layout/document-head.ts) and a server
 * that renders the page write the same tags.
 */
export interface HeadFacts {
  /** https://host, no trailing slash. */
  origin: string;
  pathname: string;
  language: Language;
  title: string;
  description: string;
  /** A public page: one a search engine may list. */
  indexable: boolean;
  /** The page's picture (a path on this site or an address) and its size when known. */
  image?: { url: string; width?: number; height?: number };
  /** Open Graph's kind of page: a dish is a product, a chef a profile. */
  type?: 'website' | 'product' | 'profile';
  /** Whom or what the page is about: a chef or a dish, given as schema.org data (its JSON-LD). */
  subject?: PageSubject;
}

/** One element of the head: a <meta>, a <link> or the JSON-LD <script>. */
export type HeadTag =
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: { type: 'application/ld+json' }; text: string };

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { en: 'en_IE', lt: 'lt_LT' };

/** The tags of a page, in a stable order. */
export function headTags(facts: HeadFacts): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [meta('name', 'description', facts.description)];
  if (!facts.indexable) return [...tags, meta('name', 'robots', 'noindex')];

  const address = (language: Language) => facts.origin + languagePath(facts.pathname, language);
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: address(facts.language) } });
  for (const language of LANGUAGES)
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: language, href: address(language) } });
  tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: address('en') } });

  tags.push(
    meta('property', 'og:type', facts.type ?? 'website'),
    meta('property', 'og:site_name', 'Hearth'),
    meta('property', 'og:title', facts.title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', address(facts.language)),
    meta('property', 'og:locale', OG_LOCALE[facts.language]),
    ...LANGUAGES.filter((language) => language !== facts.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[language]),
    ),
  );
  const image = facts.image;
  if (image) {
    const url = new URL(image.url, facts.origin).href;
    tags.push(meta('property', 'og:image', url));
    if (image.width && image.height)
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:image', url));
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(
    meta('name', 'twitter:title', facts.title),
    meta('name', 'twitter:description', facts.description),
  );
  const structuredData = facts.subject && structuredDataOf(facts.origin, facts.subject);
  if (structuredData)
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      // "<" escaped: the data is text of users (a dish's title) and must not close the script element.
      text: JSON.stringify({ '@context': 'https://schema.org', ...structuredData }).replace(/</g, '\\u003c'),
    });
  return tags;
}

function structuredDataOf(origin: string, subject: PageSubject): Record<string, unknown> {
  return 'chef' in subject
    ? chefStructuredData(origin, subject.chef)
    : dishStructuredData(origin, subject.dish);
}
