import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorText } from '../../components/form/field-error';
import type { ClientOption } from './api';
import type { UserProfileValues } from './user-form-values';

interface UserClientFieldProps {
  clients: readonly ClientOption[];
  disabled: boolean;
  onPicked: (client: ClientOption | undefined) => void;
}

/** The user's client; picking one lets the form fill in that client's registration code. */
export function UserClientField({ clients, disabled, onPicked }: UserClientFieldProps) {
  const { control } = useFormContext<UserProfileValues>();
  const { field, fieldState } = useController({ control, name: 'clientId' });
  const errorText = fieldErrorText(fieldState.error, 'Client');
  // A client missing from the list (still loading, or out of reach) shows as no choice.
  const chosen = clients.find((client) => client.id === field.value);
  return (
    <TextField
      select
      label="Client"
      name={field.name}
      value={chosen ? String(chosen.id) : ''}
      onChange={(event) => {
        const client = clients.find((candidate) => String(candidate.id) === event.target.value);
        field.onChange(client ? client.id : null);
        onPicked(client);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText}
      disabled={disabled}
      fullWidth
    >
      {clients.map((client) => (
        <MenuItem key={client.id} value={String(client.id)}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
