import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

interface NotYetButtonProps {
  label: string;
  /** Why it cannot be used yet, shown on hover and focus. */
  why: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * An action of a feature still to come, shown where it will be and disabled, with the reason: the
 * screen keeps its final shape and nothing pretends to work.
 */
export function NotYetButton({ label, why, size, variant }: NotYetButtonProps) {
  return (
    <Tooltip title={why}>
      <span>
        <Button disabled size={size} variant={variant}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
