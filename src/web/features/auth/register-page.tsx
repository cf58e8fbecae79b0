import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast/use-toast';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** /register: the standalone register page; success returns to /login. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <AuthCard title="Register">
      <RegisterForm
        onBack={() => void navigate('/login')}
        onRegistered={(message) => {
          toast.success(message);
          void navigate('/login');
        }}
      />
    </AuthCard>
  );
}
