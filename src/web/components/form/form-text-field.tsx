import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText, type FieldControl } from './field-error';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  control: FieldControl<T>;
  name: FieldPath<T>;
  label: string;
  /** Applied to every change, e.g. a phone mask. */
  format?: (value: string) => string;
  /**
   * What may be typed, e.g. an amount (a lone minus may pass): a change the pattern refuses is not
   * taken, and `refused` says why under the field until the next change it takes.
   */
  accept?: { pattern: RegExp; refused: string };
};

/** A text field bound to react-hook-form that shows the field's error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  format,
  accept,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const errorText = refusedText ?? fieldErrorText(fieldState.error, label);
  return (
    <TextField
      {...props}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = format ? format(event.target.value) : event.target.value;
        if (accept && !accept.pattern.test(text)) {
          setRefusedText(accept.refused);
          return;
        }
        setRefusedText(null);
        field.onChange(text);
      }}
      onBlur={() => {
        // Leaving the field gives the refusal's place back to what the form says of the value.
        setRefusedText(null);
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
