import Grid from '@mui/material/Grid';
import { CurrentYearInvoicesWidget } from './current-year-invoices-widget';
import { DailyVolumeWidget } from './daily-volume-widget';

/**
 * This year's invoices and the daily volume of one client (its own chunk: tables load after the page),
 * side by side only on wide screens: at 1366 px the invoice table needs the whole width for its actions.
 */
export default function OwnerWidgets({ clientId }: { clientId: number | undefined }) {
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, xl: 7 }}>
        <CurrentYearInvoicesWidget clientId={clientId} />
      </Grid>
      <Grid size={{ xs: 12, xl: 5 }}>
        <DailyVolumeWidget clientId={clientId} />
      </Grid>
    </Grid>
  );
}
