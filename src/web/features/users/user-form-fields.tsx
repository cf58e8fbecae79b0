import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Role } from '../../../shared/contracts/users';
import { roleTakesClient, userFormState } from '../../../shared/rules/user-form';
import { FormTextField } from '../../components/form/form-text-field';
import { formatPhone } from '../../lib/masks';
import type { ClientOption } from './api';
import type { UserProfileValues } from './user-form-values';
import { UserPickField } from './user-pick-field';

interface UserFormFieldsProps {
  /** The roles to choose from (already limited to what the caller may give). */
  roles: readonly Role[];
  clients: readonly ClientOption[];
  callerLevel: number;
  /** Everything disabled: the caller may look but not change. */
  readOnly?: boolean;
  /** Fields of one form only, placed after the phone (the New User password pair). */
  afterPhone?: ReactNode;
}

/**
 * Names, email, phone, role, client and registration code, with these rules:
 * Admin or Researcher clears and disables client and code; choosing a client fills its code.
 */
export function UserFormFields({
  roles,
  clients,
  callerLevel,
  readOnly = false,
  afterPhone,
}: UserFormFieldsProps) {
  const { control, setValue, clearErrors, formState } = useFormContext<UserProfileValues>();
  const roleIds = useWatch({ control, name: 'roleIds' });
  const roleName = roles.find((role) => role.id === roleIds[0])?.name;
  const state = userFormState({ callerLevel, roleName });
  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  const onRolePicked = (role: Role | undefined) => {
    if (!role || roleTakesClient(role.name)) return;
    setValue('clientId', null, { shouldDirty: true });
    setValue('registrationCode', '', { shouldDirty: true });
    clearErrors(['clientId', 'registrationCode']);
  };

  const onClientPicked = (client: ClientOption | undefined) => {
    setValue('registrationCode', client?.registrationCode ?? '', revalidate);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First Name" disabled={readOnly} autoFocus />
        <FormTextField control={control} name="lastName" label="Last Name" disabled={readOnly} />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" disabled={readOnly} />
      <FormTextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        placeholder="(999)-999-9999"
        format={formatPhone}
        disabled={readOnly}
      />
      {afterPhone}
      {/* A user has one role, kept as a one-item roleIds list. */}
      <UserPickField
        name="roleIds"
        label="Role"
        items={roles}
        disabled={readOnly}
        chosenId={(ids) => (Array.isArray(ids) ? ids[0] : undefined)}
        toValue={(role) => (role ? [role.id] : [])}
        onPicked={onRolePicked}
      />
      <UserPickField
        name="clientId"
        label="Client"
        items={clients}
        disabled={readOnly || state.isClientDisabled}
        chosenId={(clientId) => clientId}
        toValue={(client) => (client ? client.id : null)}
        onPicked={onClientPicked}
      />
      <FormTextField
        control={control}
        name="registrationCode"
        label="Registration Code"
        disabled={readOnly || state.isRegistrationCodeDisabled}
      />
    </Stack>
  );
}
