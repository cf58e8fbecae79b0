import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  changeOwnPasswordFormSchema,
  changeUserPasswordEndpoint,
  resetPasswordFormSchema,
  type ChangePasswordRequest,
} from '../../shared/contracts/users';
import { api, errorMessage } from '../lib/api';
import { useSession } from '../lib/session';
import { FormPasswordField } from './form/form-password-field';
import { SubmitButton } from './form/submit-button';
import { useToast } from './toast/use-toast';

export interface ResetPasswordModalProps {
  open: boolean;
  userId: number;
  onClose: () => void;
}

/**
 * Reset Password. The passwords travel in the body, never in the URL; one's
 * own password change also asks for the current password.
 */
export function ResetPasswordModal({ open, userId, onClose }: ResetPasswordModalProps) {
  const toast = useToast();
  const titleId = useId();
  const isOwn = useSession()?.user.id === userId;
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(isOwn ? changeOwnPasswordFormSchema : resetPasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => api(changeUserPasswordEndpoint, { body }),
  });

  const close = () => {
    reset();
    change.reset();
    onClose();
  };

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const result = await change.mutateAsync(
        isOwn ? { userId, currentPassword, password } : { userId, password },
      );
      toast.success(result.message);
      close();
    } catch {
      // The warning alert below shows the failure.
    }
  });

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Reset Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {change.isError && <Alert severity="warning">{errorMessage(change.error)}</Alert>}
            {isOwn && (
              <FormPasswordField
                control={control}
                name="currentPassword"
                label="Current Password"
                autoComplete="current-password"
                autoFocus
              />
            )}
            <FormPasswordField
              control={control}
              name="password"
              label="New Password"
              autoComplete="new-password"
              autoFocus={!isOwn}
            />
            <FormPasswordField control={control} name="confirmPassword" label="Confirm Password" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={change.isPending}>Reset Password</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
