import type { Control, FieldError, FieldValues } from 'react-hook-form';
import { requiredMessage } from '../../../shared/contracts/common';

/** A field in error shows its message, or '{label} is required' when none is set. */
export function fieldErrorText(error: FieldError | undefined, label: string): string | undefined {
  if (!error) return undefined;
  return error.message || requiredMessage(label);
}

/**
 * The form a field belongs to, whatever its resolver turns the values into on submit: a field
 * reads and writes the typed values only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the submitted output is not the field's concern
export type FieldControl<T extends FieldValues> = Control<T, any, any>;
