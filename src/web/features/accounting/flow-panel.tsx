import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

/** The frame of the connect, callback and disconnect pages: one narrow card under the page's title. */
export function FlowPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {children}
      </Paper>
    </>
  );
}

/** A step under way, announced to screen readers as it starts. */
export function FlowWorking({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={28} aria-label={label} />
      <Typography>{label}</Typography>
    </Stack>
  );
}

interface FlowOutcomeProps {
  severity: 'success' | 'error' | 'warning';
  message: string;
  /** The server's message, or what happens next, under the headline. */
  detail?: ReactNode;
  /** The ways on: buttons or links. */
  actions: ReactNode;
}

/**
 * How a step ended, as an alert a screen reader announces (a failure interrupts, a success waits its
 * turn), with the ways on beneath. The buttons wrap on a phone rather than push the page sideways.
 */
export function FlowOutcome({ severity, message, detail, actions }: FlowOutcomeProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert
        severity={severity}
        role={severity === 'success' ? 'status' : 'alert'}
        sx={{ alignSelf: 'stretch', overflowWrap: 'anywhere' }}
      >
        {message}
        {detail && (
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
