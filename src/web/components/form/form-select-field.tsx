import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText, type FieldControl } from './field-error';

export interface SelectOption {
  value: string | number;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'select'
> & {
  control: FieldControl<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** Several values (an array) instead of one. */
  multiple?: boolean;
  /** Shown as the empty choice of a single select; selecting it stores null. */
  emptyLabel?: string;
};

/** A select bound to react-hook-form: numbers stay numbers, the empty choice is null. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  multiple = false,
  emptyLabel,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(fieldState.error, label);
  const byText = new Map(options.map((option) => [String(option.value), option.value]));
  const toValue = (text: string) => (text === '' ? null : (byText.get(text) ?? text));
  const current: unknown = field.value;
  const shown = multiple
    ? (Array.isArray(current) ? current : []).map(String)
    : current === null || current === undefined
      ? ''
      : String(current);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      label={label}
      value={shown}
      onChange={(event) => {
        const selected: unknown = event.target.value;
        field.onChange(
          Array.isArray(selected) ? selected.map((text) => toValue(String(text))) : toValue(String(selected)),
        );
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...props.slotProps, select: { multiple } }}
    >
      {!multiple && emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
