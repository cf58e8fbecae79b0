import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, type ToastKind } from './toast-context';

interface ToastItemProps {
  message: string;
  kind: ToastKind;
  onDismiss: () => void;
}

export function ToastItem({ message, kind, onDismiss }: ToastItemProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);

  return (
    <Alert severity={kind} variant="filled" onClose={onDismiss} sx={{ boxShadow: 3, minWidth: 280 }}>
      {message}
    </Alert>
  );
}
