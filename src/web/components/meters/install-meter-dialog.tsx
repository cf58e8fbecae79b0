import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { Meter, WellMeter } from '../../../shared/contracts/meters';
import { formatDay } from '../../../shared/format';
import { ApiError, errorMessage } from '../../lib/api';
import { FormSelectField, type SelectOption } from '../form/form-select-field';
import { FormTextField } from '../form/form-text-field';
import { SubmitButton } from '../form/submit-button';
import { SHRUNK_LABEL } from '../filters/filter-fields';
import {
  emptyInstallMeterForm,
  installMeterFormSchema,
  type InstallMeterFormOutput,
  type InstallMeterFormValues,
} from './meter-form-values';
import { useInstallMeter, useMeters } from '../../lib/meter-queries';
import { formatReading, registerUnitText } from './reading-labels';

export interface InstallMeterDialogProps {
  wellId: number;
  /** The meter on the well now, which comes off on the installation date. */
  current: WellMeter | null;
  onClose: () => void;
  /** The server's message after the meter was installed. */
  onInstalled: (message: string) => void;
}

function meterOption(meter: Meter): SelectOption {
  const makeModel = [meter.make, meter.model].filter(Boolean).join(' ');
  const register = `${registerUnitText(meter.unit, meter.multiplier)}, ${meter.registerDigits} digits`;
  return {
    value: meter.id,
    label: `${meter.serialNumber}${makeModel ? ` · ${makeModel}` : ''} (${register})`,
  };
}

/**
 * Install Meter: an active meter installed on no other well, the day, its opening reading and, when
 * the well has a meter, that meter's closing reading. Mounted while open, so each opening starts empty.
 */
export function InstallMeterDialog({ wellId, current, onClose, onInstalled }: InstallMeterDialogProps) {
  const titleId = useId();
  const meters = useMeters({ status: 'active' });
  const install = useInstallMeter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(installMeterFormSchema(current !== null)), [current]);
  const form = useForm<InstallMeterFormValues, unknown, InstallMeterFormOutput>({
    resolver,
    defaultValues: emptyInstallMeterForm(),
  });
  const free = useMemo(
    () => (meters.data ?? []).filter((meter) => meter.installedWellId === null).map(meterOption),
    [meters.data],
  );

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const result = await install.mutateAsync({
        wellId,
        meterId: values.meterId,
        installedOn: values.installedOn,
        openingReading: values.openingReading,
        closingReading: current ? values.closingReading : null,
      });
      onInstalled(result.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in form.getValues())
            form.setError(field as FieldPath<InstallMeterFormValues>, { message });
        }
      }
      setRefusal(errorMessage(error));
    }
  });

  const meterHelp = meters.isPending
    ? 'Loading the meters…'
    : meters.isError
      ? undefined
      : free.length === 0
        ? 'No active meter is free: add one in the meter register first.'
        : undefined;

  return (
    <Dialog
      open
      onClose={install.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{current ? 'Replace Meter' : 'Install Meter'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
            {meters.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void meters.refetch()}>
                    Try Again
                  </Button>
                }
              >
                {errorMessage(meters.error)}
              </Alert>
            )}
            {current && (
              <Alert severity="info">
                Meter {current.serialNumber} (installed {formatDay(current.installedOn)}, opening reading{' '}
                {formatReading(current.openingReading)}) comes off this well on the installation date.
              </Alert>
            )}
            <FormSelectField
              control={form.control}
              name="meterId"
              label="Meter"
              options={free}
              required
              autoFocus
              disabled={meters.isPending}
              helperText={meterHelp}
            />
            <FormTextField
              control={form.control}
              name="installedOn"
              label="Installed on"
              type="date"
              required
              slotProps={SHRUNK_LABEL}
            />
            <FormTextField
              control={form.control}
              name="openingReading"
              label="Opening reading"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="What the new meter's register shows as it goes on."
            />
            {current && (
              <FormTextField
                control={form.control}
                name="closingReading"
                label={`Closing reading of ${current.serialNumber}`}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                helperText="What the old meter's register shows as it comes off."
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={install.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={install.isPending}>Install</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
