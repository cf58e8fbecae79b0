import Typography from '@mui/material/Typography';

export default function VolumesByPoaPage() {
  return <Typography>Volume by Parish, Owner and Aquifer</Typography>;
}
