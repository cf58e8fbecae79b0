import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A table's load failure above it, with 'Try Again' when the caller can retry. */
export function TableErrorAlert({ error, onRetry }: { error?: string | null; onRetry?: () => void }) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    >
      {error}
    </Alert>
  );
}
