import WaterDropIcon from '@mui/icons-material/WaterDrop';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LegalLinks } from '../../components/legal-links';

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
        <LegalLinks marginTop={3} />
      </Paper>
    </Box>
  );
}
