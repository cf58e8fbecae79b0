import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { ToastContext, type ToastApi, type Toast, type ToastKind } from './toast-context';

// The toasts are MUI alerts: their chunk loads with the first toast, so the shell stays MUI-free.
const ToastStack = lazyOnDemand(() =>
  import('./toast-stack').then((module) => ({ default: module.ToastStack })),
);

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
      {/* Above MUI's snackbar layer (1400), below the top bar's height. */}
      <div aria-live="polite" style={{ position: 'fixed', top: 72, right: 16, zIndex: 1400 }}>
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastStack toasts={toasts} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}
