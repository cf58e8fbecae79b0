import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ForbiddenToast } from '../components/toast/forbidden-toast';
import { ToastProvider } from '../components/toast/toast-provider';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Server-state cache and toasts (also for a 403's message): everything a page may rely on besides the
 * router and the MUI theme, which the layouts bring (MuiRoot). Nothing here loads MUI.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ForbiddenToast />
        {children}
      </ToastProvider>
    </QueryClientProvider>
  );
}
