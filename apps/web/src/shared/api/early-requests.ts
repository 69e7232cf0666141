import { apiRequestInit, type FormBody, toFormBody } from './request-init.ts';

/** An early request not taken by then is dropped: its answer would be older than the page expects. */
const EARLY_REQUEST_TTL_MS = 15_000;

const early = new Map<string, Promise<Response>>();

const requestKey = (method: string, path: string, body?: URLSearchParams) =>
  `${method} ${path} ${body?.toString() ?? ''}`;

/**
 * Sends now a public read that the opened page will make when it renders (src/early.ts runs this while
 * the framework is still downloading), so its answer is not one more round trip after the page's code.
 */
export function startEarlyRequest(method: 'GET' | 'POST', path: string, body?: FormBody): Promise<Response> {
  const form = method === 'POST' ? toFormBody(body ?? {}) : undefined;
  const key = requestKey(method, path, form);
  const response = fetch(path, apiRequestInit(method, form));
  // A network failure is the taker's to report; until then it is no unhandled rejection.
  response.catch(() => undefined);
  early.set(key, response);
  setTimeout(() => {
    if (early.get(key) === response) early.delete(key);
  }, EARLY_REQUEST_TTL_MS);
  return response;
}

/** The early request with exactly this method, path and body, once: the next identical call fetches again. */
export function takeEarlyRequest(
  method: 'GET' | 'POST',
  path: string,
  body?: URLSearchParams,
): Promise<Response> | undefined {
  const key = requestKey(method, path, body);
  const response = early.get(key);
  early.delete(key);
  return response;
}
