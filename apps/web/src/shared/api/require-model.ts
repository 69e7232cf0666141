import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from './api-client.ts';

/** A successful answer without its model is the server's fault: shown as a server error. */
export function requireModel<T>(model: T | undefined | null): T {
  if (model === undefined || model === null) {
    throw new ApiError(500, { success: false, messages: [{ message: MESSAGES.serverError }] });
  }
  return model;
}
