import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { SubmitReadingResponse } from '../../../shared/contracts/meter-readings';
import type { WellMeter } from '../../../shared/contracts/meters';
import { ApiError, errorMessage } from '../../lib/api';
import { SHRUNK_LABEL } from '../filters/filter-fields';
import { FormCheckboxField } from '../form/form-checkbox-field';
import { FormTextField } from '../form/form-text-field';
import { SubmitButton } from '../form/submit-button';
import {
  emptyReadingForm,
  readingFormSchema,
  type ReadingFormOutput,
  type ReadingFormValues,
} from './meter-form-values';
import { useSubmitReading } from '../../lib/meter-queries';
import { registerUnitText } from './reading-labels';

const resolver = zodResolver(readingFormSchema);

export interface EnterReadingDialogProps {
  wellId: number;
  /** The meter on the well now, described above the fields. */
  meter: WellMeter | null;
  onClose: () => void;
  /** The server's answer: the reading's state, volume and why it was held. */
  onSubmitted: (answer: SubmitReadingResponse) => void;
}

/**
 * Staff enter a reading of the well's meter: the day, optionally the time, the register, whether it
 * rolled over, whether it was read on an audit visit, and a comment. The server checks it and says
 * whether it was accepted or held for review. Mounted while open, so each opening starts empty.
 */
export function EnterReadingDialog({ wellId, meter, onClose, onSubmitted }: EnterReadingDialogProps) {
  const titleId = useId();
  const submitReading = useSubmitReading();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReadingFormValues, unknown, ReadingFormOutput>({
    resolver,
    defaultValues: emptyReadingForm(),
  });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await submitReading.mutateAsync({ wellId, ...values });
      onSubmitted(answer);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in form.getValues()) form.setError(field as FieldPath<ReadingFormValues>, { message });
        }
      }
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Dialog
      open
      onClose={submitReading.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Enter Reading</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {meter && (
              <DialogContentText>
                Meter {meter.serialNumber}: {registerUnitText(meter.unit, meter.multiplier)},{' '}
                {meter.registerDigits}-digit register.
              </DialogContentText>
            )}
            {refusal && (
              <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="readOn"
                label="Date"
                type="date"
                required
                autoFocus
                slotProps={SHRUNK_LABEL}
              />
              <FormTextField
                control={form.control}
                name="readAt"
                label="Time (optional)"
                type="time"
                slotProps={SHRUNK_LABEL}
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="reading"
              label="Reading"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="The number on the register, as it reads."
            />
            <Stack>
              <FormCheckboxField
                control={form.control}
                name="isRollover"
                label="Rollover: the register passed its maximum and started again"
              />
              <FormCheckboxField
                control={form.control}
                name="isAudit"
                label="Audit: read by district staff on an audit visit"
              />
            </Stack>
            <FormTextField control={form.control} name="comment" label="Comment" multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitReading.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={submitReading.isPending}>Save Reading</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
