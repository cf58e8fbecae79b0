import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from './field-error';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Applied to every change, e.g. a phone mask. */
  format?: (value: string) => string;
};

/** A text field bound to react-hook-form that shows the field's error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  format,
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
      onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
