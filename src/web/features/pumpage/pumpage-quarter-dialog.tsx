import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  quarterPumpageSchema,
  type QuarterPumpage,
  type WellQuarterPumpage,
} from '../../../shared/contracts/pumpage';
import { monthLabel } from '../../../shared/rules/month-pumpage';
import type { Quarter } from '../../../shared/rules/quarters';
import { FormTextField } from '../../components/form/form-text-field';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useUpdateWellQuarterPumpage, useWellQuarterPumpage } from './api';

/**
 * The row of the pumpage table the form opens from: the server answers its well's quarter; the
 * well number, year and quarter name the dialog until it does.
 */
export interface QuarterTarget {
  pumpageId: number;
  wellNumber: string;
  year: number;
  quarter: Quarter;
}

/** What may stand in a month's field while typing: thousands of gallons to three decimals. */
const TYPED_KGAL = {
  pattern: /^\d{0,13}(\.\d{0,3})?$/,
  refused: 'Enter thousands of gallons as digits, up to three decimals, such as 1250.5',
};

const FIELDS = ['pumpageMonth1', 'pumpageMonth2', 'pumpageMonth3'] as const;

interface QuarterFormValues {
  pumpageMonth1: string;
  pumpageMonth2: string;
  pumpageMonth3: string;
}

/** Empty text is no number yet: NaN, which the contract refuses with the spec's message. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === '.' ? Number.NaN : Number(trimmed);
}

/** The typed texts as numbers, then the endpoint's own rules. */
const quarterFormSchema = z
  .object({ pumpageMonth1: z.string(), pumpageMonth2: z.string(), pumpageMonth3: z.string() })
  .transform((values) => ({
    pumpageMonth1: numberOf(values.pumpageMonth1),
    pumpageMonth2: numberOf(values.pumpageMonth2),
    pumpageMonth3: numberOf(values.pumpageMonth3),
  }))
  .pipe(quarterPumpageSchema);

interface QuarterFormProps {
  stored: WellQuarterPumpage;
  onClose: () => void;
}

function QuarterForm({ stored, onClose }: QuarterFormProps) {
  const toast = useToast();
  const save = useUpdateWellQuarterPumpage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<QuarterFormValues, unknown, QuarterPumpage>({
    resolver: zodResolver(quarterFormSchema),
    defaultValues: {
      pumpageMonth1: String(stored.months[0]?.pumpage ?? 0),
      pumpageMonth2: String(stored.months[1]?.pumpage ?? 0),
      pumpageMonth3: String(stored.months[2]?.pumpage ?? 0),
    },
  });
  const submit = handleSubmit(async (edit) => {
    setRefusal(null);
    try {
      const { wellId, year, quarter } = stored;
      const answer = await save.mutateAsync({ query: { wellId, year, quarter }, edit });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      // A refused month shows under its field; anything else (an invoice, a lost well) above them.
      const fieldErrors = error instanceof ApiError ? Object.entries(error.errors) : [];
      const onFields = fieldErrors.filter(([field]) => (FIELDS as readonly string[]).includes(field));
      for (const [field, message] of onFields) {
        setError(field as FieldPath<QuarterFormValues>, { message }, { shouldFocus: true });
      }
      if (onFields.length === 0) setRefusal(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          Each month&rsquo;s total in thousands of gallons. A changed month&rsquo;s days (and metered hours)
          are scaled to the new total; a month without pumpage gets it spread evenly over its days.
        </Alert>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((name, index) => {
            const month = stored.months[index]?.month ?? (stored.quarter - 1) * 3 + index + 1;
            return (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={monthLabel(stored.year, month)}
                accept={TYPED_KGAL}
                // The helper line keeps its height when a refusal under the field goes: Save does
                // not move away from under the pointer that pressed it.
                helperText=" "
                autoFocus={index === 0}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

interface PumpageQuarterDialogProps {
  target: QuarterTarget;
  onClose: () => void;
}

/**
 * The spec's pumpage update form on the pumpage table: a well's quarter, month by month, each
 * starting from its stored total. Saving sets each changed month's total; the table reads again.
 */
export function PumpageQuarterDialog({ target, onClose }: PumpageQuarterDialogProps) {
  const titleId = useId();
  const { year, quarter } = target;
  const stored = useWellQuarterPumpage({ pumpageId: target.pumpageId });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        Pumpage of well {target.wellNumber}, {year} Q{quarter}
      </DialogTitle>
      {stored.data ? (
        <QuarterForm stored={stored.data.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {stored.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void stored.refetch()}>
                    Retry
                  </Button>
                }
              >
                {errorMessage(stored.error)}
              </Alert>
            ) : (
              <CircularProgress aria-label="Loading the quarter's pumpage" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
