import type { Envelope } from '@hearth/domain/api';
import { toFieldErrors, V } from '@hearth/domain/validation';
import type { z } from 'zod';
import { Invalid } from './errors.ts';

/** Generic rule messages travel as the field error words the web client shows (decision 008). */
const SPEC_WORDS: Record<string, string> = { [V.required]: 'required', [V.invalid]: 'invalid' };

/** The one answer shape (docs/architecture.md#the-request-path-server, decision 008). */
export function ok(model?: undefined, message?: string): Envelope<undefined>;
export function ok<M extends object>(model: M, message?: string): Envelope<M>;
export function ok<M extends object>(model?: M, message?: string): Envelope<M> {
  return {
    success: true,
    messages: message ? [{ message }] : [],
    ...(model === undefined ? {} : { model }),
  };
}

export function fail(message: string, fieldErrors?: Record<string, string[]>): Envelope<never> {
  return { success: false, messages: [{ message }], ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * Parses a request body or query with a domain schema; a bad value throws Invalid with per-field errors.
 * A missing or empty field is reported with the spec's word `required`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const source = input && typeof input === 'object' ? input : {};
  const withNul = fieldsWithNul(source);
  if (withNul.length > 0) {
    throw new Invalid(message, Object.fromEntries(withNul.map((field) => [field, ['invalid']])));
  }
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  for (const [field, list] of Object.entries(fieldErrors)) {
    fieldErrors[field] = list.map((m) => SPEC_WORDS[m] ?? m);
  }
  // A top-level field left out is `required` whatever the rule said; nested fields (items.0.productVolume)
  // keep their own message.
  for (const issue of result.error.issues) {
    if (issue.path.length !== 1) continue;
    const field = String(issue.path[0]);
    if ((source as Record<string, unknown>)[field] === undefined) fieldErrors[field] = ['required'];
  }
  throw new Invalid(message, fieldErrors);
}

/** Deeper than the JSON bodies may nest (plugins/json-body.ts): nothing this deep reaches a rule. */
const NUL_WALK_DEPTH = 64;

/**
 * The fields whose text holds a NUL byte (nested values included, reported by their top-level field): no
 * text of ours may hold one, and PostgreSQL cannot store it, so it is refused as invalid before any rule runs.
 * A field nested past NUL_WALK_DEPTH is reported too. The walk keeps its own stack: a deep value cannot
 * overflow the call stack.
 */
function fieldsWithNul(source: object): string[] {
  return Object.entries(source)
    .filter(([, value]) => hasNulOrTooDeep(value))
    .map(([field]) => field);
}

function hasNulOrTooDeep(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= NUL_WALK_DEPTH) return true;
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return false;
}
