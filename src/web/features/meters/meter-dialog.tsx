import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { METER_STATUS_LABELS, METER_UNIT_LABELS, type Meter } from '../../../shared/contracts/meters';
import { METER_MULTIPLIERS } from '../../../shared/rules/meter-volume';
import { METER_STATUSES, METER_UNITS } from '../../../shared/states';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { ApiError, errorMessage } from '../../lib/api';
import { useSaveMeter } from './api';
import {
  meterDialogSchema,
  meterDialogValues,
  type MeterDialogOutput,
  type MeterDialogValues,
} from './meter-form-values';

const resolver = zodResolver(meterDialogSchema);

const UNIT_OPTIONS: SelectOption[] = METER_UNITS.map((unit) => ({
  value: unit,
  label: METER_UNIT_LABELS[unit],
}));
const STATUS_OPTIONS: SelectOption[] = METER_STATUSES.map((status) => ({
  value: status,
  label: METER_STATUS_LABELS[status],
}));
const MULTIPLIER_OPTIONS: SelectOption[] = METER_MULTIPLIERS.map((multiplier) => ({
  value: multiplier,
  label: `×${multiplier}`,
}));

export interface MeterDialogProps {
  /** The meter to change; null for a new one. */
  meter: Meter | null;
  onClose: () => void;
  /** The server's message after the save. */
  onSaved: (message: string) => void;
}

/**
 * New Meter and Edit Meter: the register's fields checked by SaveMeter's own rules; the server's
 * refusal shows above the fields, and its field messages on their fields. Mounted while open, so
 * each opening starts from the meter as listed.
 */
export function MeterDialog({ meter, onClose, onSaved }: MeterDialogProps) {
  const titleId = useId();
  const save = useSaveMeter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MeterDialogValues, unknown, MeterDialogOutput>({
    resolver,
    defaultValues: meterDialogValues(meter),
    mode: 'onTouched',
  });
  const { control } = form;
  const title = meter ? `Edit Meter ${meter.serialNumber}` : 'New Meter';

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const result = await save.mutateAsync({ ...values, id: meter?.id ?? null });
      onSaved(result.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in values) form.setError(field as FieldPath<MeterDialogValues>, { message });
        }
      }
      setRefusal(errorMessage(error));
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
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <FormTextField control={control} name="serialNumber" label="Serial number" required autoFocus />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="make" label="Make" />
              <FormTextField control={control} name="model" label="Model" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="sizeInches"
                label="Size (inches)"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormSelectField
                control={control}
                name="status"
                label="Status"
                options={STATUS_OPTIONS}
                required
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField control={control} name="unit" label="Unit" options={UNIT_OPTIONS} required />
              <FormSelectField
                control={control}
                name="multiplier"
                label="Multiplier"
                options={MULTIPLIER_OPTIONS}
                required
              />
              <FormTextField
                control={control}
                name="registerDigits"
                label="Register digits"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="lastTestedOn"
                label="Last tested on"
                type="date"
                slotProps={SHRUNK_LABEL}
              />
              <FormTextField
                control={control}
                name="lastTestAccuracyPercent"
                label="Accuracy (%)"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
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
