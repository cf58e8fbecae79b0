import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { ReportsDuePanel } from '../../components/reports-due/reports-due-panel';
import { CurrentYearInvoicesWidget } from './current-year-invoices-widget';
import { DailyVolumeWidget } from './daily-volume-widget';

/**
 * The reports the client's wells owe, then this year's invoices and the daily volume of one client
 * (its own chunk: tables load after the page), side by side only on wide screens: at 1366 px the
 * invoice table needs the whole width for its actions. The reports wait for the client to be known,
 * so they are asked for once, for that client.
 */
export default function OwnerWidgets({ clientId }: { clientId: number | undefined }) {
  return (
    <Box sx={{ mt: 2 }}>
      {clientId !== undefined && <ReportsDuePanel clientId={clientId} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, xl: 7 }}>
          <CurrentYearInvoicesWidget clientId={clientId} />
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }}>
          <DailyVolumeWidget clientId={clientId} />
        </Grid>
      </Grid>
    </Box>
  );
}
