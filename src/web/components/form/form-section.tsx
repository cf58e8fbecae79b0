import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** Set in an outlined card of its own, for a page of several sections. */
  framed?: boolean;
  children: ReactNode;
}

/** A titled part of a form: a region named by its heading. */
export function FormSection({ title, framed = false, children }: FormSectionProps) {
  const titleId = useId();
  const content = (
    <>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: framed ? 2 : 1.5 }}>
        {title}
      </Typography>
      {children}
    </>
  );
  return framed ? (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 3 }}>
      {content}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={titleId}>
      {content}
    </Box>
  );
}
