import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import type { Toast } from './toast-context';
import { ToastItem } from './toast-item';

/** The visible toasts, in the portal's theme also on the sign-in page, which has no MUI root. */
export function ToastStack({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} message={toast.message} kind={toast.kind} onDismiss={toast.dismiss} />
        ))}
      </Stack>
    </ThemeProvider>
  );
}
