import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MEASUREMENT_PARAMETER_LABELS, MEASUREMENT_SAVED } from '../../../shared/contracts/monitoring-wells';
import { MEASUREMENT_PARAMETERS } from '../../../shared/states';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormDialog } from '../../components/form-dialog';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { showRefusal } from '../../components/form/server-refusal';
import { useToast } from '../../components/toast/use-toast';
import { localIsoDate } from '../../lib/dates';
import {
  emptyMeasurementForm,
  measurementFormSchema,
  type MeasurementFormOutput,
  type MeasurementFormValues,
} from './measurement-form-values';
import { useSaveMeasurement } from './monitoring-wells-api';

const resolver = zodResolver(measurementFormSchema);
const HALF = { xs: 12, sm: 6 };
const PARAMETER_OPTIONS = MEASUREMENT_PARAMETERS.map((parameter) => ({
  value: parameter,
  label: MEASUREMENT_PARAMETER_LABELS[parameter],
}));

export const ADD_MEASUREMENT_TITLE = 'Add measurement';

/**
 * Records one measurement of a well; one of the same parameter, day and time is replaced by the
 * server. The server's refusal shows above the fields, its field messages on their fields.
 */
export function MeasurementDialog({
  monitoringWellId,
  onClose,
}: {
  monitoringWellId: number;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveMeasurement();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MeasurementFormValues, unknown, MeasurementFormOutput>({
    resolver,
    defaultValues: emptyMeasurementForm(monitoringWellId, localIsoDate(new Date())),
    mode: 'onTouched',
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast.success(MEASUREMENT_SAVED);
      onClose();
    } catch (error) {
      setRefusal(showRefusal(error, form.getValues(), form.setError));
    }
  });

  return (
    <FormDialog
      title={ADD_MEASUREMENT_TITLE}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      isPending={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormSelectField
              control={control}
              name="parameter"
              label="Parameter"
              required
              options={PARAMETER_OPTIONS}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name="measuredOn"
              label="Date"
              type="date"
              required
              slotProps={SHRUNK_LABEL}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name="measuredAt"
              label="Time"
              type="time"
              helperText="Leave empty when only the day is known"
              slotProps={SHRUNK_LABEL}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="value"
              label="Value"
              required
              helperText="In the parameter's unit: feet, mg/L or µS/cm"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField control={control} name="method" label="Method" helperText="E.g. steel tape" />
          </Grid>
          <Grid size={HALF}>
            <FormTextField control={control} name="measuredBy" label="Measured by" />
          </Grid>
          <Grid size={12}>
            <FormCheckboxField control={control} name="approved" label="Approved" />
          </Grid>
        </Grid>
      </Stack>
    </FormDialog>
  );
}
