import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE, type ErrorResponse } from '../../shared/contracts/common';
import { loggableError } from '../db/client';
import { isUnstorableValueError } from '../db/errors';
import { AppError, TooManyRequestsError } from '../errors';

export const UNSTORABLE_VALUE_MESSAGE = 'The request holds a value that cannot be stored or searched for.';

/** Field path of a validation issue as the form knows it: 'email', 'contacts.0.phone'. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'form';
}

/**
 * The one place failures become HTTP answers: typed AppErrors keep
 * their status and message, validation errors list the first message per field, anything else is
 * logged with the request id and answered with the spec's generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const body: ErrorResponse = { message: Object.values(errors)[0] ?? 'Invalid request.', errors };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorResponse = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({ message: 'The request is too large.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported media type and the like: the framework's text is accurate and safe.
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isUnstorableValueError(error)) {
      // The contract should have refused the value; say so in the log, answer as a bad request.
      request.log.warn(
        { err: loggableError(error), reqId: request.id },
        'database refused a value the contract let through',
      );
      return reply.status(400).send({ message: UNSTORABLE_VALUE_MESSAGE });
    }
    request.log.error({ err: loggableError(error), reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}
