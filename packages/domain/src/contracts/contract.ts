import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * An endpoint's contract (docs/api.md): everything a caller, the server, the tests and the API reference need
 * to know about one call, declared once. The server registers its routes from contracts (a route without one
 * is refused at start), the role guard reads `roles`, the tests check every answer against `model` and every
 * refusal against `errors`, the hostile-input and authorization suites walk the registered contracts, the
 * OpenAPI document is generated from them, and the web client calls the API through them.
 */

/** Who may call: a visitor (no session), any signed-in customer, a chef (a user with a chef profile), an operator. */
export const CALLERS = ['visitor', 'customer', 'chef', 'operator'] as const;
export type Caller = (typeof CALLERS)[number];

/** How a request body may be sent: a form (what the spec's web client sends), JSON, or multipart with a file. */
export type Encoding = 'form' | 'json' | 'multipart';

/** The media types of the encodings, as the Content-Type header names them. */
export const ENCODING_MEDIA_TYPES: Record<Encoding, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/** What a call reads: the query string, the body (in the given encodings) or path parameters. */
export interface ContractInput {
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** The encodings the body is accepted in (form and JSON unless said). */
  encodings?: readonly Encoding[];
  /** The message a bad input is refused with, when the call has its own (validationFailed otherwise). */
  invalid?: string;
}

export interface Contract {
  /** A unique name in lowerCamelCase: the OpenAPI operationId and the web client's function name. */
  name: string;
  method: 'GET' | 'POST';
  /** The path as the spec names it; `:name` for a path parameter. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The resource the endpoint belongs to (its contracts file): the API reference groups by it. */
  resource: string;
  /** Who may call. `visitor` means anyone, signed in or not; the others need a session. */
  roles: readonly Caller[];
  /**
   * The caller must have proved the e-mail address (money moves, chef applications). On a public call: a
   * visitor may call, a signed-in caller must have proved it.
   */
  verified?: boolean;
  /** The message a signed-in caller without one of `roles` is refused with (403); the generic one otherwise. */
  forbidden?: string;
  input?: ContractInput;
  /** The envelope's `model` on success; absent when the answer has no model. */
  model?: z.ZodType;
  /** A success that is not the envelope (a picture, a page, a file): its media type. Failures are the envelope. */
  media?: string;
  /** The message keys a refusal of this call may carry, beyond the ones every call may (COMMON_ERRORS). */
  errors: readonly string[];
  /**
   * Whether the call only reads or changes something. By default a GET reads and a POST writes; the spec has
   * POSTs that only read (a search) and GETs that write (removing a file), and they say so here.
   */
  effect?: 'read' | 'write';
  /** The resources whose reads a successful write makes stale, beyond its own (the web client refetches them). */
  changes?: readonly string[];
}

/** Whether a call changes something (its `effect`, else a POST). */
export function isWrite(contract: Contract): boolean {
  return (contract.effect ?? (contract.method === 'POST' ? 'write' : 'read')) === 'write';
}

/** Declares a contract, keeping its literal types (the path, the roles, the schemas) for the typed callers. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** The parsed input of a contract: its query, body and path parameters merged (no call reads two of them). */
export type ContractInputOf<C extends Contract> = C['input'] extends ContractInput
  ? (C['input']['query'] extends z.ZodType ? z.output<C['input']['query']> : unknown) &
      (C['input']['body'] extends z.ZodType ? z.output<C['input']['body']> : unknown) &
      (C['input']['params'] extends z.ZodType ? z.output<C['input']['params']> : unknown)
  : Record<string, never>;

/** What a caller sends: the input before parsing (form fields may be text). */
export type ContractRequestOf<C extends Contract> = C['input'] extends ContractInput
  ? (C['input']['query'] extends z.ZodType ? z.input<C['input']['query']> : unknown) &
      (C['input']['body'] extends z.ZodType ? z.input<C['input']['body']> : unknown) &
      (C['input']['params'] extends z.ZodType ? z.input<C['input']['params']> : unknown)
  : Record<string, never>;

/** The envelope's model on success. */
export type ContractModelOf<C extends Contract> = C['model'] extends z.ZodType
  ? z.output<C['model']>
  : undefined;

/** The path parameter names of a path (`/a/:b/:c` -> 'b' | 'c'). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with `:name` segments replaced by the given values (encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The refusals any call may answer with, whatever its contract says: bad input, no session or the wrong
 * role, too many requests, a body too large, a cross-site write, an unknown path, the database away, the file
 * storage away (any call that reads or writes a picture).
 */
export const COMMON_ERRORS: readonly string[] = [
  MESSAGES.validationFailed,
  MESSAGES.unauthorized,
  MESSAGES.forbidden,
  MESSAGES.crossSiteRefused,
  MESSAGES.notFound,
  MESSAGES.tooLarge,
  MESSAGES.rateLimited,
  MESSAGES.serverError,
  MESSAGES.unavailable,
  MESSAGES.storageUnavailable,
  MESSAGES.emailNotVerified,
];
