import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BillingTermsEntry } from '../../../shared/contracts/rates';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import {
  termsFormSchema,
  termsFormValues,
  type TermsFormOutput,
  type TermsFormValues,
} from './rate-form-values';
import { useSaveBillingTerms } from './rates-api';
import { showRefusal } from '../../components/form/server-refusal';

const resolver = zodResolver(termsFormSchema);
const CELL = { xs: 12, sm: 6 };
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

const PERIOD_OPTIONS: readonly SelectOption[] = [
  { value: 'day', label: 'Per day' },
  { value: 'month', label: 'Per month' },
];

export const ADD_TERMS_TITLE = 'Add billing terms';

export interface AddTermsDialogProps {
  /** The terms in force, which the form starts from. */
  inForce: BillingTermsEntry | undefined;
  onClose: () => void;
}

/**
 * The Admin's Add terms: the terms from a day on, starting from those in force, checked by
 * SaveBillingTerms' field rules here and by the server, whose refusal shows above the fields and its
 * field messages on their fields. Mounted while open, so each opening starts from the terms in force.
 */
export function AddTermsDialog({ inForce, onClose }: AddTermsDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const save = useSaveBillingTerms();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TermsFormValues, unknown, TermsFormOutput>({
    resolver,
    defaultValues: termsFormValues(inForce),
  });
  const { control } = form;

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const answer = await save.mutateAsync(body);
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setRefusal(showRefusal(error, form.getValues(), form.setError));
    }
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{ADD_TERMS_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              New terms take effect after today. Invoices built from that day keep them; payments made from
              that day pay their processing fees. The fields start from the terms in force.
            </Typography>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <Grid container spacing={2}>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="effectiveOn"
                  label="Take effect on"
                  type="date"
                  required
                  autoFocus
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="dueDays"
                  label="Days to pay"
                  required
                  helperText="From the billing date"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="lateFeePercent"
                  label="Late fee (%)"
                  required
                  slotProps={DECIMAL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormSelectField
                  control={control}
                  name="lateFeePeriod"
                  label="Late fee charged"
                  required
                  options={PERIOD_OPTIONS}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="lateFeeCapPercent"
                  label="Late-fee cap (%)"
                  helperText="Of the total due; empty for no cap"
                  slotProps={DECIMAL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="bankFeePercent"
                  label="Bank transfer fee (%)"
                  required
                  slotProps={DECIMAL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="cardFeePercent"
                  label="Card fee (%)"
                  required
                  slotProps={DECIMAL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="cardFeeFixed"
                  label="Card fee, fixed ($)"
                  required
                  helperText="Per payment, e.g. 0.30"
                  slotProps={DECIMAL}
                />
              </Grid>
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={save.isPending}>Save terms</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
