import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/seo';
import { siteOrigin } from '../../config.ts';
import { route } from '../../contract-routes.ts';
import { NotFound } from '../../errors.ts';
import * as repo from './seo-repository.ts';
import {
  FIXED_PAGES,
  robotsText,
  SITEMAP_PAGE_SIZE,
  sitemapIndexOf,
  sitemapNames,
  urlSet,
} from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';

/**
 * /robots.txt and the sitemaps (decision 061). The sitemaps are made from the catalogue and kept by the read
 * cache under its version, so a chef approved or a dish enabled is listed at once, on every instance.
 */
export async function seoRoutes(app: FastifyInstance) {
  route(app, contracts.robotsTxt, async ({ request, reply }) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsText(siteOrigin(app.config, request))),
  );

  route(app, contracts.sitemapIndex, async ({ request, reply }) => {
    const origin = siteOrigin(app.config, request);
    return app.readCache.document(request, reply, `sitemap:${origin}`, XML, async () => {
      const [chefs, dishes] = await Promise.all([
        repo.countPublicChefs(app.db),
        repo.countPublicDishes(app.db),
      ]);
      return sitemapIndexOf(origin, sitemapNames(chefs, dishes, SITEMAP_PAGE_SIZE));
    });
  });

  route(app, contracts.sitemapFile, async ({ request, reply, input: { name } }) => {
    const origin = siteOrigin(app.config, request);
    return app.readCache.document(request, reply, `sitemap:${origin}:${name}`, XML, async () => {
      if (name === 'pages.xml')
        return urlSet(
          origin,
          FIXED_PAGES.map((path) => ({ path })),
        );
      const [kind, page] = name.replace(/\.xml$/, '').split('-') as ['chefs' | 'dishes', string];
      const offset = Number(page) * SITEMAP_PAGE_SIZE;
      const rows =
        kind === 'chefs'
          ? await repo.listPublicChefs(app.db, offset, SITEMAP_PAGE_SIZE)
          : await repo.listPublicDishes(app.db, offset, SITEMAP_PAGE_SIZE);
      // A file past the last is not there; the first of each kind is, empty, so the index never lies.
      if (rows.length === 0 && page !== '0') throw new NotFound();
      return urlSet(origin, rows);
    });
  });
}
