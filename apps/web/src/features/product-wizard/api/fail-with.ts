import { ApiError } from '../../../shared/api/api-client.ts';

/**
 * A failed call whose answer said nothing gets the wizard's fallback text (the
 * server's messages[0].message, else the fallback); other errors pass unchanged.
 */
export function withFallback(error: unknown, fallback: string): unknown {
  if (error instanceof ApiError && error.status !== 0 && error.envelope.messages.length === 0) {
    return new ApiError(error.status, { ...error.envelope, messages: [{ message: fallback }] });
  }
  return error;
}

/** A successful answer without what the wizard needs: the call failed with the fallback text. */
export function missingAnswer(fallback: string): ApiError {
  return new ApiError(500, { success: false, messages: [{ message: fallback }] });
}
