import { CAPTCHA_REQUIRED_CODE } from '../shared/contracts/common';

/** Typed failures that the one error handler in app.ts maps to HTTP answers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** A machine-readable marker for the client, e.g. 'captcha-required'. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}

/** Sign-in needs a solved captcha first (decision 0022); the form shows the widget on this code. */
export class CaptchaRequiredError extends AppError {
  constructor(message: string) {
    super(401, message, undefined, CAPTCHA_REQUIRED_CODE);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A service the portal depends on (the mail server) failed; the request may be tried again. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
