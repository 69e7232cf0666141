import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MINUTES } from '@hearth/domain/constants';
import { MESSAGES, SESSION_EXPIRED_TEXT } from '@hearth/domain/messages';
import { CART_STORAGE_KEY, CART_UPDATE_EVENT } from '../cart/cart-storage.ts';
import { useNotices } from '../notices/notice-store.ts';
import { onSessionExpired } from '../session/session-expiry.ts';
import { SESSION_KEYS, writeSession } from '../session/session-storage.ts';
import { authorizedUser, fail, mockFetch, ok } from '../testing/test-utils.tsx';
import { mockXhr } from '../testing/fake-xhr.ts';
import { ApiError, apiGet, apiPost, apiUpload } from './api-client.ts';

const T0 = new Date('2026-03-02T10:00:00Z').getTime();
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;

function storeSessionAndCart(at: number) {
  writeSession(authorizedUser({ legalInfo: { valid: true } }), at);
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 1, productVolume: 2 }]));
}

function sessionKeysLeft() {
  return [
    SESSION_KEYS.profile,
    SESSION_KEYS.role,
    SESSION_KEYS.valid,
    SESSION_KEYS.legalInfo,
    CART_STORAGE_KEY,
  ].filter((key) => window.localStorage.getItem(key) !== null);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('POSTs a form-encoded body, asks for JSON and sends same-origin credentials', async () => {
    const { calls } = mockFetch(() => ({ body: ok({ done: true }) }));
    const envelope = await apiPost<{ done: boolean }>('/pw-login', {
      identityKey: 'ana@example.lt',
      password: 'Secret1x',
      type: 'email',
      skipped: undefined,
    });
    expect(envelope.model).toEqual({ done: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/pw-login');
    expect(call!.headers.get('Accept')).toBe('application/json');
    expect(call!.credentials).toBe('same-origin');
    expect(call!.body?.toString()).toBe('identityKey=ana%40example.lt&password=Secret1x&type=email');
  });

  it('sends the chosen language, so mails to a new account are written in it', async () => {
    const { calls } = mockFetch(() => ({ body: ok({}) }));
    window.localStorage.setItem('language', 'lt');
    await apiPost('/one-time-pin', { identityKey: 'ana@example.lt' });
    window.localStorage.removeItem('language');
    await apiPost('/one-time-pin', { identityKey: 'ana@example.lt' });
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['lt', 'en']);
  });

  it('throws an ApiError carrying the envelope when the answer is not a success', async () => {
    mockFetch(() => ({
      status: 400,
      body: fail([MESSAGES.validationFailed], { identityKey: ['required'] }),
    }));
    const error = await apiPost('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).envelope.fieldErrors).toEqual({ identityKey: ['required'] });
  });

  it('turns a non-JSON gateway answer into "unavailable"', async () => {
    mockFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = (await apiGet('/config').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.envelope.messages).toEqual([{ message: MESSAGES.unavailable }]);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await apiGet('/config').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.envelope.messages[0]?.message).toBe('pages.errors.network');
  });
});

describe('session expiry', () => {
  it(`clears the session and the cart after more than ${SESSION_IDLE_MINUTES} idle minutes`, async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    storeSessionAndCart(T0);
    const { calls } = mockFetch(() => ({ body: ok() }));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const cartUpdates = vi.fn();
    window.addEventListener(CART_UPDATE_EVENT, cartUpdates);
    const notices = renderHook(() => useNotices());

    vi.setSystemTime(T0 + IDLE_MS + 1);
    const error = (await apiGet('/secure/profile').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(0); // a secure call after expiry is not sent
    expect(sessionKeysLeft()).toEqual([]);
    expect(cartUpdates).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(notices.result.current.map((n) => n.message)).toEqual([SESSION_EXPIRED_TEXT]);

    unsubscribe();
    window.removeEventListener(CART_UPDATE_EVENT, cartUpdates);
  });

  it(`keeps the session at exactly ${SESSION_IDLE_MINUTES} minutes and renews the idle clock`, async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    storeSessionAndCart(T0);
    const { calls } = mockFetch(() => ({ body: ok() }));

    vi.setSystemTime(T0 + IDLE_MS);
    await apiGet('/secure/profile');
    vi.setSystemTime(T0 + 2 * IDLE_MS - 1);
    await apiGet('/secure/profile');

    expect(calls).toHaveLength(2);
    expect(sessionKeysLeft()).toHaveLength(5);
  });

  it('lets a public call through after expiry (a fresh login), still clearing the old session', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    storeSessionAndCart(T0);
    const { calls } = mockFetch(() => ({ body: ok() }));
    vi.setSystemTime(T0 + IDLE_MS + 60_000);
    await apiPost('/one-time-pin', { identityKey: 'ana@example.lt' });
    expect(calls).toHaveLength(1);
    expect(sessionKeysLeft()).toEqual([]);
  });

  it('expires the session when a secure call answers 401 while a profile is stored', async () => {
    storeSessionAndCart(Date.now());
    mockFetch(() => ({ status: 401, body: fail([MESSAGES.unauthorized]) }));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    await expect(apiGet('/secure/profile')).rejects.toBeInstanceOf(ApiError);
    expect(sessionKeysLeft()).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not touch the session for a 401 outside /secure (wrong password)', async () => {
    storeSessionAndCart(Date.now());
    mockFetch(() => ({ status: 401, body: fail([MESSAGES.invalidCredentials]) }));
    await expect(apiPost('/pw-login', {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionKeysLeft()).toHaveLength(5);
  });
});

describe('uploads', () => {
  it('POSTs multipart with progress and resolves with the envelope', async () => {
    const { uploads } = mockXhr();
    const progress: number[] = [];
    const body = new FormData();
    body.append('data', new Blob(['x']), 'a.png');
    const answer = apiUpload<{ fileDescriptor: { id: number } }>('/secure/file-upload', body, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const [upload] = uploads;
    expect(upload!.method).toBe('POST');
    expect(upload!.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
    expect(upload!.body.get('data')).toBeInstanceOf(Blob);
    upload!.progress(50, 200);
    upload!.progress(200, 200);
    upload!.respond(200, ok({ fileDescriptor: { id: 5 } }));
    expect((await answer).model).toEqual({ fileDescriptor: { id: 5 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the envelope of a refusal, and with status 0 when the network fails', async () => {
    const { uploads } = mockXhr();
    const refused = apiUpload('/secure/file-upload', new FormData());
    uploads[0]!.respond(400, fail([MESSAGES.notAnImage], { data: [MESSAGES.notAnImage] }));
    const error = (await refused.catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.envelope.messages).toEqual([{ message: MESSAGES.notAnImage }]);

    const lost = apiUpload('/secure/file-upload', new FormData());
    uploads[1]!.fail();
    expect(((await lost.catch((e: unknown) => e)) as ApiError).status).toBe(0);
  });
});
