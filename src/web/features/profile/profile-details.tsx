import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { LoggedInUserResponse } from '../../../shared/contracts/users';
import { ResetPasswordModalOnDemand } from '../../components/reset-password-modal-on-demand';

/** The signed-in user's name and email, read-only, and the Reset Password action. */
export function ProfileDetails({ user }: { user: LoggedInUserResponse }) {
  const [isResetOpen, setIsResetOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First Name" value={user.firstName} disabled fullWidth />
        <TextField label="Last Name" value={user.lastName} disabled fullWidth />
      </Stack>
      <TextField label="Email" value={user.email} disabled fullWidth />
      <div>
        <Button variant="contained" onClick={() => setIsResetOpen(true)}>
          Reset Password
        </Button>
      </div>
      <ResetPasswordModalOnDemand open={isResetOpen} userId={user.id} onClose={() => setIsResetOpen(false)} />
    </Stack>
  );
}
