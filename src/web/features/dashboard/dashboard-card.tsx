import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the dashboard; the title names the region for screen readers and tests. */
export function DashboardCard({ title, subtitle, actions, children }: DashboardCardProps) {
  const headingId = `dashboard-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </div>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
