import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublishedPageHead } from '@/shared/ui/page-title.ts';

/**
 * Each route's title and description (catalogue `titles.*`, `descriptions.*`), so browser tabs, history,
 * bookmarks, shared links and screen readers' page announcements tell the pages apart. The first pattern
 * that matches wins; a page whose title is its content (a chef, a dish, an order) says it itself
 * (usePageHead), and that wins over its route's.
 */
const ROUTE_HEADS: readonly { path: string; title: string; description?: string }[] = [
  { path: '/', title: 'titles.home' },
  { path: '/signin', title: 'titles.signIn' },
  { path: '/login', title: 'titles.login' },
  { path: '/registration', title: 'titles.registration' },
  { path: '/password-reset', title: 'titles.passwordReset' },
  { path: '/profile', title: 'titles.profile' },
  { path: '/profile/security', title: 'titles.security' },
  { path: '/store-management', title: 'titles.storeManagement' },
  { path: '/store/:nickname', title: 'titles.chef' },
  { path: '/product-detail/:productId', title: 'titles.dish' },
  { path: '/mp', title: 'titles.marketplace', description: 'descriptions.marketplace' },
  { path: '/cart', title: 'titles.cart' },
  { path: '/checkout', title: 'titles.checkout' },
  { path: '/buy-complete', title: 'titles.buyComplete' },
  { path: '/product/:id?', title: 'titles.productWizard' },
  { path: '/orders', title: 'titles.orders' },
  { path: '/order/:orderId?', title: 'titles.order' },
  { path: '/invoice/:orderId', title: 'titles.invoice' },
  { path: '/earnings', title: 'titles.earnings' },
  { path: '/board', title: 'titles.board' },
  { path: '/execute', title: 'titles.execute' },
  { path: '/buy', title: 'titles.buy' },
  { path: '/ledger/:transactionId', title: 'titles.ledger' },
  { path: '/assistant', title: 'titles.assistant', description: 'descriptions.assistant' },
  { path: '/assets/about', title: 'titles.about', description: 'descriptions.about' },
];

/** The title and description keys of a path; unknown paths are the "not found" page. */
export function routeHead(pathname: string): { title: string; description: string } {
  const head = ROUTE_HEADS.find((route) => matchPath(route.path, pathname));
  return {
    title: head?.title ?? 'titles.notFound',
    description: head?.description ?? 'descriptions.site',
  };
}

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Writes the opened page's <title> ("Your orders · Hearth") and description meta, in the page's language. */
export function useDocumentHead(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = usePublishedPageHead();
  const route = routeHead(pathname);
  const site = t('titles.site');
  const title =
    pathname === '/' && !page.title
      ? `${site}: ${t(route.title)}`
      : `${page.title ?? t(route.title)} · ${site}`;
  const description = page.description ?? t(route.description);
  useEffect(() => {
    document.title = title;
    setDescription(description);
  }, [title, description]);
}
