import { createTheme } from '@mui/material/styles';

/**
 * A calm water blue with a teal accent on a pale background. Every colour that carries white text
 * is dark enough for it (4.5:1, WCAG AA), as on the avatar and the status chips.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e6fa8', light: '#5a9fd4', dark: '#0d4a78', contrastText: '#ffffff' },
    secondary: { main: '#1c7368', contrastText: '#ffffff' },
    background: { default: '#f3f7fa', paper: '#ffffff' },
    // MUI's orange (#ed6c02) and light blue (#0288d1) carry white text at 3.1:1 and 3.9:1: these
    // darker ones reach 4.7:1 and 4.8:1 (WCAG AA), as the "Past due" and "fee waived" chips need.
    warning: { main: '#b35c00', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiAppBar: { defaultProps: { elevation: 1 } },
  },
});
