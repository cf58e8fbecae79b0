import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Icon } from './sign-in-icons';

interface OutlinedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message under the field; the field is marked invalid while there is one. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** An outlined text field with its label on the border, as MUI draws a filled one (sign-in.css). */
export function OutlinedField({ label, error, ref, children, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={error ? 'outlined-label signin-field signin-field-error' : 'outlined-label signin-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="signin-input">
        <input
          {...input}
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        {children}
      </div>
      {error && (
        <p id={helperId} className="signin-helper">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle named for screen readers. */
export function PasswordField({ label, ...props }: Omit<OutlinedFieldProps, 'type' | 'children'>) {
  const [isVisible, setIsVisible] = useState(false);
  const name = label.toLowerCase();
  return (
    <OutlinedField {...props} label={label} type={isVisible ? 'text' : 'password'}>
      <button
        type="button"
        className="signin-toggle"
        aria-label={isVisible ? `Hide ${name}` : `Show ${name}`}
        onClick={() => setIsVisible((visible) => !visible)}
        // Keeps the focus (and the caret) in the field.
        onMouseDown={(event) => event.preventDefault()}
      >
        <Icon name={isVisible ? 'visibilityOff' : 'visibility'} />
      </button>
    </OutlinedField>
  );
}
