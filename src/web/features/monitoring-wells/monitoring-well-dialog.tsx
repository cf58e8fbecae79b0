import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MONITORING_WELL_SAVED, type MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import { ALTITUDE_DATUMS } from '../../../shared/states';
import { FormDialog } from '../../components/form-dialog';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { showRefusal } from '../../components/form/server-refusal';
import { useToast } from '../../components/toast/use-toast';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import {
  monitoringWellFormSchema,
  monitoringWellFormValues,
  type MonitoringWellFormOutput,
  type MonitoringWellFormValues,
} from './monitoring-well-form-values';
import { useSaveMonitoringWell } from './monitoring-wells-api';
import { ProductionWellField } from './production-well-field';

const resolver = zodResolver(monitoringWellFormSchema);
const HALF = { xs: 12, sm: 6 };
const THIRD = { xs: 12, sm: 4 };
const DATUM_OPTIONS = ALTITUDE_DATUMS.map((datum) => ({ value: datum, label: datum }));
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

export const ADD_WELL_TITLE = 'Add monitoring well';
export const EDIT_WELL_TITLE = 'Edit monitoring well';

export interface MonitoringWellDialogProps {
  /** The well to change; null adds one. */
  well: MonitoringWell | null;
  onClose: () => void;
}

/**
 * Adds or changes a monitoring well: checked by SaveMonitoringWell's own rules, the server's refusal
 * above the fields and its field messages on their fields. One request key per opening.
 */
export function MonitoringWellDialog({ well, onClose }: MonitoringWellDialogProps) {
  const toast = useToast();
  const save = useSaveMonitoringWell();
  const lookups = useLookups({ enabled: true, withClients: false });
  useLookupFailureToast(lookups);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MonitoringWellFormValues, unknown, MonitoringWellFormOutput>({
    resolver,
    defaultValues: monitoringWellFormValues(well),
    mode: 'onTouched',
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(well ? { ...values, id: well.id } : values);
      toast.success(MONITORING_WELL_SAVED);
      onClose();
    } catch (error) {
      setRefusal(showRefusal(error, form.getValues(), form.setError));
    }
  });

  return (
    <FormDialog
      title={well ? EDIT_WELL_TITLE : ADD_WELL_TITLE}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      isPending={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              control={control}
              name="siteNumber"
              label="Site number"
              helperText="15 digits, such as 303251091115001"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={THIRD}>
            <FormTextField control={control} name="agencyCode" label="Agency code" />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="localName"
              label="Local name"
              helperText="Needed without a site number"
            />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField
              control={control}
              name="aquiferId"
              label="Aquifer"
              required
              options={lookups.aquifers.data ?? []}
            />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField
              control={control}
              name="parishId"
              label="Parish"
              emptyLabel="None"
              options={lookups.parishes.data ?? []}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField control={control} name="latitude" label="Latitude" slotProps={DECIMAL} />
          </Grid>
          <Grid size={HALF}>
            <FormTextField control={control} name="longitude" label="Longitude" slotProps={DECIMAL} />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name="landSurfaceAltitudeFeet"
              label="Land-surface altitude (ft)"
              slotProps={DECIMAL}
            />
          </Grid>
          <Grid size={HALF}>
            <FormSelectField
              control={control}
              name="altitudeDatum"
              label="Altitude datum"
              emptyLabel="None"
              options={DATUM_OPTIONS}
            />
          </Grid>
          <Grid size={12}>
            <ProductionWellField control={control} name="wellId" />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name="levelAlertDepthFeet"
              label="Level alert depth (ft)"
              helperText="Alert when the water is deeper"
              slotProps={DECIMAL}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              control={control}
              name="chlorideAlertMgL"
              label="Chloride alert (mg/L)"
              helperText="Alert when chloride is higher"
              slotProps={DECIMAL}
            />
          </Grid>
          <Grid size={12}>
            <FormCheckboxField control={control} name="isPublic" label="Publish on the public page" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="note" label="Note" multiline minRows={2} />
          </Grid>
        </Grid>
      </Stack>
    </FormDialog>
  );
}
