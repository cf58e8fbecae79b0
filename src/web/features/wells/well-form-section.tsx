import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Children, type ReactNode } from 'react';

/** A titled group of form fields, two per row on wide screens. */
export function WellFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {Children.toArray(children).map((child, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            {child}
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
