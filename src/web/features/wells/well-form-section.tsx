import Grid from '@mui/material/Grid';
import { Children, type ReactNode } from 'react';
import { FormSection } from '../../components/form/form-section';

/** A titled group of form fields, two per row on wide screens. */
export function WellFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormSection title={title}>
      <Grid container spacing={2}>
        {Children.toArray(children).map((child, index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            {child}
          </Grid>
        ))}
      </Grid>
    </FormSection>
  );
}
