import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WellUsageReport } from '../../../shared/contracts/well-usage-report';
import { errorMessage } from '../../lib/api';
import { NO_CLIENT } from '../../lib/labels';
import { TotalsCard, WellUsageCard } from './usage-card';

interface ReportBodyProps {
  report: UseQueryResult<WellUsageReport>;
  hasRequest: boolean;
}

/** The report's states: nothing chosen yet, loading, failed, no wells, or a section per well. */
export function ReportBody({ report, hasRequest }: ReportBodyProps) {
  if (!hasRequest) return <Alert severity="info">Choose a client and a year, then Show Report.</Alert>;
  if (report.isError) return <Alert severity="error">{errorMessage(report.error)}</Alert>;
  if (!report.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading report" />
      </Box>
    );
  const { wells, totals, dataThrough, year, clientName } = report.data;
  return (
    <>
      {report.isFetching && <LinearProgress aria-label="Updating report" sx={{ mb: 1 }} />}
      <Typography variant="subtitle1" sx={{ mb: 2 }}>
        {clientName ?? NO_CLIENT}, {year}. Volumes in 1000 gal; a dash means no daily data that month.
      </Typography>
      {wells.length === 0 ? (
        <Alert severity="info">This client has no wells.</Alert>
      ) : (
        <>
          {wells.length > 1 && <TotalsCard totals={totals} wellCount={wells.length} />}
          {wells.map((section) => (
            <WellUsageCard key={section.wellId} section={section} dataThrough={dataThrough} />
          ))}
        </>
      )}
    </>
  );
}
