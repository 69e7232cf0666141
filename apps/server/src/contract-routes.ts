import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMMON_ERRORS,
  type Caller,
  type Contract,
  type ContractInputOf,
  type ContractModelOf,
} from '@hearth/domain/contracts/contract';
import type { Envelope } from '@hearth/domain/api';
import { MESSAGES } from '@hearth/domain/messages';
import { canModerate } from '@hearth/domain/profile';
import { parseInput } from './envelope.ts';
import { Forbidden } from './errors.ts';
import type { SessionUser } from './plugins/session.ts';

/**
 * Routes from contracts (docs/api.md). `route(app, contract, handler)` is the only way an API route is
 * registered: it declares the method and path, guards the roles before the body is read, parses the input
 * with the contract's schema, and in tests checks the answer against the contract. Inside the API's context
 * a route registered any other way stops the start (`contractRoutesPlugin`).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from. */
    contract?: Contract;
  }
  interface FastifyInstance {
    /** Every API route's contract, in the order registered (the tests, the OpenAPI document read it). */
    contracts: Contract[];
  }
}

/** What a handler gets: the request, the reply, the parsed input and, on a guarded route, the caller. */
export interface RouteContext<C extends Contract> {
  request: FastifyRequest;
  reply: FastifyReply;
  input: ContractInputOf<C>;
  /** The signed-in caller (a guarded route); a public route asks `request.currentUser()` when it needs one. */
  user: 'visitor' extends C['roles'][number] ? null : SessionUser;
}

/** A handler answers the envelope, or sends something else itself (a picture, a file) through the reply. */
export type RouteHandler<C extends Contract> = (
  context: RouteContext<C>,
) => Promise<Envelope<ContractModelOf<C>> | FastifyReply>;

/** The callers a signed-in user counts as: every user is a customer; a chef profile or the role adds more. */
export function callersOf(user: SessionUser): Caller[] {
  const callers: Caller[] = ['customer'];
  if (user.chefStatus !== null) callers.push('chef');
  if (canModerate(user.role)) callers.push('operator');
  return callers;
}

/**
 * The one role guard: a public contract lets anyone through (but a signed-in caller of a `verified` one must
 * have proved the e-mail); any other needs a session (401), one of the contract's roles (403 with the
 * contract's message) and a proved e-mail when the contract says so (403).
 */
export async function guard(request: FastifyRequest, contract: Contract): Promise<SessionUser | null> {
  if (contract.roles.includes('visitor')) {
    // A public call that moves money: a visitor may make it, a signed-in caller must have proved the e-mail.
    if (!contract.verified) return null;
    const user = await request.currentUser();
    if (user && !user.emailVerified) throw new Forbidden(MESSAGES.emailNotVerified);
    return user;
  }
  const user = await request.requireUser();
  if (!callersOf(user).some((caller) => contract.roles.includes(caller))) {
    throw new Forbidden(contract.forbidden ?? MESSAGES.forbidden);
  }
  if (contract.verified && !user.emailVerified) throw new Forbidden(MESSAGES.emailNotVerified);
  return user;
}

/** Parses what the contract reads: its query, body and path parameters, each with its schema. */
export function readInput<C extends Contract>(contract: C, request: FastifyRequest): ContractInputOf<C> {
  const input = contract.input;
  if (!input) return {} as ContractInputOf<C>;
  const parsed: object[] = [];
  if (input.params) parsed.push(parseInput(input.params, request.params, input.invalid) as object);
  if (input.query) parsed.push(parseInput(input.query, request.query, input.invalid) as object);
  if (input.body) parsed.push(parseInput(input.body, request.body, input.invalid) as object);
  return Object.assign({}, ...parsed) as ContractInputOf<C>;
}

export interface RouteExtras extends Pick<RouteOptions, 'bodyLimit'> {
  /** Runs after the guard and before the input is read (a rate limit that must count bad inputs too). */
  before?: (request: FastifyRequest) => Promise<void>;
}

/** Registers a route from its contract. */
export function route<const C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  { before, ...options }: RouteExtras = {},
): void {
  const guarded = !contract.roles.includes('visitor');
  const checked = guarded || contract.verified;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    ...options,
    // The guard runs before the body is read: a visitor's upload is refused before a byte is parsed.
    ...(checked
      ? { onRequest: async (request: FastifyRequest) => void (await guard(request, contract)) }
      : {}),
    handler: async (request, reply) => {
      const user = guarded ? await request.requireUser() : null;
      if (before) await before(request);
      const input = readInput(contract, request);
      return handler({ request, reply, input, user } as RouteContext<C>);
    },
  });
}

/**
 * The API's context: collects the contracts of the routes registered in it, refuses a route without one,
 * and (with `checkAnswers`, in tests) checks every envelope against its route's contract: a success's model
 * against the model schema, a refusal's message against the contract's errors. A mismatch is answered 500
 * with the reason, so the test that made the call fails and says why.
 */
export const contractRoutesPlugin = fp(async function contractRoutes(
  app: FastifyInstance,
  options: {
    checkAnswers: boolean;
    contracts: Contract[];
  },
) {
  const seen = new Set<string>();
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.method === 'HEAD') return;
    const contract = routeOptions.config?.contract;
    const name = `${String(routeOptions.method)} ${routeOptions.url}`;
    if (!contract)
      throw new Error(`${name} has no contract: register it with route() from contract-routes.ts`);
    if (seen.has(contract.name))
      throw new Error(`${name}: the contract ${contract.name} is registered twice`);
    seen.add(contract.name);
    options.contracts.push(contract);
  });
  if (options.checkAnswers) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      const contract = request.routeOptions.config?.contract;
      if (!contract || !isEnvelope(payload)) return payload;
      const violation = contractViolation(contract, payload, reply.statusCode);
      if (!violation) return payload;
      request.log.error({ contract: contract.name, violation }, 'contract violation');
      void reply.status(500);
      return {
        success: false,
        messages: [{ message: `contract violation: ${contract.name}: ${violation}` }],
      };
    });
  }
});

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'messages' in value;
}

/** Why an answer breaks its contract, or null when it keeps it. */
export function contractViolation(
  contract: Contract,
  envelope: Envelope<unknown>,
  status: number,
): string | null {
  if (envelope.success) {
    if (status >= 300) return `a success answered ${status}`;
    if (contract.media) return null;
    if (!contract.model) return envelope.model === undefined ? null : 'a model the contract does not declare';
    const result = contract.model.safeParse(envelope.model);
    if (result.success) return null;
    const issue = result.error.issues[0]!;
    return `model.${issue.path.join('.')}: ${issue.message}`;
  }
  const unknown = envelope.messages
    .map((m) => m.message)
    .filter(
      (message) =>
        !COMMON_ERRORS.includes(message) &&
        !contract.errors.includes(message) &&
        message !== contract.forbidden,
    );
  return unknown.length > 0 ? `a refusal the contract does not list: ${unknown.join(', ')}` : null;
}
