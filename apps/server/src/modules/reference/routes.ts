import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/reference';
import { route } from '../../contract-routes.ts';
import { openApiDocumentOf } from './openapi.ts';

/** Where Swagger UI's built files are: the swagger-ui-dist package, installed with the server. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's own script: Swagger UI reading this server's document (a file, as the CSP allows no inline script). */
const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hearth API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

const FILE_TYPES: Record<(typeof contracts.API_DOCS_FILES)[number], string> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'reference.js': 'application/javascript; charset=utf-8',
};

/** The files change only with a new install, so a day in any cache is safe. */
const FILE_CACHE_CONTROL = 'public, max-age=86400';

/** GET /api/openapi.json, /api/docs and the page's files (docs/api.md). */
export async function referenceRoutes(app: FastifyInstance) {
  // Made once, on the first call: by then every route of the API is registered.
  let document: string | undefined;
  route(app, contracts.openApiDocument, async ({ reply }) => {
    document ??= JSON.stringify(openApiDocumentOf(app.contracts, app.config.PUBLIC_URL));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });

  route(app, contracts.apiDocsPage, async ({ reply }) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  const files = new Map<string, Promise<Buffer | string>>();
  route(app, contracts.apiDocsFile, async ({ input, reply }) => {
    let body = files.get(input.file);
    if (!body) {
      body =
        input.file === 'reference.js'
          ? Promise.resolve(REFERENCE_SCRIPT)
          : readFile(path.join(SWAGGER_UI_DIR, input.file));
      files.set(input.file, body);
    }
    return reply
      .type(FILE_TYPES[input.file])
      .header('cache-control', FILE_CACHE_CONTROL)
      .send(await body);
  });
}
