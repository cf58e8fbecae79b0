import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered heading of a legal text and its paragraphs. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3, '& p': { mb: 1.5 }, '& li': { mb: 0.5 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography component="div" variant="body1">
        {children}
      </Typography>
    </Box>
  );
}
