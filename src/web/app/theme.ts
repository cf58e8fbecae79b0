import { createTheme } from '@mui/material/styles';

/** A calm water blue with a teal accent on a pale background. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e6fa8', light: '#5a9fd4', dark: '#0d4a78', contrastText: '#ffffff' },
    secondary: { main: '#2a9d8f', contrastText: '#ffffff' },
    background: { default: '#f3f7fa', paper: '#ffffff' },
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
