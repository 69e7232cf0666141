import { DEFAULT_LANGUAGE, LANGUAGES, languagePath } from '@hearth/domain/constants';

/**
 * The sitemap protocol's documents (sitemaps.org), with each page's language alternates (hreflang): every
 * public page is listed once per language, each entry naming all of them and the default (x-default).
 */

/**
 * Pages per sitemap file; each is listed once per language, so a file has twice as many addresses (about
 * 2 MB of XML, 150 KB gzipped). 100,000 dishes make 50 files; the protocol allows 50,000 addresses a file.
 */
export const SITEMAP_PAGE_SIZE = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C date (the day is enough for a crawler). */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The pages anyone may open that are not a chef or a dish. */
export const FIXED_PAGES = ['/', '/mp', '/assets/about'] as const;

/** A <urlset> of `rows` on `origin` (https://host, no trailing slash), every language of each. */
export function urlSet(origin: string, rows: readonly { path: string; updatedAt?: Date }[]): string {
  const parts = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const row of rows) {
    const alternates =
      LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + languagePath(row.path, language))}"/>`,
      ).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + languagePath(row.path, DEFAULT_LANGUAGE))}"/>`;
    const lastmod = row.updatedAt ? `<lastmod>${day(row.updatedAt)}</lastmod>` : '';
    for (const language of LANGUAGES)
      parts.push(
        `<url><loc>${escapeXml(origin + languagePath(row.path, language))}</loc>${lastmod}${alternates}</url>\n`,
      );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The <sitemapindex> of the sitemap files `names` (under /sitemaps/). */
export function sitemapIndexOf(origin: string, names: readonly string[]): string {
  const entries = names.map(
    (name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}`)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** The sitemap files for `chefs` and `dishes` public pages, `pageSize` pages a file (at least one file each). */
export function sitemapNames(chefs: number, dishes: number, pageSize: number): string[] {
  const files = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  return [
    'pages.xml',
    ...Array.from({ length: files(chefs) }, (_, n) => `chefs-${n}.xml`),
    ...Array.from({ length: files(dishes) }, (_, n) => `dishes-${n}.xml`),
  ];
}

/**
 * The crawling rules: everything public may be crawled; the API, the operators' and payment calls and the
 * pages that are someone's own (their account, cart, orders, wallet) may not.
 */
export function robotsText(origin: string): string {
  const private_ = [
    '/secure/',
    '/operator/',
    '/payments/',
    '/dev/',
    '/api/',
    '/signin',
    '/login',
    '/registration',
    '/password-reset',
    '/profile',
    '/store-management',
    '/cart',
    '/checkout',
    '/buy-complete',
    '/product$',
    '/product/',
    '/orders',
    '/order/',
    '/invoice/',
    '/earnings',
    '/board',
    '/execute',
    '/buy',
    '/ledger/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...private_.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
