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
import { addUserFormSchema, type AddUserRequest } from '../../../shared/contracts/user-admin';
import type { Role } from '../../../shared/contracts/users';
import { FormPasswordField } from '../../components/form/form-password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useAddUser, type ClientOption } from './api';
import { roleChoices, staffRoleIds } from './role-choices';
import { UserFormFields } from './user-form-fields';
import { UserLookups } from './user-lookups';

const EMPTY: AddUserRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  roleIds: [],
  clientId: null,
  registrationCode: '',
  isActive: true,
};

interface NewUserModalProps {
  callerLevel: number;
  onClose: () => void;
}

/** New User: mounted while open, so every opening starts empty. */
export function NewUserModal({ callerLevel, onClose }: NewUserModalProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>New User</DialogTitle>
      <UserLookups>
        {({ roles, clients }) => (
          <NewUserForm roles={roles} clients={clients} callerLevel={callerLevel} onClose={onClose} />
        )}
      </UserLookups>
    </Dialog>
  );
}

interface NewUserFormProps extends NewUserModalProps {
  roles: Role[];
  clients: ClientOption[];
}

function NewUserForm({ roles, clients, callerLevel, onClose }: NewUserFormProps) {
  const toast = useToast();
  const add = useAddUser();
  const resolver = useMemo(() => zodResolver(addUserFormSchema(staffRoleIds(roles))), [roles]);
  const form = useForm({ resolver, defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await add.mutateAsync({ ...values, username: values.email });
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.errors)) {
        if (field in EMPTY) form.setError(field as FieldPath<AddUserRequest>, { message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="New User">
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {add.isError && <Alert severity="warning">{errorMessage(add.error)}</Alert>}
            <UserFormFields
              roles={roleChoices(roles, callerLevel)}
              clients={clients}
              callerLevel={callerLevel}
              afterPhone={
                <>
                  <FormPasswordField
                    control={form.control}
                    name="password"
                    label="Password"
                    autoComplete="new-password"
                  />
                  <FormPasswordField
                    control={form.control}
                    name="confirmPassword"
                    label="Confirm Password"
                    autoComplete="new-password"
                  />
                </>
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={add.isPending}>Save</SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
