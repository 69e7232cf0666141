import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { type Contract, defineContract } from '@hearth/domain/contracts/contract';
import { MESSAGES } from '@hearth/domain/messages';
import { contractRoutesPlugin, route } from './contract-routes.ts';
import { ok } from './envelope.ts';
import { Conflict, Unauthorized } from './errors.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import type { SessionUser } from './plugins/session.ts';

/** The registrar without a database: the caller is read from an `x-as` header instead of a session. */

const CALLERS: Record<string, Pick<SessionUser, 'role' | 'chefStatus' | 'emailVerified'>> = {
  customer: { role: 'CUSTOMER', chefStatus: null, emailVerified: true },
  unverified: { role: 'CUSTOMER', chefStatus: null, emailVerified: false },
  chef: { role: 'CUSTOMER', chefStatus: 'pending', emailVerified: true },
  operator: { role: 'OPERATOR', chefStatus: null, emailVerified: true },
};

const echo = defineContract({
  name: 'echo',
  resource: 'test',
  method: 'POST',
  path: '/echo/:id',
  summary: 'Says back what it was sent.',
  roles: ['chef', 'operator'],
  verified: true,
  forbidden: MESSAGES.notAChef,
  input: {
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ text: z.string().min(1) }),
  },
  model: z.object({ id: z.number(), text: z.string() }),
  errors: [MESSAGES.productNotFound],
});

const wrongModel = defineContract({
  name: 'wrongModel',
  resource: 'test',
  method: 'GET',
  path: '/wrong-model',
  summary: 'Answers a model its contract does not declare.',
  roles: ['visitor'],
  model: z.object({ count: z.number() }),
  errors: [],
});

const unlistedRefusal = defineContract({
  name: 'unlistedRefusal',
  resource: 'test',
  method: 'GET',
  path: '/unlisted-refusal',
  summary: 'Refuses with a message its contract does not list.',
  roles: ['visitor'],
  errors: [],
});

async function testApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
    const as = CALLERS[String(this.headers['x-as'])];
    if (!as) throw new Unauthorized();
    return { id: 1, email: 'a@example.lt', language: 'en', session: {}, ...as } as SessionUser;
  });
  const contracts: Contract[] = [];
  app.decorate('contracts', contracts);
  await app.register(async (api) => {
    await api.register(contractRoutesPlugin, { checkAnswers: true, contracts });
    register(api);
  });
  await app.ready();
  return app;
}

describe('routes from contracts', () => {
  it('guards the roles, parses the input and answers the model', async () => {
    const app = await testApp((api) =>
      route(api, echo, async ({ input }) => ok({ id: input.id, text: input.text })),
    );
    const call = (as: string | undefined, body: object) =>
      app.inject({
        method: 'POST',
        url: '/echo/7',
        headers: as ? { 'x-as': as } : {},
        payload: body,
      });
    expect((await call(undefined, { text: 'hi' })).statusCode).toBe(401);
    const customer = await call('customer', { text: 'hi' });
    expect([customer.statusCode, customer.json().messages]).toEqual([403, [{ message: MESSAGES.notAChef }]]);
    const unverified = await call('unverified', { text: 'hi' });
    expect(unverified.statusCode).toBe(403);
    expect((await call('chef', { text: 'hi' })).json()).toEqual({
      success: true,
      messages: [],
      model: { id: 7, text: 'hi' },
    });
    expect((await call('operator', { text: 'hi' })).statusCode).toBe(200);
    const bad = await call('chef', { text: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['text']);
    expect(app.contracts.map((c) => c.name)).toEqual(['echo']);
  });

  it('answers 500 with the reason when a model or a refusal breaks the contract (tests only)', async () => {
    const app = await testApp((api) => {
      route(api, wrongModel, async () => ok({ count: 'three' }) as never);
      route(api, unlistedRefusal, async () => {
        throw new Conflict(MESSAGES.productNotFound);
      });
    });
    const model = await app.inject({ method: 'GET', url: '/wrong-model' });
    expect(model.statusCode).toBe(500);
    expect(model.json().messages[0].message).toContain('contract violation: wrongModel: model.count');
    const refusal = await app.inject({ method: 'GET', url: '/unlisted-refusal' });
    expect(refusal.statusCode).toBe(500);
    expect(refusal.json().messages[0].message).toContain(MESSAGES.productNotFound);
  });

  it('refuses a route registered without a contract', async () => {
    await expect(
      testApp((api) => {
        api.get('/bare', async () => ok());
      }),
    ).rejects.toThrow('GET /bare has no contract');
  });
});
