import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled value of a description list (`<dl>`): the label above, the value below. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>
        {children}
      </Typography>
    </>
  );
}
