import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * Shown when rendering a route throws, e.g. a page chunk that no longer exists after a deploy:
 * reloading fetches the current build.
 */
export function RouteError() {
  return (
    <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        Oops! Something went wrong. Please reload the page.
      </Alert>
    </Box>
  );
}
