import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../components/form/field-error';
import type { UserProfileValues } from './user-form-values';

interface PickItem {
  id: number;
  name: string;
}

interface UserPickFieldProps<Item extends PickItem, Name extends 'roleIds' | 'clientId'> {
  name: Name;
  label: string;
  items: readonly Item[];
  disabled: boolean;
  /** The id the form value stands for, if any. */
  chosenId: (value: UserProfileValues[Name]) => number | null | undefined;
  /** The form value that stands for a picked item, or for none. */
  toValue: (item: Item | undefined) => UserProfileValues[Name];
  onPicked: (item: Item | undefined) => void;
}

/**
 * A select of named items (roles, clients) for the user form. A value missing from the list
 * (still loading, or out of reach) shows as no choice.
 */
export function UserPickField<Item extends PickItem, Name extends 'roleIds' | 'clientId'>({
  name,
  label,
  items,
  disabled,
  chosenId,
  toValue,
  onPicked,
}: UserPickFieldProps<Item, Name>) {
  const { control } = useFormContext<UserProfileValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(fieldState.error, label);
  const id = chosenId(field.value);
  const chosen = items.find((item) => item.id === id);
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={chosen ? String(chosen.id) : ''}
      onChange={(event) => {
        const item = items.find((candidate) => String(candidate.id) === event.target.value);
        field.onChange(toValue(item));
        onPicked(item);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText}
      disabled={disabled}
      fullWidth
    >
      {items.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
