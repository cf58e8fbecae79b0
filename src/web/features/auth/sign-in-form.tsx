import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CAPTCHA_REQUIRED_CODE } from '../../../shared/contracts/common';
import { authenticateRequestSchema } from '../../../shared/contracts/users';
import { postLoginPath } from '../../../shared/rules/access';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { saveSession } from '../../lib/session';
import { authenticate } from './api';

// Asked for only after repeated failed sign-ins: the widget stays out of the sign-in page's download.
const CaptchaWidget = lazyOnDemand(() =>
  import('./captcha-widget').then((module) => ({ default: module.CaptchaWidget })),
);

const SOLVE_CAPTCHA = 'Please complete the captcha to sign in.';

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
  // After repeated failures the server asks for the captcha (decision 0022); a solved challenge is
  // single-use, so a new widget instance fetches a fresh one after every failed attempt.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const submit = handleSubmit(async (credentials) => {
    if (needsCaptcha && !captcha) {
      setCaptchaMissing(true);
      return;
    }
    try {
      const user = await signIn.mutateAsync({
        ...credentials,
        ...(captcha ? { reCAPTCHAToken: captcha } : {}),
      });
      // Nothing cached for a previous user may show to this one.
      queryClient.clear();
      saveSession(user);
      await navigate(postLoginPath(user.role), { replace: true });
    } catch (error) {
      // The error alert shows the server's message.
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED_CODE) setNeedsCaptcha(true);
      if (captcha) {
        setCaptcha('');
        setCaptchaKey((key) => key + 1);
      }
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
        {needsCaptcha && (
          <Suspense fallback={null}>
            <CaptchaWidget
              key={captchaKey}
              onChange={(payload) => {
                setCaptcha(payload);
                if (payload) setCaptchaMissing(false);
              }}
            />
          </Suspense>
        )}
        {captchaMissing && <Alert severity="error">{SOLVE_CAPTCHA}</Alert>}
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
