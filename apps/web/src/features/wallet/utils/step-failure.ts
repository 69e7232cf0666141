import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';

/** A wizard step's call that failed: errors under the step's own fields, and what else the server said. */
export interface StepFailure {
  fieldErrors: Record<string, string[]>;
  /** Messages (keys or text) for the step's alert; none when the fields say it all. */
  messages: string[];
}

/** Says nothing the field errors do not: "please correct the fields below". */
const SAYS_NOTHING_MORE = new Set<string>([MESSAGES.validationFailed]);

/**
 * The failure of a step's call, split for the step: field errors of its `fields` go under them; a message that
 * repeats one of them is said once (under the field); an error on a field the step lacks joins the alert.
 */
export function stepFailure(error: unknown, fields: readonly string[]): StepFailure {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, messages: [MESSAGES.serverError] };
  const fieldErrors: Record<string, string[]> = {};
  const extra: string[] = [];
  for (const [field, messages] of Object.entries(error.envelope.fieldErrors ?? {})) {
    if (fields.includes(field)) fieldErrors[field] = messages;
    else extra.push(...messages);
  }
  const underFields = new Set(Object.values(fieldErrors).flat());
  const said = error.envelope.messages
    .map((m) => m.message)
    .filter((message) => !underFields.has(message) && !SAYS_NOTHING_MORE.has(message));
  const messages = [...new Set([...said, ...extra])];
  if (messages.length === 0 && underFields.size === 0) messages.push(MESSAGES.serverError);
  return { fieldErrors, messages };
}
