import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Contract, type ContractModelOf, fillPath, isWrite } from '@hearth/domain/contracts/contract';
import { apiGet, apiPost, apiUpload, type FormValue, type UploadOptions } from './api-client.ts';
import { requireModel } from './require-model.ts';

/**
 * The web's one way to call the API (docs/api.md): a call is named by its contract, so its path, method,
 * input and model come from the same declaration the server registers. GET sends the input in the query
 * string, POST as a form (what the spec's client sends) unless its contract reads a query string; path
 * parameters fill the path.
 */

/** The parsed input of a contract: what the server reads once it has parsed the call. */
type ParsedInput<C extends Contract> = (C['input'] extends { query: z.ZodType }
  ? z.output<C['input']['query']>
  : unknown) &
  (C['input'] extends { body: z.ZodType } ? z.output<C['input']['body']> : unknown) &
  (C['input'] extends { params: z.ZodType } ? z.output<C['input']['params']> : unknown);

/**
 * What a caller sends: the fields the server parses, scalars as they are (numbers and booleans become form
 * text) and lists or objects as the text the field takes (a comma list, JSON), as a form carries them.
 */
export type CallInput<C extends Contract> = C['input'] extends object
  ? { [K in keyof ParsedInput<C>]: ParsedInput<C>[K] extends FormValue ? ParsedInput<C>[K] : string }
  : Record<string, never>;

/** A successful call: its model (typed by the contract) and the messages to show. */
export interface ApiAnswer<C extends Contract> {
  model: ContractModelOf<C>;
  messages: string[];
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

/** The URL of a call (its path parameters filled) and the fields left for the query string or the body. */
function split(contract: Contract, input: Record<string, FormValue>) {
  const names = pathParamNames(contract.path);
  const params: Record<string, string | number> = {};
  const rest: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(input)) {
    if (names.includes(key)) params[key] = String(value);
    else rest[key] = value;
  }
  return { path: fillPath(contract.path, params), rest };
}

function queryString(fields: Record<string, FormValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls the endpoint of `contract`; resolves with its model, or throws ApiError with the envelope. */
export async function callApi<C extends Contract>(
  contract: C,
  ...[input]: C['input'] extends object ? [input: CallInput<C>] : []
): Promise<ApiAnswer<C>> {
  const { path, rest } = split(contract, (input ?? {}) as Record<string, FormValue>);
  // A POST that reads its input from the query string (the assistant's question) sends it there.
  const inQuery = contract.method === 'GET' || (contract.input?.query && !contract.input.body);
  const envelope =
    contract.method === 'GET'
      ? await apiGet<unknown>(path + queryString(rest))
      : inQuery
        ? await apiPost<unknown>(path + queryString(rest))
        : await apiPost<unknown>(path, rest);
  const model = contract.model ? requireModel(envelope.model) : undefined;
  return { model: model as ContractModelOf<C>, messages: envelope.messages.map((m) => m.message) };
}

/** Sends a multipart form to an upload endpoint (with progress); the answer as callApi's. */
export async function uploadApi<C extends Contract>(
  contract: C,
  body: FormData,
  options?: UploadOptions,
): Promise<ApiAnswer<C>> {
  const envelope = await apiUpload<unknown>(contract.path, body, options);
  const model = contract.model ? requireModel(envelope.model) : undefined;
  return { model: model as ContractModelOf<C>, messages: envelope.messages.map((m) => m.message) };
}

/**
 * The query keys, one scheme for the whole app: [resource, call name, input]. Every read of a resource
 * starts with the resource, so a write invalidates them all with one key.
 */
export function apiQueryKey<C extends Contract>(contract: C, input?: CallInput<C>) {
  return input === undefined
    ? ([contract.resource, contract.name] as const)
    : ([contract.resource, contract.name, input] as const);
}

/** Query options for a read: its key and a function returning the model (or `select` of it). */
export function apiQueryOptions<C extends Contract>(
  contract: C,
  ...[input]: C['input'] extends object ? [input: CallInput<C>] : []
) {
  return queryOptions({
    queryKey: apiQueryKey(contract, input as CallInput<C> | undefined),
    queryFn: async () =>
      (await (callApi as (c: C, i?: unknown) => Promise<ApiAnswer<C>>)(contract, input)).model,
  });
}

/** Marks stale every read a successful write changes: its own resource and the ones it names. */
export function invalidateAfter(queryClient: QueryClient, contract: Contract): Promise<void> {
  if (!isWrite(contract)) return Promise.resolve();
  const resources = [contract.resource, ...(contract.changes ?? [])];
  return Promise.all(
    resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
  ).then(() => undefined);
}

/** A mutation calling a write endpoint; on success the reads it changed are fetched again. */
export function useApiMutation<C extends Contract>(contract: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) =>
      (callApi as (c: C, i?: unknown) => Promise<ApiAnswer<C>>)(contract, input),
    onSuccess: () => invalidateAfter(queryClient, contract),
  });
}
