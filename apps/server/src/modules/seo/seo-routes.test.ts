import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { DISH, chef, createDish, setChefStatus } from '../catalogue/catalogue-test-helpers.ts';
import { post } from '../profile/profile-test-helpers.ts';
import { robotsText, sitemapNames, urlSet } from './sitemap.ts';

/** robots.txt and the sitemaps (decision 061). */

const ctx = useTestApp();

const fetchXml = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The <loc> addresses of a sitemap document, without the origin. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname + new URL(match[1]!).search,
  );
}

describe('the sitemaps', () => {
  it('list the fixed pages, approved chefs and enabled dishes, in both languages, and nothing private', async () => {
    const ona = await chef(ctx.app, 'ona@example.lt', { nickname: 'onute' });
    const sakotis = await createDish(ctx.app, ona.cookie, { title: 'Šakotis' });
    const hidden = await createDish(ctx.app, ona.cookie, { title: 'Hidden', active: 'false' });
    const gone = await chef(ctx.app, 'gone@example.lt', { nickname: 'gonechef' });
    const goneDish = await createDish(ctx.app, gone.cookie, { title: 'Gone' });
    await setChefStatus(ctx.app, gone.id, 'suspended');
    await chef(ctx.app, 'wait@example.lt', { nickname: 'waiting', status: 'pending' });

    const index = await fetchXml('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locations(index.body)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/chefs-0.xml',
      '/sitemaps/dishes-0.xml',
    ]);

    const pages = await fetchXml('/sitemaps/pages.xml');
    expect(locations(pages.body)).toEqual([
      '/',
      '/?lang=lt',
      '/mp',
      '/mp?lang=lt',
      '/assets/about',
      '/assets/about?lang=lt',
    ]);

    const chefs = await fetchXml('/sitemaps/chefs-0.xml');
    expect(locations(chefs.body)).toEqual(['/store/onute', '/store/onute?lang=lt']);
    // Each entry names every language and the default.
    expect(chefs.body).toContain('hreflang="lt" href="http://localhost:80/store/onute?lang=lt"');
    expect(chefs.body).toContain('hreflang="x-default" href="http://localhost:80/store/onute"');
    expect(chefs.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const dishes = await fetchXml('/sitemaps/dishes-0.xml');
    expect(locations(dishes.body)).toEqual([
      `/product-detail/${sakotis.id}`,
      `/product-detail/${sakotis.id}?lang=lt`,
    ]);
    expect(dishes.body).not.toContain(`/product-detail/${hidden.id}`);
    expect(dishes.body).not.toContain(`/product-detail/${goneDish.id}`);

    // A dish enabled is listed at once (the read cache's version moved).
    expect(
      (await post(ctx.app, '/secure/product', { ...DISH, id: goneDish.id, active: 'false' }, gone.cookie))
        .statusCode,
    ).toBe(200);
    await setChefStatus(ctx.app, gone.id, 'approved');
    const after = await fetchXml('/sitemaps/chefs-0.xml');
    expect(locations(after.body)).toContain('/store/gonechef');
  });

  it('send an ETag, answer 304 to a client that has the file, and gzip for a client that takes it', async () => {
    const first = await fetchXml('/sitemaps/pages.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetchXml('/sitemaps/pages.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchXml('/sitemaps/pages.xml', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const zipped = await fetchXml('/sitemaps/pages.xml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
  });

  it.each(['x.xml', 'dishes-01.xml', 'dishes--1.xml', 'dishes-1', 'chefs-99999.xml', '..%2Fsitemap.xml'])(
    'refuse the file name %s with 400',
    async (name) => {
      const res = await fetchXml(`/sitemaps/${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    },
  );

  it('answer 404 for a file past the last', async () => {
    expect((await fetchXml('/sitemaps/dishes-0.xml')).statusCode).toBe(200);
    expect((await fetchXml('/sitemaps/dishes-1.xml')).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('lets the public pages be crawled, not the API or private pages, and names the sitemap', async () => {
    const res = await fetchXml('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Disallow: /secure/');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
    // As a crawler reads the rules: a rule is a prefix of the path, or with `$` the whole path.
    const rules = [...res.body.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
    const blocked = (path: string) =>
      rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    for (const path of ['/', '/mp', '/mp?q=sakotis', '/store/onute', '/product-detail/5', '/assets/about'])
      expect(blocked(path), path).toBe(false);
    for (const path of [
      '/checkout',
      '/product',
      '/product/5',
      '/orders',
      '/order/7',
      '/secure/orders',
      '/profile',
    ])
      expect(blocked(path), path).toBe(true);
  });
});

describe('sitemap documents', () => {
  it('page the chefs and dishes by the page size, one file of each at least', () => {
    expect(sitemapNames(0, 0, 2000)).toEqual(['pages.xml', 'chefs-0.xml', 'dishes-0.xml']);
    expect(sitemapNames(2000, 2001, 2000)).toEqual([
      'pages.xml',
      'chefs-0.xml',
      'dishes-0.xml',
      'dishes-1.xml',
    ]);
  });

  it('escape what XML must not carry raw', () => {
    const xml = urlSet('https://hearth.example', [{ path: '/store/a&b' }]);
    expect(xml).toContain('<loc>https://hearth.example/store/a&amp;b</loc>');
    expect(xml).not.toContain('a&b');
  });

  it('name the configured origin', () => {
    expect(robotsText('https://hearth.example')).toContain('Sitemap: https://hearth.example/sitemap.xml');
  });
});
