import type { Contract, ContractInputOf, ContractModelOf } from '@hearth/domain/contracts/contract';
import type { Envelope } from '@hearth/domain/api';
import { MESSAGES } from '@hearth/domain/messages';
import { toFieldErrors } from '@hearth/domain/validation';
import { type FetchCall, mockFetch } from './test-utils.tsx';

/**
 * The API faked from its contracts, for component tests (docs/api.md). A test says, per contract, what the
 * server answers; the fake finds the contract by method and path, parses the input with the contract's
 * schemas (a bad input is refused 400 with field errors, as the server does) and checks the answer against
 * the contract's model, so a fake cannot drift from what the server really answers. A call no handler
 * takes fails the test.
 */

/** A refusal the fake answers instead of a model. */
export interface Refusal {
  refusal: true;
  status: number;
  messages: string[];
  fieldErrors?: Record<string, string[]>;
}

export function refuse(status: number, message: string, fieldErrors?: Record<string, string[]>): Refusal {
  return { refusal: true, status, messages: [message], ...(fieldErrors ? { fieldErrors } : {}) };
}

type Answer<C extends Contract> = ContractModelOf<C> | Refusal | Envelope<ContractModelOf<C>>;

export interface FakeHandler {
  contract: Contract;
  answer: (input: Record<string, unknown>, call: FetchCall) => unknown;
}

/** What the server answers to `contract`: a model (or an envelope with messages), or `refuse(...)`. */
export function answer<C extends Contract>(
  contract: C,
  handler: (input: ContractInputOf<C>, call: FetchCall) => Answer<C> | Promise<Answer<C>>,
): FakeHandler {
  return { contract, answer: handler as FakeHandler['answer'] };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'messages' in value;
}

function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

function fieldsOf(search: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    fields[key] = all.length === 1 ? all[0]! : all;
  }
  return fields;
}

/** The input as the server parses it, or the field errors of a bad one. */
function parse(contract: Contract, call: FetchCall, params: Record<string, string>) {
  const [, query = ''] = call.path.split('?');
  const sources = {
    params: contract.input?.params ? params : undefined,
    query: contract.input?.query ? fieldsOf(new URLSearchParams(query)) : undefined,
    body: contract.input?.body ? fieldsOf(call.body ?? new URLSearchParams()) : undefined,
  };
  const input: Record<string, unknown> = {};
  for (const where of ['params', 'query', 'body'] as const) {
    const schema = contract.input?.[where];
    if (!schema) continue;
    const result = schema.safeParse(sources[where]);
    if (!result.success) return { fieldErrors: toFieldErrors(result.error) };
    Object.assign(input, result.data);
  }
  return { input };
}

function reply(status: number, body: Envelope<unknown>) {
  return { status, body };
}

/**
 * A mistake of the test, not of the page: thrown outside the page's promise chain (the page would take a
 * rejected fetch for a network failure and hide it), so the test run fails with this message.
 */
function mistake(message: string) {
  setTimeout(() => {
    throw new Error(message);
  });
  return reply(500, { success: false, messages: [{ message }] });
}

/**
 * Replaces fetch with the contracts' fake. `calls` records every call; `callsOf(contract)` the parsed
 * inputs of one contract's calls, in order.
 */
export function fakeApi(...handlers: FakeHandler[]) {
  const inputs = new Map<Contract, Record<string, unknown>[]>();
  const routes = handlers.map((handler) => ({ handler, pattern: pathPattern(handler.contract.path) }));
  const { calls, fetchMock } = mockFetch(async (call) => {
    const [path = ''] = call.path.split('?');
    for (const { handler, pattern } of routes) {
      const match = pattern.exec(path);
      if (!match || handler.contract.method !== call.method) continue;
      const contract = handler.contract;
      const parsed = parse(contract, call, { ...match.groups });
      if ('fieldErrors' in parsed) {
        return reply(400, {
          success: false,
          messages: [{ message: MESSAGES.validationFailed }],
          fieldErrors: parsed.fieldErrors,
        });
      }
      inputs.set(contract, [...(inputs.get(contract) ?? []), parsed.input]);
      const answered = await handler.answer(parsed.input, call);
      if (isRefusal(answered)) {
        return reply(answered.status, {
          success: false,
          messages: answered.messages.map((message) => ({ message })),
          ...(answered.fieldErrors ? { fieldErrors: answered.fieldErrors } : {}),
        });
      }
      const envelope = isEnvelope(answered) ? answered : { success: true, messages: [], model: answered };
      if (contract.model) {
        const checked = contract.model.safeParse(envelope.model);
        if (!checked.success) {
          const issue = checked.error.issues[0]!;
          return mistake(
            `the fake answer of ${contract.name} breaks its contract: model.${issue.path.join('.')}: ${issue.message}`,
          );
        }
      }
      return reply(200, envelope as Envelope<unknown>);
    }
    return mistake(`no fake answers ${call.method} ${call.path}: add answer(<its contract>, ...) to fakeApi`);
  });
  return {
    calls,
    fetchMock,
    callsOf: <C extends Contract>(contract: C) => (inputs.get(contract) ?? []) as ContractInputOf<C>[],
  };
}
