import { Suspense, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast/use-toast';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

// The register form brings the captcha widget; load it only when the visitor asks for it.
const RegisterForm = lazyOnDemand(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);

/** /login: the sign-in form, switching in place to the register form and back. */
export default function LoginPage() {
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in');
  const toast = useToast();

  if (mode === 'register') {
    return (
      <AuthCard title="Register">
        <Suspense fallback={<PageLoader />}>
          <RegisterForm
            onBack={() => setMode('sign-in')}
            onRegistered={(message) => {
              toast.success(message);
              setMode('sign-in');
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign In">
      <SignInForm onRegister={() => setMode('register')} />
    </AuthCard>
  );
}
