import { expect } from 'vitest';
import type { Envelope } from '@hearth/domain/api';
import type { Instance } from './instance-harness.ts';

/**
 * The multi-instance suite's client: real HTTP (fetch) to one instance, form-encoded bodies as the spec's
 * client sends them, the session carried by hand in a Cookie header (so one cookie can go to either
 * instance). Every answer must be the envelope.
 */

export interface Answer<M = Record<string, unknown>> {
  status: number;
  body: Envelope<M>;
  /** The cookies the answer set, as `name=value`. */
  cookies: string[];
}

type Form = Record<string, string | number | boolean>;

async function send<M>(instance: Instance, path: string, init: RequestInit): Promise<Answer<M>> {
  const res = await fetch(`${instance.url}${path}`, init);
  const text = await res.text();
  let body: Envelope<M>;
  try {
    body = JSON.parse(text) as Envelope<M>;
  } catch {
    throw new Error(`${instance.name} ${path}: ${res.status} is not the envelope: ${text.slice(0, 200)}`);
  }
  const cookies = res.headers.getSetCookie().map((header) => header.split(';')[0]!);
  return { status: res.status, body, cookies };
}

export function post<M = Record<string, unknown>>(
  instance: Instance,
  path: string,
  form: Form = {},
  cookie?: string,
): Promise<Answer<M>> {
  const body = new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]));
  return send<M>(instance, path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: body.toString(),
  });
}

export function get<M = Record<string, unknown>>(
  instance: Instance,
  path: string,
  cookie?: string,
): Promise<Answer<M>> {
  return send<M>(instance, path, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
}

/** The model of a successful answer; fails the test with the answer otherwise. */
export function model<M>(answer: Answer<M>): M {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.model as M;
}

/** An answer refused with `status` and the one message `message`. */
export function expectRefused(answer: Answer<unknown>, status: number, message: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, messages: [{ message }] });
}

/** The Cookie header of the session an answer started. */
export function sessionCookie(answer: Answer<unknown>): string {
  const cookie = answer.cookies.find((c) => c.startsWith('hearth_session='));
  if (!cookie || cookie === 'hearth_session=') throw new Error('no session cookie in the answer');
  return cookie;
}
