import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@hearth/domain/constants';
import { mailOutbox, users } from '../../db/schema.ts';
import { verifiedAccount } from '../../test/accounts.ts';
import { envelope, postForm, sessionCookie } from '../../test/test-app.ts';

/** Test helpers of the profile and moderation HTTP tests: accounts, signed-in calls, mails. */

export const PASSWORD = 'Kitchen2026';

export interface Account {
  id: number;
  email: string;
  cookie: string;
}

/** A verified account (as a confirmed registration leaves it), signed in; for staff, the role is set in the database. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  options: { role?: Role; language?: 'en' | 'lt' } = {},
): Promise<Account> {
  const res = await verifiedAccount(app, email, PASSWORD, { language: options.language });
  expect(res.statusCode, res.body).toBe(200);
  const id = envelope<{ authorized: { id: number } }>(res).model!.authorized.id;
  if (options.role) await app.db.update(users).set({ role: options.role }).where(eq(users.id, id));
  return { id, email, cookie: sessionCookie(res) };
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
}

export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, string | number | boolean> = {},
  cookie?: string,
) {
  return postForm(app, url, body, cookie ? { cookie } : {});
}

/** A JSON POST (the contract accepts JSON bodies too): lets tests send lists, nulls and objects. */
export function postJson(app: FastifyInstance, url: string, body: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

export function model<M>(res: LightMyRequestResponse): M {
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope<M>(res);
  expect(body.success).toBe(true);
  return body.model as M;
}

export const CHEF_INFO = { hourRate: '1200', kitchenType: 'grill,vegan', about: 'Grill and vegan dishes.' };

/** A user with a submitted (pending) chef application. */
export async function applyAsChef(
  app: FastifyInstance,
  email: string,
  profile: { nickname: string; phoneNumber: string; firstName?: string; lastName?: string },
  options: { language?: 'en' | 'lt' } = {},
): Promise<Account> {
  const account = await signUp(app, email, options);
  model(
    await post(
      app,
      '/secure/user-info',
      { firstName: 'Rūta', lastName: 'Kazlauskienė', ...profile },
      account.cookie,
    ),
  );
  model(await post(app, '/secure/merchant-info', CHEF_INFO, account.cookie));
  return account;
}

/** The mails in the outbox, oldest first, optionally of one template. */
export async function mails(app: FastifyInstance, template?: string) {
  const rows = await app.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  return template ? rows.filter((m) => m.template === template) : rows;
}
