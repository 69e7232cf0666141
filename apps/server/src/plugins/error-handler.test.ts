import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { envelope, postForm, TEST_ENV } from '../test/test-app.ts';
import { isConnectionFailure } from './error-handler.ts';

/** An error as node-postgres gives it, wrapped by Drizzle as it reaches a route. */
function wrapped(cause: Error): Error {
  return new Error('Failed query: select 1', { cause });
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isConnectionFailure', () => {
  it('knows what PostgreSQL says when it stops, restarts or is full', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08003', '08006']) {
      expect(isConnectionFailure(wrapped(withCode('the server said so', code))), code).toBe(true);
    }
  });

  it('knows a refused, reset or unreachable socket, alone or among several addresses tried', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']) {
      expect(isConnectionFailure(wrapped(withCode(`connect ${code}`, code))), code).toBe(true);
    }
    const both = new AggregateError([withCode('::1', 'ECONNREFUSED'), withCode('127.0.0.1', 'ECONNREFUSED')]);
    expect(isConnectionFailure(both)).toBe(true);
  });

  it("knows node-postgres's own messages of a lost connection and of a pool that waited too long", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ]) {
      expect(isConnectionFailure(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('leaves the other database errors and bugs alone (they stay 500)', () => {
    expect(isConnectionFailure(wrapped(withCode('duplicate key', '23505')))).toBe(false);
    expect(isConnectionFailure(wrapped(withCode('syntax error', '42601')))).toBe(false);
    expect(isConnectionFailure(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});

/** A TCP port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a database that cannot be reached', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    // Nothing listens on the port: every connection is refused at once, as while PostgreSQL is stopped.
    const port = await freePort();
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/hearth`, poolSize: 2 });
    app = await buildApp({ config: loadConfig(TEST_ENV), database, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers /health 503 with the status unavailable', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(envelope(res)).toEqual({
      success: false,
      messages: [{ message: MESSAGES.unavailable }],
      model: { status: 'unavailable', database: 'postgres' },
    });
  });

  it('answers reads and writes 503 in the envelope, never 500', async () => {
    const answers = [
      await postForm(app, '/store/merchants', {}),
      await app.inject({ method: 'GET', url: '/store/product?productId=1' }),
      await postForm(app, '/register', {
        identityKey: 'a@example.lt',
        type: 'email',
        password: 'Hearth2026',
      }),
      await app.inject({ method: 'GET', url: '/secure/profile', headers: { cookie: 'hearth_session=x' } }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(envelope(res)).toEqual({ success: false, messages: [{ message: MESSAGES.unavailable }] });
    }
  });
});
