import WaterDropIcon from '@mui/icons-material/WaterDrop';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card the sign-in and register forms sit in. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <WaterDropIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="subtitle1" color="text.secondary">
            Groundwater Conservation District
          </Typography>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </Stack>
        {children}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Link component={RouterLink} to="/eula" variant="body2">
            License Agreement
          </Link>
          <Link component={RouterLink} to="/privacy-policy" variant="body2">
            Privacy Policy
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
