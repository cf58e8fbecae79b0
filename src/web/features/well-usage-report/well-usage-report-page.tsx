import Typography from '@mui/material/Typography';

export default function WellUsageReportPage() {
  return <Typography>Well Usage Report</Typography>;
}
