import Typography from '@mui/material/Typography';

export default function ReportsIndexPage() {
  return <Typography>Reports</Typography>;
}
