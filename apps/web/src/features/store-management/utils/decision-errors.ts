import type { z } from 'zod';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';

export interface DecisionFailure {
  /** The envelope's message (a key or a text), or a server error when there was no envelope. */
  message: string | null;
  /** The server's error for the field of the open decision form, if it named one. */
  fieldError?: string;
}

/** What a failed decision call says: for the buttons the message, for an open form also its field's error. */
export function decisionFailure(error: unknown, field?: string): DecisionFailure {
  if (!error) return { message: null };
  if (!(error instanceof ApiError)) return { message: MESSAGES.serverError };
  return {
    message: error.envelope.messages[0]?.message ?? MESSAGES.serverError,
    fieldError: field ? error.envelope.fieldErrors?.[field]?.[0] : undefined,
  };
}

/** The value of a decision form's one field as the domain schema parsed it, or the message it refused with. */
export type FieldCheck = { value: string } | { error: string };

/** The schema's verdict on `field`: its first issue (else any issue), else its parsed (trimmed) value. */
export function checkField<T>(result: z.ZodSafeParseResult<T>, field: keyof T & string): FieldCheck {
  if (!result.success) {
    const issue = result.error.issues.find((i) => i.path[0] === field) ?? result.error.issues[0];
    return { error: issue?.message ?? MESSAGES.validationFailed };
  }
  const value = result.data[field];
  return { value: typeof value === 'string' ? value : '' };
}
