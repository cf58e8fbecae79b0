import WaterDropIcon from '@mui/icons-material/WaterDrop';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The portal's name in the top bar, linking home. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Groundwater District Portal home"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
    >
      <WaterDropIcon aria-hidden />
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' } }}
      >
        Groundwater District
      </Typography>
    </Box>
  );
}
