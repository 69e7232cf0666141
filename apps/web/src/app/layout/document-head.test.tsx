import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { usePageHead } from '@/shared/ui/page-title.ts';
import type { RouteObject } from 'react-router';
import { routes } from '../router.tsx';
import { routeHead, useDocumentHead } from './document-head.ts';

function Head() {
  useDocumentHead();
  return null;
}

function ChefPage() {
  usePageHead('Rūta Kazlauskienė, private chef', `A chef ${'who cooks '.repeat(30)}`);
  return null;
}

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Head />
      <Routes>
        <Route path="/store/:nickname" element={<ChefPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
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
    expect(routeHead('/nowhere')).toEqual({ title: 'titles.notFound', description: 'descriptions.site' });
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
    expect(description()).toMatch(/^Hearth: private chefs cook/);
    await changeLanguage('lt');
    await waitFor(() => expect(document.title).toBe('Jūsų užsakymai · Hearth'));
    view.unmount();
  });

  it('lets a page whose title is its content say it, with a short description', async () => {
    const view = open('/store/ruta');
    await waitFor(() => expect(document.title).toBe('Rūta Kazlauskienė, private chef · Hearth'));
    expect(description()!.length).toBeLessThanOrEqual(160);
    expect(description()).toMatch(/…$/);
    view.unmount();
    const home = open('/');
    await waitFor(() => expect(document.title).toBe('Hearth: Private chefs who cook in your kitchen'));
    home.unmount();
  });
});
