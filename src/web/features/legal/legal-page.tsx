import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

/** The frame of the public legal pages: readable width, one h1, a way back. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the portal
      </Button>
      <Paper sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Last updated: {updated}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
