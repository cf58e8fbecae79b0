import { createTheme } from '@mui/material/styles';

/**
 * A calm water blue with a teal accent on a pale background. The teal is dark enough for white
 * text (4.5:1, WCAG AA), as on the avatar.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e6fa8', light: '#5a9fd4', dark: '#0d4a78', contrastText: '#ffffff' },
    secondary: { main: '#1c7368', contrastText: '#ffffff' },
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
