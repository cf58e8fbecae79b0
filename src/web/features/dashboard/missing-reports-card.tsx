import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { getMissingReportsEndpoint } from '../../../shared/contracts/reporting-calendar';
import { api, errorMessage } from '../../lib/api';
import { DashboardCard } from './dashboard-card';

/** The staff page listing the missing reports. */
const MISSING_REPORTS_PATH = '/reports/missing-reports';

/**
 * How many reports are due and overdue across the district: the counts of the missing reports'
 * first page under the default filters (the counts cover every page).
 */
function useMissingReportCounts() {
  return useQuery({
    queryKey: ['dashboard', 'missing-report-counts'] as const,
    queryFn: async ({ signal }) =>
      (await api(getMissingReportsEndpoint, { query: { page: 1 } }, { signal })).counts,
  });
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Typography variant="h4" component="p">
        {value.toLocaleString('en-US')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </div>
  );
}

/** The staff dashboard's Reports card: the pumpage reports due and overdue, with the way to the list. */
export default function MissingReportsCard() {
  const counts = useMissingReportCounts();
  return (
    <DashboardCard
      title="Reports"
      subtitle="Pumpage reports wells owe and have not made"
      actions={
        <Button component={RouterLink} to={MISSING_REPORTS_PATH} size="small">
          Missing Reports
        </Button>
      }
    >
      {counts.isPending && <LinearProgress aria-label="Loading the missing reports" />}
      {counts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(counts.error)}
        </Alert>
      )}
      {counts.data && (
        <Stack direction="row" spacing={4}>
          <Count value={counts.data.due} label="due" />
          <Count value={counts.data.overdue} label="overdue" />
        </Stack>
      )}
    </DashboardCard>
  );
}
