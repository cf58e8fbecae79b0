import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { postLoginPath } from '../../../shared/rules/access';
import {
  CAPTCHA_REQUIRED_CODE,
  normalizeEmail,
  signInErrors,
  type SignInErrors,
  type SignInValues,
} from '../../../shared/rules/sign-in';
import { ApiError, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { saveSession } from '../../lib/session';
import { authenticate } from './api';
import { SignInAlert } from './sign-in-card';
import { OutlinedField, PasswordField } from './sign-in-fields';

// Asked for only after repeated failed sign-ins: the widget stays out of the sign-in page's download.
const CaptchaWidget = lazyOnDemand(() =>
  import('./captcha-widget').then((module) => ({ default: module.CaptchaWidget })),
);

const SOLVE_CAPTCHA = 'Please complete the captcha to sign in.';

interface SignInFormProps {
  onRegister: () => void;
}

/**
 * Plain React, no form or schema library (decision 0027): the contract's rules come from
 * signInErrors. As the other forms do, it checks on submit, then again on every change.
 */
export function SignInForm({ onRegister }: SignInFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({ mutationFn: authenticate });
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After repeated failures the server asks for the captcha (decision 0022); a solved challenge is
  // single-use, so a new widget instance fetches a fresh one after every failed attempt.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const change = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(signInErrors(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signInErrors(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    if (needsCaptcha && !captcha) {
      setCaptchaMissing(true);
      return;
    }
    try {
      const user = await signIn.mutateAsync({
        email: normalizeEmail(values.email),
        password: values.password,
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
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in" className="signin-form">
      {signIn.isError && <SignInAlert>{errorMessage(signIn.error)}</SignInAlert>}
      <OutlinedField
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        error={errors?.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors?.password}
        onChange={(event) => change('password', event.target.value)}
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
      {captchaMissing && <SignInAlert>{SOLVE_CAPTCHA}</SignInAlert>}
      <button
        type="submit"
        className="signin-submit"
        disabled={signIn.isPending}
        aria-busy={signIn.isPending}
      >
        {signIn.isPending && <span className="signin-spinner" aria-hidden="true" />}
        Sign In
      </button>
      <p className="signin-register">
        Don&apos;t have an account?{' '}
        <button type="button" className="signin-link" onClick={onRegister}>
          Register
        </button>
      </p>
    </form>
  );
}
