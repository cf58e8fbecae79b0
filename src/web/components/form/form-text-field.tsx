import TextField, { type TextFieldProps } from '@mui/material/TextField';
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
  /** A change the pattern refuses is ignored, e.g. letters in an amount (a lone minus may pass). */
  accept?: RegExp;
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
  const errorText = fieldErrorText(fieldState.error, label);
  return (
    <TextField
      {...props}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = format ? format(event.target.value) : event.target.value;
        if (!accept || accept.test(text)) field.onChange(text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
