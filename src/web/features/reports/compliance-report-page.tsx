import Typography from '@mui/material/Typography';

export default function ComplianceReportPage() {
  return <Typography>Compliance Report</Typography>;
}
