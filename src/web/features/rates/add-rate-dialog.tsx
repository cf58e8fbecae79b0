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
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import {
  EMPTY_RATE_FORM,
  rateFormSchema,
  type RateFormOutput,
  type RateFormValues,
} from './rate-form-values';
import { rateSavedText } from './rates-text';
import { useSaveRate } from './rates-api';
import { showRefusal } from '../../components/form/server-refusal';

const resolver = zodResolver(rateFormSchema);
const CELL = { xs: 12, sm: 6 };

export const ADD_RATE_TITLE = 'Add rate';

/** What the law asks of a new rate, with the district's notice days. */
export function addRateHelp(noticeDays: number): string {
  return (
    `A rate takes effect after today and at least ${noticeDays} days after its notice is given. ` +
    'An increase needs the date of its public hearing, held before the rate takes effect. ' +
    'Every client billed in the last year is told of the rate by e-mail.'
  );
}

export interface AddRateDialogProps {
  /** The least days between a rate's notice and the day it takes effect (the schedule's answer). */
  noticeDays: number;
  onClose: () => void;
}

/**
 * The Admin's Add rate: the rate in dollars per million gallons and the board's dates, checked by
 * SaveRate's field rules here and by the schedule's on the server, whose refusal shows above the
 * fields and its field messages on their fields. Mounted while open, so each opening starts empty.
 */
export function AddRateDialog({ noticeDays, onClose }: AddRateDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const save = useSaveRate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RateFormValues, unknown, RateFormOutput>({
    resolver,
    defaultValues: EMPTY_RATE_FORM,
  });
  const { control } = form;

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const answer = await save.mutateAsync(body);
      toast.success(rateSavedText(answer.noticesQueued));
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
        <DialogTitle id={titleId}>{ADD_RATE_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {addRateHelp(noticeDays)}
            </Typography>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <Grid container spacing={2}>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="ratePerMillionGallons"
                  label="Rate ($ per million gallons)"
                  required
                  autoFocus
                  helperText="In dollars, e.g. 65.00"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="effectiveOn"
                  label="Takes effect on"
                  type="date"
                  required
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="adoptedOn"
                  label="Adopted by the board on"
                  type="date"
                  required
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="noticeGivenOn"
                  label="Notice given on"
                  type="date"
                  required
                  helperText={`At least ${noticeDays} days before it takes effect`}
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
              <Grid size={CELL}>
                <FormTextField
                  control={control}
                  name="hearingOn"
                  label="Public hearing on"
                  type="date"
                  helperText="Needed for an increase; empty if there was none"
                  slotProps={SHRUNK_LABEL}
                />
              </Grid>
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={save.isPending}>Save rate</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
