import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { registerRequestSchema, type RegisterRequest } from '../../../shared/contracts/users';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { formatPhone } from '../../lib/masks';
import { register } from './api';

// Its own chunk, shared with the sign-in form, which asks for it only after failed sign-ins.
const CaptchaWidget = lazy(() =>
  import('./captcha-widget').then((module) => ({ default: module.CaptchaWidget })),
);

export interface RegisterFormProps {
  onBack: () => void;
  onRegistered: (message: string) => void;
}

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  registrationCode: '',
  reCAPTCHAToken: '',
};

export function RegisterForm({ onBack, onRegistered }: RegisterFormProps) {
  const { control, handleSubmit, setValue, setError, formState } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: EMPTY,
  });
  // A solved challenge is single-use: a new widget instance fetches a fresh one after a failure.
  const [captchaKey, setCaptchaKey] = useState(0);
  const registration = useMutation({ mutationFn: register });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await registration.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        username: values.email,
        phone: values.phone,
        password: values.password,
        confirmPassword: values.confirmPassword,
        registrationCode: values.registrationCode,
        isActive: true,
        reCAPTCHAToken: values.reCAPTCHAToken,
      });
      onRegistered(result.message);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in EMPTY) setError(field as FieldPath<RegisterRequest>, { message });
        }
      }
      setValue('reCAPTCHAToken', '');
      setCaptchaKey((key) => key + 1);
    }
  });

  const captchaError = formState.errors.reCAPTCHAToken?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Register">
      <Stack spacing={2}>
        {registration.isError && <Alert severity="error">{errorMessage(registration.error)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="(999)-999-9999"
          format={formatPhone}
        />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <FormTextField control={control} name="registrationCode" label="Registration Code" />
        <Suspense fallback={null}>
          <CaptchaWidget
            key={captchaKey}
            onChange={(payload) =>
              setValue('reCAPTCHAToken', payload, { shouldValidate: formState.isSubmitted })
            }
          />
        </Suspense>
        {captchaError && <Alert severity="error">{captchaError}</Alert>}
        <SubmitButton isPending={registration.isPending} size="large">
          Register
        </SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component="button" type="button" variant="body2" onClick={onBack}>
            Back to Login
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
