import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openTestDatabase, TEST_ENV } from './test/test-app.ts';

// Fastify's schema compilers are loaded at a JSON schema's first use (decision 070): a route that declares
// one is validated and its answer serialised as Fastify always did.
describe('a route with a JSON schema', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    app = await buildApp({ config: loadConfig(TEST_ENV), database, logger: false });
    app.get(
      '/schema-check',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { n: { type: 'integer', minimum: 1 } },
            required: ['n'],
          },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.query as { n: number }).n, extra: 'not in the schema' }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('refuses what the schema refuses and answers what its answer schema names', async () => {
    expect((await app.inject({ url: '/schema-check?n=0' })).statusCode).toBe(400);
    const answer = await app.inject({ url: '/schema-check?n=2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ n: 2 });
  });
});
