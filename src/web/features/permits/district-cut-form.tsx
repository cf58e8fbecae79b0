import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { DISTRICT_CUT_SAVED } from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormSection } from '../../components/form/form-section';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { formatCutPercent } from '../../components/permits/permit-text';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { localIsoDate } from '../../lib/dates';
import {
  districtCutFormSchema,
  emptyDistrictCutForm,
  type DistrictCutFormOutput,
  type DistrictCutFormValues,
} from './district-cut-form-values';
import { useSaveDistrictCut } from './permits-api';

const resolver = zodResolver(districtCutFormSchema);
const CELL = { xs: 12, sm: 4 };

export const DECLARE_CUT_TITLE = 'Declare a cut';

/** What the confirmation asks: the cut, its days, and that every owner with a permitted well is e-mailed. */
export function declareCutQuestion(
  cut: Pick<DistrictCutFormOutput, 'percent' | 'effectiveOn' | 'endsOn'>,
): string {
  const days =
    cut.endsOn === null
      ? `from ${formatDay(cut.effectiveOn)} until further notice`
      : `from ${formatDay(cut.effectiveOn)} to ${formatDay(cut.endsOn)}`;
  return (
    `Cut every permit's volume by ${formatCutPercent(cut.percent)} ${days}? ` +
    'Every owner with a permitted well will be e-mailed about it.'
  );
}

/**
 * Staff's Declare a cut: the percent, its first day, an optional last day and the reason, checked by
 * SaveDistrictCut's own rules, then confirmed, since the save e-mails every owner with a permitted
 * well. The server's refusal shows above the fields and its field messages on their fields.
 */
export function DistrictCutForm() {
  const toast = useToast();
  const save = useSaveDistrictCut();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The cut asked about stays while the confirmation closes, so its text does not vanish mid-fade.
  const [pending, setPending] = useState<DistrictCutFormOutput | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const form = useForm<DistrictCutFormValues, unknown, DistrictCutFormOutput>({
    resolver,
    defaultValues: emptyDistrictCutForm(localIsoDate(new Date())),
    mode: 'onTouched',
  });
  const { control } = form;

  const ask = form.handleSubmit((values) => {
    setRefusal(null);
    setPending(values);
    setIsAsking(true);
  });

  const declare = async (cut: DistrictCutFormOutput) => {
    try {
      await save.mutateAsync(cut);
      toast.success(DISTRICT_CUT_SAVED);
      form.reset(emptyDistrictCutForm(localIsoDate(new Date())));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (name in cut) form.setError(name as FieldPath<DistrictCutFormValues>, { message });
        }
      }
      setRefusal(errorMessage(error));
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <FormSection title={DECLARE_CUT_TITLE} framed>
      <form noValidate aria-label={DECLARE_CUT_TITLE} onSubmit={(event) => void ask(event)}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            A cut reduces every permit's volume for its days; where cuts overlap, the largest applies. Every
            owner with a permitted well is e-mailed once when it is declared.
          </Typography>
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="percent"
                label="Cut (%)"
                required
                helperText="Of every permit's volume, e.g. 20"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="effectiveOn"
                label="From"
                type="date"
                required
                slotProps={SHRUNK_LABEL}
              />
            </Grid>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="endsOn"
                label="To"
                type="date"
                helperText="Leave empty for an open cut"
                slotProps={SHRUNK_LABEL}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="reason" label="Reason" required multiline minRows={2} />
            </Grid>
          </Grid>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton isPending={save.isPending}>Declare cut</SubmitButton>
          </Stack>
        </Stack>
      </form>
      <ConfirmModalOnDemand
        open={isAsking}
        title={DECLARE_CUT_TITLE}
        text={pending ? declareCutQuestion(pending) : ''}
        confirmLabel="Declare and e-mail owners"
        confirmColor="warning"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => (pending ? declare(pending) : undefined)}
      />
    </FormSection>
  );
}
