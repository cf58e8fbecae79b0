import { MuiRoot } from '../../components/theme/mui-root';
import { AuthCard } from './auth-card';
import { RegisterForm, type RegisterFormProps } from './register-form';

/** The register form as /login shows it in place: MUI, loaded with the theme when asked for. */
export function LoginRegister(props: RegisterFormProps) {
  return (
    <MuiRoot>
      <AuthCard title="Register">
        <RegisterForm {...props} />
      </AuthCard>
    </MuiRoot>
  );
}
