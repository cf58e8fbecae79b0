import { Suspense, useState } from 'react';
import { ShellLoader } from '../../components/shell-loader';
import { useToast } from '../../components/toast/use-toast';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { SignInCard } from './sign-in-card';
import { SignInForm } from './sign-in-form';

// The register form brings MUI and the captcha widget; load them only when the visitor asks for it.
const LoginRegister = lazyOnDemand(() =>
  import('./login-register').then((module) => ({ default: module.LoginRegister })),
);

/** /login: the sign-in form, switching in place to the register form and back. */
export default function LoginPage() {
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in');
  const toast = useToast();

  if (mode === 'register') {
    return (
      <Suspense fallback={<ShellLoader />}>
        <LoginRegister
          onBack={() => setMode('sign-in')}
          onRegistered={(message) => {
            toast.success(message);
            setMode('sign-in');
          }}
        />
      </Suspense>
    );
  }
  return (
    <SignInCard title="Sign In">
      <SignInForm onRegister={() => setMode('register')} />
    </SignInCard>
  );
}
