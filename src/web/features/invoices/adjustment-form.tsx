import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { AdjustmentInput } from '../../../shared/contracts/invoice-changes';
import { FormTextField } from '../../components/form/form-text-field';
import { useSubmissionKey } from '../../lib/submission-key';
import { adjustmentFormSchema, TYPED_DOLLARS, type AdjustmentFormValues } from './invoice-form-values';

interface AdjustmentFormProps {
  initial?: AdjustmentFormValues;
  submitLabel: string;
  /**
   * Answers whether it was saved; the form empties only then. `requestKey` is the submission's: the
   * same values sent again after a failure (or by a double click) carry the same key.
   */
  onSubmit: (adjustment: AdjustmentInput, requestKey: string) => Promise<boolean>;
  onCancel?: () => void;
}

const EMPTY: AdjustmentFormValues = { reason: '', value: '' };

/** Reason and signed value (credits negative, a lone minus allowed while typing). */
export function AdjustmentForm({ initial = EMPTY, submitLabel, onSubmit, onCancel }: AdjustmentFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<AdjustmentFormValues, unknown, AdjustmentInput>(
    {
      resolver: zodResolver(adjustmentFormSchema),
      defaultValues: initial,
    },
  );
  const submissionKey = useSubmissionKey();
  const submit = handleSubmit(async (adjustment) => {
    if (await onSubmit(adjustment, submissionKey.keyFor(adjustment))) {
      submissionKey.succeeded();
      reset(EMPTY);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={submitLabel}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void submit(event)}
    >
      {/* Shown on a click of Add Adjustment or Edit: typing starts at once. */}
      <FormTextField control={control} name="reason" label="Reason" size="small" sx={{ flex: 2 }} autoFocus />
      <FormTextField
        control={control}
        name="value"
        label="Value ($)"
        size="small"
        accept={TYPED_DOLLARS}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
