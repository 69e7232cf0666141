import { MESSAGES } from '@hearth/domain/messages';

/**
 * Domain errors. Services throw these; the central error handler (plugins/error-handler.ts) turns them into
 * the envelope with their status. Anything else is a bug: a 500 without internals, logged with the request id.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string = MESSAGES.validationFailed, fieldErrors?: Record<string, string[]>) {
    super(400, message, fieldErrors);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string = MESSAGES.unauthorized) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(409, message, fieldErrors);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string = MESSAGES.rateLimited,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

export class Unavailable extends AppError {
  constructor(
    message: string = MESSAGES.unavailable,
    readonly retryAfterSeconds?: number,
  ) {
    super(503, message);
  }
}
