import type { FieldError } from 'react-hook-form';
import { requiredMessage } from '../../../shared/contracts/common';

/** Spec section 5: a field in error shows its message, or '{label} is required' when none is set. */
export function fieldErrorText(error: FieldError | undefined, label: string): string | undefined {
  if (!error) return undefined;
  return error.message || requiredMessage(label);
}
