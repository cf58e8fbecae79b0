import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * A save the server refused: each of its field messages on the field it names (when the form has
 * it), and the message to show above the fields.
 */
export function showRefusal<Values extends FieldValues>(
  error: unknown,
  values: Values,
  setError: UseFormSetError<Values>,
): string {
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.errors)) {
      if (name in values) setError(name as FieldPath<Values>, { message }, { shouldFocus: true });
    }
  }
  return errorMessage(error);
}
