import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDms, parseDms, type Axis } from '../../../shared/rules/dms';
import { fieldErrorText, type FieldControl } from '../../components/form/field-error';

interface DmsFieldProps<T extends FieldValues> {
  control: FieldControl<T>;
  name: FieldPath<T>;
  axis: Axis;
  label: string;
  disabled?: boolean;
}

const EXAMPLE: Record<Axis, string> = {
  latitude: `e.g. 30 26 52.3 or 30° 26' 52.3" N`,
  longitude: `e.g. -91 11 15.2 or 91° 11' 15.2" W`,
};

/**
 * A coordinate typed as degrees, minutes and seconds. On leaving the field a readable value is
 * rewritten in the one display form; an unreadable one keeps its text and shows why (the form
 * validates on blur).
 */
export function DmsField<T extends FieldValues>({ control, name, axis, label, disabled }: DmsFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(fieldState.error, label);
  const text = typeof field.value === 'string' ? field.value : '';

  const normalise = () => {
    const parsed = text.trim() ? parseDms(text, axis) : undefined;
    if (parsed?.ok) field.onChange(formatDms(parsed.value, axis));
    field.onBlur();
  };

  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={normalise}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? EXAMPLE[axis]}
      fullWidth
      autoComplete="off"
    />
  );
}
