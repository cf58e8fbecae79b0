import Grid from '@mui/material/Grid';
import { UsageChartPanel } from './usage-chart-panel';
import { WellMapPanel } from './well-map-panel';

/**
 * What every dashboard shows: the well map and the usage chart, side by side on wide screens. Its own
 * chunk, so the page's header and client title show before the panels' code arrives.
 */
export default function DashboardPanels({ staff }: { staff: boolean }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WellMapPanel staff={staff} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <UsageChartPanel staff={staff} />
      </Grid>
    </Grid>
  );
}
