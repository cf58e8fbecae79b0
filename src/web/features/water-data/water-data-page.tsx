import Typography from '@mui/material/Typography';

export default function WaterDataPage() {
  return <Typography>Water Data</Typography>;
}
