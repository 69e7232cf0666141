import { z } from 'zod';
import { defineContract } from './contract.ts';

/**
 * What search engines read (decision 061): the crawling rules and the sitemaps of the public pages (the
 * home and information pages, the marketplace, every approved chef's page and every enabled dish), each
 * address with its Lithuanian alternate.
 */

const resource = 'seo';

/** The sitemap files the index lists: `pages.xml`, `chefs-{n}.xml`, `dishes-{n}.xml` (n from 0). */
const sitemapNameSchema = z.object({
  name: z
    .string()
    .max(20)
    .regex(/^(?:pages|chefs-(?:0|[1-9]\d{0,3})|dishes-(?:0|[1-9]\d{0,3}))\.xml$/),
});

export const robotsTxt = defineContract({
  name: 'robotsTxt',
  resource,
  method: 'GET',
  path: '/robots.txt',
  summary: 'The crawling rules: the public pages may be crawled, the API and the private pages not.',
  roles: ['visitor'],
  media: 'text/plain',
  errors: [],
});

export const sitemapIndex = defineContract({
  name: 'sitemapIndex',
  resource,
  method: 'GET',
  path: '/sitemap.xml',
  summary: 'The sitemap index: the file of the fixed pages and the paged files of chefs and dishes.',
  roles: ['visitor'],
  media: 'application/xml',
  errors: [],
});

export const sitemapFile = defineContract({
  name: 'sitemapFile',
  resource,
  method: 'GET',
  path: '/sitemaps/:name',
  summary:
    'One sitemap file: the fixed pages, or a page of approved chefs or of enabled dishes, each with its Lithuanian alternate.',
  roles: ['visitor'],
  input: { params: sitemapNameSchema },
  media: 'application/xml',
  errors: [],
});
