import type { FieldErrors } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** One line of the red "Error" list: a field's message or a general one. Messages are keys or plain text. */
export interface FormErrorItem {
  field?: string;
  message: string;
}

function dedupe(items: FormErrorItem[]): FormErrorItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = `${item.field ?? ''}\u0000${item.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The lines to show for a failed call: the server's field errors (renamed to the form's fields by
 * `fieldAliases`, e.g. identityKey -> email), then its messages, or `fallback` when it said nothing.
 */
export function errorItemsFrom(
  error: unknown,
  fallback: string,
  fieldAliases: Record<string, string> = {},
): FormErrorItem[] {
  if (!(error instanceof ApiError)) return [{ message: fallback }];
  const items: FormErrorItem[] = [];
  for (const [field, messages] of Object.entries(error.envelope.fieldErrors ?? {})) {
    for (const message of messages) items.push({ field: fieldAliases[field] ?? field, message });
  }
  const messages = error.envelope.messages.map((m) => ({ message: m.message }));
  if (messages.length > 0) items.push(...messages);
  else if (items.length === 0) items.push({ message: fallback });
  return dedupe(items);
}

/** react-hook-form's client errors as list lines, in the order of `fields`. */
export function clientErrorItems(errors: FieldErrors, fields: readonly string[]): FormErrorItem[] {
  const items: FormErrorItem[] = [];
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) items.push({ field, message });
  }
  return items;
}

export function hasFieldError(items: readonly FormErrorItem[], field: string): boolean {
  return items.some((item) => item.field === field);
}
