import Alert from '@mui/material/Alert';

/** Says that a report's figures are older than usual: the reporting copy was behind when it answered. */
export function DataAsOfNote({ asOf }: { asOf: string | null | undefined }) {
  if (!asOf) return null;
  const when = new Date(asOf).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Figures as of {when}: the reporting copy is behind.
    </Alert>
  );
}
