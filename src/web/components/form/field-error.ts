import type { FieldError } from 'react-hook-form';
import { requiredMessage } from '../../../shared/contracts/common';

/** A field in error shows its message, or '{label} is required' when none is set. */
export function fieldErrorText(error: FieldError | undefined, label: string): string | undefined {
  if (!error) return undefined;
  return error.message || requiredMessage(label);
}
