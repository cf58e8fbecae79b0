import Typography from '@mui/material/Typography';

export default function VolumesByUsePage() {
  return <Typography>Volume by Well Use</Typography>;
}
