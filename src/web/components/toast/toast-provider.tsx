import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastKind } from './toast-context';
import { ToastItem } from './toast-item';

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  dismiss: () => void;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((message: string, kind: ToastKind = 'info') => {
    const id = nextId.current++;
    const dismiss = () => setToasts((current) => current.filter((toast) => toast.id !== id));
    setToasts((current) => [...current, { id, message, kind, dismiss }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      warning: (message) => show(message, 'warning'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{ position: 'fixed', top: 72, right: 16, zIndex: (theme) => theme.zIndex.snackbar }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} message={toast.message} kind={toast.kind} onDismiss={toast.dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
