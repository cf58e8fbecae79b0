import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import type { InvoiceGeneration } from '../../../shared/contracts/invoices';
import { lastQuarterEndedBy } from '../../../shared/rules/quarters';
import { errorMessage } from '../../lib/api';
import { localIsoDate } from '../../lib/dates';
import { yearOptions } from '../../lib/dates';
import type { SelectOption } from '../../components/form/form-select-field';
import { QUARTER_OPTIONS } from './invoice-filter-values';
import { useGenerateQuarter } from './api';

interface NumberSelectProps {
  label: string;
  value: number;
  options: readonly SelectOption[];
  onChange: (value: number) => void;
  disabled: boolean;
}

function NumberSelect({ label, value, options, onChange, disabled }: NumberSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: 140 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What a finished generation did, in a sentence. */
export function generationSummary(result: InvoiceGeneration): string {
  const parts = [`${result.created} new invoice${result.created === 1 ? '' : 's'}`];
  if (result.existing > 0) parts.push(`${result.existing} already made, left as they were`);
  if (result.nothingToBill > 0) parts.push(`${result.nothingToBill} clients with nothing to bill`);
  return `${result.year} Q${result.quarter}: ${parts.join('; ')}. New invoices stay invisible to owners until made visible.`;
}

/**
 * Generate Quarter: choose an ended quarter, confirm, and see what was made. Running it again only
 * adds invoices that late pumpage has made due; existing invoices are never touched.
 */
export function GenerateQuarterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const lastEnded = useMemo(() => lastQuarterEndedBy(localIsoDate(new Date())), []);
  const [year, setYear] = useState(lastEnded.year);
  const [quarter, setQuarter] = useState<number>(lastEnded.quarter);
  const generate = useGenerateQuarter();
  const years = useMemo(() => yearOptions(), []);

  const close = () => {
    if (generate.isPending) return;
    generate.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Generate Quarter Invoices</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Bills every client with pumpage in the quarter at the current rate. Invoices already made for the
          quarter are left as they are.
        </DialogContentText>
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <NumberSelect
            label="Year"
            value={year}
            options={years}
            onChange={setYear}
            disabled={generate.isPending}
          />
          <NumberSelect
            label="Quarter"
            value={quarter}
            options={QUARTER_OPTIONS}
            onChange={setQuarter}
            disabled={generate.isPending}
          />
        </Stack>
        {generate.isPending && <LinearProgress sx={{ mt: 2 }} aria-label="Generating invoices" />}
        {generate.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {generationSummary(generate.data)}
          </Alert>
        )}
        {generate.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(generate.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={generate.isPending}>
          {generate.isSuccess ? 'Close' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          disabled={generate.isPending}
          onClick={() => generate.mutate({ year, quarter })}
        >
          Generate {year} Q{quarter}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
