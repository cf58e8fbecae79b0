import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { Role } from '../../../shared/contracts/users';
import { fieldErrorText } from '../../components/form/field-error';
import type { UserProfileValues } from './user-form-values';

interface UserRoleFieldProps {
  roles: readonly Role[];
  disabled: boolean;
  onPicked: (role: Role | undefined) => void;
}

/** One role, kept as the spec's roleIds list. */
export function UserRoleField({ roles, disabled, onPicked }: UserRoleFieldProps) {
  const { control } = useFormContext<UserProfileValues>();
  const { field, fieldState } = useController({ control, name: 'roleIds' });
  const errorText = fieldErrorText(fieldState.error, 'Role');
  const chosenId: unknown = Array.isArray(field.value) ? field.value[0] : undefined;
  const chosen = roles.find((role) => role.id === chosenId);
  return (
    <TextField
      select
      label="Role"
      name={field.name}
      value={chosen ? String(chosen.id) : ''}
      onChange={(event) => {
        const role = roles.find((candidate) => String(candidate.id) === event.target.value);
        field.onChange(role ? [role.id] : []);
        onPicked(role);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorText)}
      helperText={errorText}
      disabled={disabled}
      fullWidth
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={String(role.id)}>
          {role.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
