import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../testing/test-utils.tsx';
import { apiGet, apiPost } from './api-client.ts';
import { startEarlyRequest, takeEarlyRequest } from './early-requests.ts';

afterEach(() => {
  // Nothing started in one test may answer another's call.
  takeEarlyRequest('POST', '/store/merchants', new URLSearchParams({ page: '0', valid: 'true' }));
  vi.useRealTimers();
});

describe('early requests', () => {
  it("answers the API client's identical call once, with the same headers as its own requests", async () => {
    const { calls } = mockFetch(() => ({ body: ok({ merchants: [], total: 0 }) }));
    startEarlyRequest('POST', '/store/merchants', { page: 0, valid: true, city: undefined });
    expect(calls).toHaveLength(1);

    const envelope = await apiPost('/store/merchants', { page: 0, valid: true });
    expect(envelope.model).toEqual({ merchants: [], total: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Accept')).toBe('application/json');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('en');
    expect(calls[0]!.credentials).toBe('same-origin');

    // Used once: the next call asks again.
    await apiPost('/store/merchants', { page: 0, valid: true });
    expect(calls).toHaveLength(2);
  });

  it('leaves other calls alone: another body, method or path fetches', async () => {
    const { calls } = mockFetch(() => ({ body: ok({}) }));
    startEarlyRequest('GET', '/store/product?productId=5');
    await apiGet('/store/product?productId=6');
    await apiPost('/store/product?productId=5');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /store/product?productId=5',
      'GET /store/product?productId=6',
      'POST /store/product?productId=5',
    ]);
    await apiGet('/store/product?productId=5');
    expect(calls).toHaveLength(3);
  });

  it('drops an early request nobody took within 15 seconds', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => ({ body: ok({}) }));
    startEarlyRequest('GET', '/store/product?productId=5');
    vi.advanceTimersByTime(15_000);
    expect(takeEarlyRequest('GET', '/store/product?productId=5')).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('reports a failed early request to the call that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    startEarlyRequest('GET', '/store/product?productId=5');
    await expect(apiGet('/store/product?productId=5')).rejects.toMatchObject({ status: 0 });
  });
});
