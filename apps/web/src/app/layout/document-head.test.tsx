import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { TranslationProvider } from '@/shared/i18n/use-translation.tsx';
import { type PageHeadExtras, shortDescription, usePageHead } from '@/shared/ui/page-title.ts';
import type { RouteObject } from 'react-router';
import { routes } from '../router.tsx';
import { keepServerHead, routeHead, useDocumentHead } from './document-head.ts';

function Head() {
  useDocumentHead();
  return null;
}

const CHEF_TITLE = 'Rūta Kazlauskienė, private chef';
const CHEF_DESCRIPTION = `A chef ${'who cooks '.repeat(30)}`;
const CHEF_EXTRAS: PageHeadExtras = {
  type: 'profile',
  image: { url: '/repository/products/21/5-9.jpg', width: 1200, height: 900 },
  subject: {
    chef: {
      name: 'Rūta </script> Kazlauskienė',
      nickname: 'ruta',
      city: 'Vilnius',
      about: '',
      hourRateCents: 1250,
      rating: { average: null, count: 0 },
      image: null,
    },
  },
};

function ChefPage() {
  usePageHead(CHEF_TITLE, CHEF_DESCRIPTION, CHEF_EXTRAS);
  return null;
}

function open(path: string) {
  return render(
    <TranslationProvider>
      <MemoryRouter initialEntries={[path]}>
        <Head />
        <Routes>
          <Route path="/store/:nickname" element={<ChefPage />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the document head', () => {
  afterEach(() => changeLanguage('en'));

  it('names every route, and unknown paths as not found', () => {
    expect(routeHead('/orders').title).toBe('titles.orders');
    expect(routeHead('/order/12').title).toBe('titles.order');
    expect(routeHead('/product').title).toBe('titles.productWizard');
    expect(routeHead('/mp').description).toBe('descriptions.marketplace');
    expect(routeHead('/nowhere')).toEqual({
      title: 'titles.notFound',
      description: 'descriptions.site',
      indexable: false,
    });
    expect(routeHead('/store/ruta').indexable).toBe(true);
    expect(routeHead('/orders').indexable).toBe(false);
  });

  it('has a title for every page of the router', () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...(route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : []),
        ...paths(route.children ?? []),
      ]);
    const all = paths(routes);
    expect(all.length).toBeGreaterThan(20);
    // A sample path of each pattern (":id" and "?" parts filled or dropped) must not fall back to "not found".
    for (const path of all) {
      const sample = path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
      expect(routeHead(sample).title, path).not.toBe('titles.notFound');
    }
  });

  it('writes the route’s title and description in the page’s language', async () => {
    const view = open('/orders');
    await waitFor(() => expect(document.title).toBe('Your orders · Hearth'));
    await waitFor(() => expect(description()).toMatch(/^Hearth: private chefs cook/));
    await changeLanguage('lt');
    await waitFor(() => expect(document.title).toBe('Jūsų užsakymai · Hearth'));
    view.unmount();
  });

  it('lets a page whose title is its content say it, with a short description', async () => {
    const view = open('/store/ruta');
    await waitFor(() => expect(document.title).toBe('Rūta Kazlauskienė, private chef · Hearth'));
    await waitFor(() => expect(description()).toMatch(/…$/));
    expect(description()!.length).toBeLessThanOrEqual(160);
    view.unmount();
    const home = open('/');
    await waitFor(() => expect(document.title).toBe('Hearth: Private chefs who cook in your kitchen'));
    home.unmount();
  });

  it('gives a public page its canonical and language addresses, card tags and JSON-LD; a private one noindex', async () => {
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    const link = (selector: string) => document.head.querySelector(selector)?.getAttribute('href') ?? null;
    const origin = window.location.origin;
    const chef = open('/store/ruta');
    await waitFor(() => expect(head('meta[property="og:type"]')).toBe('profile'));
    expect(link('link[rel="canonical"]')).toBe(`${origin}/store/ruta`);
    expect(link('link[hreflang="lt"]')).toBe(`${origin}/store/ruta?lang=lt`);
    expect(link('link[hreflang="x-default"]')).toBe(`${origin}/store/ruta`);
    expect(head('meta[property="og:image"]')).toBe(`${origin}/repository/products/21/5-9.jpg`);
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]')!.textContent!;
    // A user's "</script>" cannot close the element; the data reads back whole.
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Rūta </script> Kazlauskienė',
    });
    expect(head('meta[name="robots"]')).toBeNull();
    await changeLanguage('lt');
    await waitFor(() => expect(link('link[rel="canonical"]')).toBe(`${origin}/store/ruta?lang=lt`));
    expect(head('meta[property="og:locale"]')).toBe('lt_LT');
    chef.unmount();

    const orders = open('/orders');
    await waitFor(() => expect(head('meta[name="robots"]')).toBe('noindex'));
    // The previous page's tags are gone.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    orders.unmount();
  });

  it('leaves the head a server-rendered page came with as it is, then writes the next one', async () => {
    document.title = 'Written by the server';
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="/from-server" data-page-head>',
    );
    // As main.tsx does before hydrating: the page's head as the server rendered it, and its head kept.
    keepServerHead({ ...CHEF_EXTRAS, title: CHEF_TITLE, description: shortDescription(CHEF_DESCRIPTION) });
    const chef = open('/store/ruta');
    // The page's own head is published after its first render: a write would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Written by the server');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('/from-server');
    chef.unmount();
    const orders = open('/orders');
    await waitFor(() => expect(document.title).toBe('Your orders · Hearth'));
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toBeNull());
    orders.unmount();
  });
});
