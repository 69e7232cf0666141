import { z } from 'zod';
import { defineContract } from './contract.ts';

/** The API reference: the OpenAPI document made from the contracts, and a page that reads it. */

export const openApiDocument = defineContract({
  name: 'openApiDocument',
  resource: 'reference',
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'The OpenAPI 3.1 document of every endpoint, generated from the contracts the server registered.',
  roles: ['visitor'],
  media: 'application/json',
  errors: [],
});

export const apiDocsPage = defineContract({
  name: 'apiDocsPage',
  resource: 'reference',
  method: 'GET',
  path: '/api/docs',
  summary: 'The API reference as a readable page (Swagger UI, served by this server).',
  roles: ['visitor'],
  media: 'text/html',
  errors: [],
});

/** The files the reference page loads, all served from this server (no CDN). */
export const API_DOCS_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js'] as const;

export const apiDocsFile = defineContract({
  name: 'apiDocsFile',
  resource: 'reference',
  method: 'GET',
  path: '/api/docs/:file',
  summary: 'A script or style sheet of the reference page.',
  roles: ['visitor'],
  input: { params: z.object({ file: z.enum(API_DOCS_FILES) }) },
  media: 'application/javascript',
  errors: [],
});
