import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import type { FormErrorItem } from '@/shared/api/form-errors.ts';
import { isChefField, isProfileField, PROFILE_FIELDS, type ProfileField } from './profile-form.ts';

/** The outcome banners of the form's error catalogue. */
export type SaveBanner =
  | { kind: 'validationFailed' }
  | { kind: 'network' }
  | { kind: 'serverError'; message: string }
  | { kind: 'serverValidation'; items: FormErrorItem[] }
  | { kind: 'saved'; message: string; redirecting: boolean };

/** The form status: idle, loading, success or error. */
export type SaveStatus = 'idle' | 'loading' | 'success' | 'error';

/** The server's field errors that belong under a field of the form, by field. */
export type ServerFieldErrors = Partial<Record<ProfileField, string[]>>;

export interface SaveFailure {
  banner: SaveBanner;
  fieldErrors: ServerFieldErrors;
  /** The first field with an error, in the order of the form: it gets the focus. */
  focus: ProfileField | null;
}

/**
 * What a failed save shows: no answer is the network banner; field errors go under their fields (those the
 * form does not show are listed in the banner); anything else is the server's message, else "server error".
 */
export function saveFailure(error: unknown, chefMode: boolean): SaveFailure {
  const none = { fieldErrors: {}, focus: null };
  if (!(error instanceof ApiError))
    return { ...none, banner: { kind: 'serverError', message: MESSAGES.serverError } };
  if (error.status === 0) return { ...none, banner: { kind: 'network' } };
  const entries = Object.entries(error.envelope.fieldErrors ?? {});
  if (entries.length === 0) {
    const message = error.envelope.messages[0]?.message ?? MESSAGES.serverError;
    return { ...none, banner: { kind: 'serverError', message } };
  }
  const fieldErrors: ServerFieldErrors = {};
  const others: FormErrorItem[] = [];
  for (const [name, messages] of entries) {
    if (isProfileField(name) && (chefMode || !isChefField(name))) fieldErrors[name] = messages;
    else others.push(...messages.map((message) => ({ field: name, message })));
  }
  return {
    banner: { kind: 'serverValidation', items: others },
    fieldErrors,
    focus: PROFILE_FIELDS.find((name) => fieldErrors[name]) ?? null,
  };
}

/** Where a successful save leads; a chef who is not approved stays to see the status. */
export function redirectAfterSave(chefMode: boolean, valid: boolean): string | null {
  if (!chefMode) return '/mp';
  return valid ? '/product' : null;
}
