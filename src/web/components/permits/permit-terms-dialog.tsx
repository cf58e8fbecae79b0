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
import { PERMIT_SAVED, type WellPermitsResponse } from '../../../shared/contracts/permits';
import { useSavePermit } from '../../lib/permit-queries';
import { SHRUNK_LABEL } from '../filters/filter-fields';
import { FormTextField } from '../form/form-text-field';
import { SubmitButton } from '../form/submit-button';
import { useToast } from '../toast/use-toast';
import {
  permitTermsFormSchema,
  permitTermsFormValues,
  type PermitTermsFormOutput,
  type PermitTermsFormValues,
} from './permit-terms-form-values';
import { showRefusal } from '../form/server-refusal';

const resolver = zodResolver(permitTermsFormSchema);
const HALF = { xs: 12, sm: 6 };

export interface PermitTermsDialogProps {
  wellId: number;
  /** The well's permit as loaded: the form starts from its number, date and latest terms. */
  permit: Pick<WellPermitsResponse['data'], 'wellNumber' | 'permitNumber' | 'permitDate' | 'terms' | 'today'>;
  onClose: () => void;
}

/**
 * Staff's Set permit terms: the well's permit number and date, and terms from a day (the volume in
 * million gallons a year, the maximum daily rate in gallons), checked by SavePermit's own rules. The
 * server's refusal shows above the fields and its field messages on their fields; a save says so in
 * a toast and the permit is read again. Mounted while open, so each opening starts afresh.
 */
export function PermitTermsDialog({ wellId, permit, onClose }: PermitTermsDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const save = useSavePermit();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PermitTermsFormValues, unknown, PermitTermsFormOutput>({
    resolver,
    defaultValues: permitTermsFormValues(permit, permit.today),
    mode: 'onTouched',
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ wellId, ...values });
      toast.success(PERMIT_SAVED);
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
        <DialogTitle id={titleId}>Set permit terms</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Well {permit.wellNumber}. New terms apply from their effective date until the next terms; terms
              already starting that day are replaced.
            </Typography>
            {refusal && (
              <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={HALF}>
                <FormTextField control={control} name="permitNumber" label="Permit number" autoFocus />
              </Grid>
              <Grid size={HALF}>
                <FormTextField
                  control={control}
                  name="permitDate"
                  label="Permit date"
                  type="date"
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={HALF}>
                <FormTextField
                  control={control}
                  name="effectiveFrom"
                  label="Effective from"
                  type="date"
                  required
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={HALF}>
                <FormTextField
                  control={control}
                  name="annualMillionGallons"
                  label="Permitted volume (MG a year)"
                  required
                  helperText="Million gallons, e.g. 120 or 12.5"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={HALF}>
                <FormTextField
                  control={control}
                  name="maxDailyGallons"
                  label="Maximum daily rate (gal/day)"
                  required
                  helperText="Whole gallons a day, e.g. 500,000"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField control={control} name="note" label="Note" multiline minRows={2} />
              </Grid>
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={save.isPending}>Save</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
