import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldControl } from './field-error';

interface FormCheckboxFieldProps<T extends FieldValues> {
  control: FieldControl<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to a boolean of react-hook-form. */
export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FormCheckboxFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}
