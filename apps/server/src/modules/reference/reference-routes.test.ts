import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { openApiPath } from './openapi.ts';

const ctx = useTestApp();

describe('the API reference', () => {
  it('GET /api/openapi.json is a valid OpenAPI 3.1 document with every registered route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const document = res.json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = ctx.app.contracts.map((c) => `${c.method} ${openApiPath(c.path)}`);
    expect(operations.sort()).toEqual([...registered].sort());
    const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes a guarded call: its roles, session, input and model', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const decide = document.paths['/operator/chef-decision'].post;
    expect(decide.operationId).toBe('decideChef');
    expect(decide['x-roles']).toEqual(['operator']);
    expect(decide.security).toEqual([{ session: [] }]);
    expect(Object.keys(decide.requestBody.content)).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    const body = decide.requestBody.content['application/json'].schema;
    expect(body.properties.action.enum).toEqual(['approve', 'reject', 'suspend', 'reinstate']);
    const success = decide.responses['200'].content['application/json'].schema;
    expect(success.properties.model.properties.chef.properties.email).toEqual({ type: 'string' });
    expect(decide['x-error-keys']).toContain('pages.moderation.notAllowed');
  });

  it('GET /api/docs is a page that loads its renderer from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/'), source).toBe(true);
      const file = await ctx.app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      expect(file.body.length, source).toBeGreaterThan(0);
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/docs/package.json' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
  });
});
