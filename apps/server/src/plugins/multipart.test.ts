import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartPlugin } from './multipart.ts';

/**
 * Decision 088: @fastify/multipart registers without reading the global FormData, which Node defines as a
 * getter that loads its bundled undici at the first read. Node's getter is stood in for by one that counts.
 */
describe('the multipart plugin and the global FormData', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'FormData')!;
  const RealFormData = globalThis.FormData;
  afterEach(() => {
    Object.defineProperty(globalThis, 'FormData', original);
  });

  it('registers without reading it, and leaves its getter as it was', async () => {
    let reads = 0;
    const lazy = {
      get() {
        reads += 1;
        return RealFormData;
      },
      configurable: true,
      enumerable: false,
    };
    Object.defineProperty(globalThis, 'FormData', lazy);
    const app = Fastify();
    await app.register(multipartPlugin);
    let made: unknown;
    app.get('/', async (request) => {
      made = await request.formData();
      return {};
    });
    await app.ready();
    expect(reads).toBe(0);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'FormData')?.get).toBe(lazy.get);
    expect(app.hasPlugin('@fastify/multipart')).toBe(true);

    // request.formData() is offered as before, and makes Node's own FormData.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect(made).toBeInstanceOf(RealFormData);
    expect(reads).toBe(1);
    await app.close();
  });
});
