import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The theme and CssBaseline of the MUI pages. Only the lazily loaded layouts (and the toasts, the
 * register form on /login) render it, so the shell and the sign-in page never download MUI's styling
 * core (decision 0027).
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
