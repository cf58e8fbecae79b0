import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface FilterPanelProps {
  /** The form's accessible name, e.g. 'Well filters'. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  /** Buttons between Reset and Search, e.g. an export. */
  actions?: ReactNode;
  /** Shown above the grid of fields, e.g. a period switch. */
  header?: ReactNode;
  /** The fields, as Grid items. */
  children: ReactNode;
}

/** The frame every list's filters share: fields in a grid, then Reset, any extra actions and Search. */
export function FilterPanel({ label, onSubmit, onReset, actions, header, children }: FilterPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        {header}
        <Grid container spacing={2}>
          {children}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onReset}>Reset</Button>
          {actions}
          <Button type="submit" variant="contained">
            Search
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
