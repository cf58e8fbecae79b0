import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import {
  updateUserFormSchema,
  type UpdateUserRequest,
  type UserRow,
} from '../../../shared/contracts/user-admin';
import type { Role } from '../../../shared/contracts/users';
import { userFormState } from '../../../shared/rules/user-form';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { SubmitButton } from '../../components/form/submit-button';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useUpdateUser, useUser, type ClientOption } from './api';
import { levelOfRoles, roleChoices, staffRoleIds } from './role-choices';
import { UserFormFields } from './user-form-fields';
import { UserLookups } from './user-lookups';

interface EditUserModalProps {
  /** The list row: which user, and which of their clients this screen shows. */
  row: Pick<UserRow, 'id' | 'clientId'>;
  callerLevel: number;
  onClose: () => void;
}

/** Edit User: read fresh with GetUser; Update only from level 40. */
export function EditUserModal({ row, callerLevel, onClose }: EditUserModalProps) {
  const titleId = useId();
  const user = useUser(row.id, row.clientId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Edit User</DialogTitle>
      {user.isError && (
        <DialogContent>
          <Alert severity="error">{errorMessage(user.error)}</Alert>
        </DialogContent>
      )}
      {user.isPending && <PageLoader label="Loading user" />}
      {user.data && (
        <UserLookups>
          {({ roles, clients }) => (
            <EditUserForm
              user={user.data}
              roles={roles}
              clients={clients}
              callerLevel={callerLevel}
              onClose={onClose}
            />
          )}
        </UserLookups>
      )}
    </Dialog>
  );
}

interface EditUserFormProps extends Omit<EditUserModalProps, 'row'> {
  user: UserRow;
  roles: Role[];
  clients: ClientOption[];
}

function EditUserForm({ user, roles, clients, callerLevel, onClose }: EditUserFormProps) {
  const toast = useToast();
  const update = useUpdateUser();
  const resolver = useMemo(() => zodResolver(updateUserFormSchema(staffRoleIds(roles))), [roles]);
  const defaultValues: UpdateUserRequest = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    roleIds: user.roleIds,
    clientId: user.clientId,
    registrationCode: user.registrationCode ?? '',
    isActive: user.isActive,
  };
  const form = useForm({ resolver, defaultValues });
  const { canUpdate } = userFormState({
    callerLevel,
    roleName: undefined,
    targetLevel: levelOfRoles(roles, user.roleIds),
  });

  const submit = form.handleSubmit(async (values) => {
    if (!canUpdate) return;
    try {
      const result = await update.mutateAsync({ ...values, username: values.email });
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.errors)) {
        if (field in defaultValues) form.setError(field as FieldPath<UpdateUserRequest>, { message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit User">
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {update.isError && <Alert severity="warning">{errorMessage(update.error)}</Alert>}
            <UserFormFields
              roles={roleChoices(roles, callerLevel, user.roleIds)}
              clients={clients}
              callerLevel={callerLevel}
              readOnly={!canUpdate}
            />
            <FormCheckboxField control={form.control} name="isActive" label="Active" disabled={!canUpdate} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {canUpdate ? 'Cancel' : 'Close'}
          </Button>
          {canUpdate && <SubmitButton isPending={update.isPending}>Update</SubmitButton>}
        </DialogActions>
      </form>
    </FormProvider>
  );
}
