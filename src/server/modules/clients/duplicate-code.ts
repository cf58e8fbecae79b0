import { isUniqueViolation } from '../../db/errors';
import { ConflictError } from '../../errors';

/** Turns the unique registration code violation into a 409 naming the code; rethrows anything else. */
export function rethrowDuplicateCode(error: unknown, registrationCode: string): never {
  if (isUniqueViolation(error, 'clients_registration_code_unique')) {
    throw new ConflictError(`A client with registration code '${registrationCode}' already exists.`);
  }
  throw error;
}
