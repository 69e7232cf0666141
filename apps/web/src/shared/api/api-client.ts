import type { Envelope } from '@hearth/domain/api';
import { MESSAGES, SESSION_EXPIRED_TEXT } from '@hearth/domain/messages';
import { checkSessionExpiry, expireSession } from '../session/session-expiry.ts';
import { hasStoredProfile, markRequest } from '../session/session-storage.ts';
import { readPreferredLanguage } from '../i18n/preferred-language.ts';
import { takeEarlyRequest } from './early-requests.ts';
import { apiRequestInit, type FormBody, toFormBody } from './request-init.ts';

export type { FormBody, FormValue } from './request-init.ts';
export { toFormBody } from './request-init.ts';

/** A failed call: the HTTP status (0 when the network failed) and the envelope to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: Envelope<unknown>;

  constructor(status: number, envelope: Envelope<unknown>) {
    super(envelope.messages[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

/** Message key for a failure that has no envelope of its own. */
export const NETWORK_ERROR_KEY = 'pages.errors.network';

function failure(message: string): Envelope<never> {
  return { success: false, messages: [{ message }] };
}

function isSecurePath(path: string): boolean {
  return path === '/secure' || path.startsWith('/secure/');
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Envelope<unknown>>;
  return typeof v.success === 'boolean' && Array.isArray(v.messages);
}

/** The envelope of an answer whose body parsed to `value` (undefined when it was not JSON). */
function toEnvelope<M>(status: number, value: unknown): Envelope<M> {
  if (isEnvelope(value)) {
    const messages = value.messages.filter(
      (m): m is { message: string } => typeof m?.message === 'string' && m.message !== '',
    );
    return { ...(value as Envelope<M>), messages };
  }
  // Not our JSON (a proxy's error page, an empty body): say what the status means.
  if (status >= 502 && status <= 504) return failure(MESSAGES.unavailable);
  if (status >= 500) return failure(MESSAGES.serverError);
  return failure(status >= 200 && status < 300 ? MESSAGES.serverError : MESSAGES.unavailable);
}

async function readEnvelope<M>(response: Response): Promise<Envelope<M>> {
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    value = undefined;
  }
  return toEnvelope<M>(response.status, value);
}

/** The idle rule (docs/product.md#sessions-and-idle-expiry), before every request. */
function beforeRequest(path: string): void {
  // A secure call after expiry would only earn a 401, so it is not sent; a public one (a fresh login) goes on.
  if (checkSessionExpiry() && isSecurePath(path)) {
    throw new ApiError(401, failure(SESSION_EXPIRED_TEXT));
  }
  markRequest();
}

/** A 401 on a secure call ends the stored session; anything but a success becomes an ApiError. */
function settle<M>(path: string, status: number, envelope: Envelope<M>): Envelope<M> {
  if (status === 401 && isSecurePath(path) && hasStoredProfile()) {
    expireSession();
  }
  if (status < 200 || status >= 300 || !envelope.success) {
    throw new ApiError(status, envelope.success ? { ...envelope, success: false } : envelope);
  }
  return envelope;
}

/** How a call reaches the API: the browser's fetch, or a server that renders the page answering in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's renderer (src/entry-server.tsx) answers the page's calls itself, without a network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<M>(method: 'GET' | 'POST', path: string, body?: FormBody): Promise<Envelope<M>> {
  beforeRequest(path);
  const form = method === 'POST' ? toFormBody(body ?? {}) : undefined;
  let response: Response;
  try {
    // The same call started early for the opened page (src/early.ts) is answered by that request.
    response = await (takeEarlyRequest(method, path, form) ?? transport(path, apiRequestInit(method, form)));
  } catch {
    throw new ApiError(0, failure(NETWORK_ERROR_KEY));
  }
  return settle(path, response.status, await readEnvelope<M>(response));
}

/** GET with `Accept: application/json`; resolves with a successful envelope, else throws ApiError. */
export function apiGet<M = Record<string, unknown>>(path: string): Promise<Envelope<M>> {
  return request<M>('GET', path);
}

/** POST of a form-encoded body; resolves with a successful envelope, else throws ApiError. */
export function apiPost<M = Record<string, unknown>>(
  path: string,
  body: FormBody = {},
): Promise<Envelope<M>> {
  return request<M>('POST', path, body);
}

export interface UploadOptions {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/**
 * POST of a multipart body with upload progress. fetch cannot report the progress of a request body, so this
 * one call uses XMLHttpRequest; the session rules, headers and answers are those of apiPost.
 */
export function apiUpload<M = Record<string, unknown>>(
  path: string,
  body: FormData,
  { onProgress }: UploadOptions = {},
): Promise<Envelope<M>> {
  return new Promise((resolve, reject) => {
    beforeRequest(path);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', readPreferredLanguage());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, failure(NETWORK_ERROR_KEY))));
    xhr.addEventListener('abort', () => reject(new ApiError(0, failure(NETWORK_ERROR_KEY))));
    xhr.addEventListener('load', () => {
      let value: unknown;
      try {
        value = JSON.parse(xhr.responseText) as unknown;
      } catch {
        value = undefined;
      }
      try {
        resolve(settle(path, xhr.status, toEnvelope<M>(xhr.status, value)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.send(body);
  });
}
