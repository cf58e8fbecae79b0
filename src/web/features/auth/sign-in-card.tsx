import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './sign-in-icons';
import '../../components/outlined-label.css';
import './sign-in.css';

/**
 * The centred card of the sign-in form, drawn with sign-in.css like the MUI AuthCard the register
 * form sits in (same sizes, colours and type), so switching between them does not jump.
 */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="signin-page">
      <main className="signin-card">
        <div className="signin-header">
          <Icon name="waterDrop" className="signin-logo" />
          <p className="signin-district">Groundwater Conservation District</p>
          <h1 className="signin-title">{title}</h1>
        </div>
        {children}
        <p className="signin-public">
          <Link to="/public">Public water data</Link>: the district’s pumpage and wells, no account needed
        </p>
        <div className="signin-legal">
          <Link to="/eula">License Agreement</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </div>
      </main>
    </div>
  );
}

/** An error message in the look of MUI's standard error alert. */
export function SignInAlert({ children }: { children: ReactNode }) {
  return (
    <div className="signin-alert" role="alert">
      <Icon name="errorOutline" className="signin-alert-icon" />
      <div className="signin-alert-message">{children}</div>
    </div>
  );
}
