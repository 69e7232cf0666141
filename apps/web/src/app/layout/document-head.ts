import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '@hearth/domain/constants';
import type { TFunction } from '@/shared/i18n/translator.ts';
import type { HeadFacts, HeadTag } from '@/shared/seo/head-tags.ts';
import { type PageHead, startWithPageHead, usePublishedPageHead } from '@/shared/ui/page-title.ts';

/**
 * Each route's title and description (catalogue `titles.*`, `descriptions.*`), so browser tabs, history,
 * bookmarks, shared links and screen readers' page announcements tell the pages apart. The first pattern
 * that matches wins; a page whose title is its content (a chef, a dish, an order) says it itself
 * (usePageHead), and that wins over its route's.
 */
const ROUTE_HEADS: readonly { path: string; title: string; description?: string; indexable?: true }[] = [
  { path: '/', title: 'titles.home', indexable: true },
  { path: '/signin', title: 'titles.signIn' },
  { path: '/login', title: 'titles.login' },
  { path: '/registration', title: 'titles.registration' },
  { path: '/password-reset', title: 'titles.passwordReset' },
  { path: '/profile', title: 'titles.profile' },
  { path: '/profile/security', title: 'titles.security' },
  { path: '/store-management', title: 'titles.storeManagement' },
  { path: '/store/:nickname', title: 'titles.chef', indexable: true },
  { path: '/product-detail/:productId', title: 'titles.dish', indexable: true },
  { path: '/mp', title: 'titles.marketplace', description: 'descriptions.marketplace', indexable: true },
  { path: '/cart', title: 'titles.cart' },
  { path: '/checkout', title: 'titles.checkout' },
  { path: '/buy-complete', title: 'titles.buyComplete' },
  { path: '/product/:id?', title: 'titles.productWizard' },
  { path: '/orders', title: 'titles.orders' },
  { path: '/order/:orderId?', title: 'titles.order' },
  { path: '/invoice/:orderId', title: 'titles.invoice' },
  { path: '/earnings', title: 'titles.earnings' },
  { path: '/messages', title: 'titles.messages' },
  { path: '/messages/:conversationId', title: 'titles.conversation' },
  { path: '/order/:orderId/messages', title: 'titles.conversation' },
  { path: '/ask/:nickname', title: 'titles.askChef' },
  { path: '/schedule', title: 'titles.schedule' },
  { path: '/board', title: 'titles.board' },
  { path: '/execute', title: 'titles.execute' },
  { path: '/buy', title: 'titles.buy' },
  { path: '/ledger/:transactionId', title: 'titles.ledger' },
  { path: '/assistant', title: 'titles.assistant', description: 'descriptions.assistant' },
  { path: '/assets/about', title: 'titles.about', description: 'descriptions.about', indexable: true },
];

/**
 * The title and description keys of a path, and whether a search engine may list it (the public pages);
 * unknown paths are the "not found" page.
 */
export function routeHead(pathname: string): { title: string; description: string; indexable: boolean } {
  const head = ROUTE_HEADS.find((route) => matchPath(route.path, pathname));
  return {
    title: head?.title ?? 'titles.notFound',
    description: head?.description ?? 'descriptions.site',
    indexable: head?.indexable ?? false,
  };
}

/**
 * Marks the head's elements this module wrote, so that the next page's replace them; the server's renderer
 * marks the ones it writes the same way.
 */
export const OWN = 'data-page-head';

/** Replaces the previous page's description, robots, canonical, alternate, card and JSON-LD elements. */
function writeHeadTags(tags: readonly HeadTag[]): void {
  for (const element of document.head.querySelectorAll(`[${OWN}], meta[name="description"]`))
    element.remove();
  for (const tag of tags) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.tag === 'script') element.textContent = tag.text;
    element.setAttribute(OWN, '');
    document.head.append(element);
  }
}

/**
 * The <title> of the page at `pathname` ("Your orders · Hearth") and what its head tags say
 * (shared/seo/head-tags.ts), from its route's texts and what the page said of itself (usePageHead); the
 * browser (useDocumentHead) and the server's renderer (src/entry-server.tsx) write the same.
 */
export function documentHead(
  t: TFunction,
  pathname: string,
  language: string,
  page: PageHead,
  origin: string,
): { title: string; facts: HeadFacts } {
  const route = routeHead(pathname);
  const site = t('titles.site');
  const title =
    pathname === '/' && !page.title
      ? `${site}: ${t(route.title)}`
      : `${page.title ?? t(route.title)} · ${site}`;
  const facts: HeadFacts = {
    origin,
    pathname,
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    title,
    description: page.description ?? t(route.description),
    indexable: route.indexable && page.indexable !== false,
    image: page.image,
    type: page.type,
    subject: page.subject,
  };
  return { title, facts };
}

/**
 * Writes the opened page's <title> and head tags (the description, and for public pages the canonical and
 * language addresses, link preview cards and JSON-LD), in the page's language.
 */
export function useDocumentHead(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const page = usePublishedPageHead();
  // The origin is the window's, read in the effect: a server rendering the page has no window.
  const { title, facts } = documentHead(t, pathname, i18n.language, page, '');
  const factsKey = JSON.stringify(facts);
  useEffect(() => {
    // The first head of a page the server rendered is the one its HTML already has (the same texts, route
    // and page head): nothing to write, and the tags' code is not loaded for it.
    if (headFromServer) {
      headFromServer = false;
      return;
    }
    document.title = title;
    // The tags' code (and the JSON-LD builders) load after the page, outside its first-load JavaScript;
    // a newer page's tags win over an older one's that arrive late.
    const written = ++headWrites;
    const pageFacts = { ...(JSON.parse(factsKey) as HeadFacts), origin: window.location.origin };
    void import('@/shared/seo/head-tags.ts').then(({ headTags }) => {
      if (written === headWrites) writeHeadTags(headTags(pageFacts));
    });
  }, [title, factsKey]);
}

/** useDocumentHead in a component of its own, so that a page publishing its head re-renders only this. */
export function DocumentHead(): null {
  useDocumentHead();
  return null;
}

/**
 * Whether the document's head is still the one the server wrote (keepServerHead): until the first page's
 * head is written, or another replaces it.
 */
let headFromServer = false;

/**
 * Called before a server-rendered page is hydrated (main.tsx) with the page's own head as the server rendered
 * it: the layout hydrates with it, and since that head is already in the document, the first write is left
 * out.
 */
export function keepServerHead(head: PageHead): void {
  startWithPageHead(head);
  headFromServer = true;
}

/** The head writes started, so that only the newest one writes. */
let headWrites = 0;
