import type { TFunction } from '@/shared/i18n/translator.ts';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { WIZARD_MESSAGES } from '../api/wizard-messages.ts';

/** A banner above a step's actions: an error (a message key or text) or a success. */
export type StepBanner =
  | { kind: 'error'; message: string; items?: { field: string; message: string }[] }
  | { kind: 'success'; message: string };

export interface StepFailure {
  banner: StepBanner;
  /** The server's field errors, by field name. */
  fieldErrors: Record<string, string[]>;
}

/** A message of the wizard, a server key or a plain text, in the reader's language. */
export function wizardMessage(t: TFunction, message: string): string {
  return message.startsWith('productWizard.') ? t(message) : translateMessage(t, message);
}

function fieldErrorsOf(error: ApiError): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.envelope.fieldErrors ?? {}).filter(([, messages]) => messages.length > 0),
  );
}

function isNotFound(error: ApiError): boolean {
  const message = error.envelope.messages[0]?.message;
  return error.status === 404 || message === MESSAGES.notFound || message === MESSAGES.productNotFound;
}

/**
 * A failed step-1 save: no answer is the network banner; an answer that was not
 * JSON or a "not found" is "Couldn't save changes"; field errors go under their fields; otherwise the
 * server's message, else "Product creation failed" (anything but an API failure: "Something went wrong").
 */
export function productSaveFailure(error: unknown): StepFailure {
  if (error instanceof SyntaxError) return { banner: errorBanner(WIZARD_MESSAGES.notSaved), fieldErrors: {} };
  if (!(error instanceof ApiError))
    return { banner: errorBanner(WIZARD_MESSAGES.requestFailed), fieldErrors: {} };
  if (error.status === 0) return { banner: errorBanner(WIZARD_MESSAGES.network), fieldErrors: {} };
  if (isNotFound(error)) return { banner: errorBanner(WIZARD_MESSAGES.notSaved), fieldErrors: {} };
  return failureWith(error, WIZARD_MESSAGES.productCreationFailed);
}

/**
 * A failed step-2 save: the server's message (fields under their fields), else "Product details creation
 * failed" (anything but an API failure: "Failed to save details").
 */
export function detailsSaveFailure(error: unknown): StepFailure {
  if (error instanceof ApiError && error.status === 0) {
    return { banner: errorBanner(WIZARD_MESSAGES.network), fieldErrors: {} };
  }
  if (!(error instanceof ApiError))
    return { banner: errorBanner(WIZARD_MESSAGES.detailsFailed), fieldErrors: {} };
  return failureWith(error, WIZARD_MESSAGES.detailsCreationFailed);
}

/**
 * An image that did not upload or relate: the server's message, else the step's own text (the upload's
 * "Failed to upload image" unless said); without an answer, "Failed to upload image".
 */
export function imageUploadFailure(
  error: unknown,
  fallback: string = WIZARD_MESSAGES.imageUploadFailed,
): string {
  if (error instanceof ApiError && error.status !== 0) {
    return error.envelope.messages[0]?.message ?? fallback;
  }
  return WIZARD_MESSAGES.imageUploadFailed;
}

/** A load of the dish or its details that failed: the server's message, else the fallback. */
export function loadFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return WIZARD_MESSAGES.network;
  return (error instanceof ApiError ? error.envelope.messages[0]?.message : undefined) ?? fallback;
}

function errorBanner(message: string, items?: { field: string; message: string }[]): StepBanner {
  return items ? { kind: 'error', message, items } : { kind: 'error', message };
}

function failureWith(error: ApiError, fallback: string): StepFailure {
  const fieldErrors = fieldErrorsOf(error);
  if (Object.keys(fieldErrors).length > 0) {
    return { banner: errorBanner(WIZARD_MESSAGES.checkForm), fieldErrors };
  }
  return { banner: errorBanner(error.envelope.messages[0]?.message ?? fallback), fieldErrors };
}
