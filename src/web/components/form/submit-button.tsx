import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  isPending: boolean;
}

/** A form's submit button: disabled with a spinner while its request runs. */
export function SubmitButton({ isPending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={disabled || isPending}
      aria-busy={isPending}
      startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
