import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { authenticateRequestSchema } from '../../../shared/contracts/users';
import { postLoginPath } from '../../../shared/rules/access';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { errorMessage } from '../../lib/api';
import { saveSession } from '../../lib/session';
import { authenticate } from './api';

interface SignInFormProps {
  onRegister: () => void;
}

export function SignInForm({ onRegister }: SignInFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(authenticateRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({ mutationFn: authenticate });

  const submit = handleSubmit(async (credentials) => {
    try {
      const user = await signIn.mutateAsync(credentials);
      // Nothing cached for a previous user may show to this one.
      queryClient.clear();
      saveSession(user);
      await navigate(postLoginPath(user.role), { replace: true });
    } catch {
      // The error alert shows the server's message.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
      <Stack spacing={2}>
        {signIn.isError && <Alert severity="error">{errorMessage(signIn.error)}</Alert>}
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <SubmitButton isPending={signIn.isPending} size="large">
          Sign In
        </SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={onRegister}>
            Register
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
