import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  PERMIT_SETTINGS_SAVED,
  permitSettingsSchema,
  type PermitSettings,
  type PermitSettingsInput,
} from '../../../shared/contracts/permits';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useSavePermitSettings } from './permits-api';

const resolver = zodResolver(permitSettingsSchema);
const CELL = { xs: 12, sm: 6 };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTH_OPTIONS: SelectOption[] = MONTHS.map((label, index) => ({ value: index + 1, label }));

/** The month a permit year starts on, in words. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? String(month);
}

/** What other staff read: the settings, without a form. */
export function PermitSettingsFacts({ settings }: { settings: PermitSettings }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        Permit year starts
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>
        {monthName(settings.yearStartMonth)} 1
      </Typography>
      <Typography component="dt" variant="body2" color="text.secondary">
        Staff alerts go to
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {settings.alertEmail ?? 'No address: staff alerts are not sent'}
      </Typography>
    </Box>
  );
}

/**
 * The Admin's permit settings: the month each permit year starts on (changing it moves every well's
 * permit year) and where staff alerts go, checked by the contract's own rules.
 */
export function PermitSettingsForm({ settings }: { settings: PermitSettings }) {
  const toast = useToast();
  const save = useSavePermitSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PermitSettingsInput, unknown, PermitSettings>({
    resolver,
    defaultValues: { yearStartMonth: settings.yearStartMonth, alertEmail: settings.alertEmail ?? '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast.success(PERMIT_SETTINGS_SAVED);
      form.reset({ yearStartMonth: values.yearStartMonth, alertEmail: values.alertEmail ?? '' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (name in values) form.setError(name as FieldPath<PermitSettingsInput>, { message });
        }
      }
      setRefusal(errorMessage(error));
    }
  });

  return (
    <form noValidate aria-label="Permit settings" onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
        <Grid container spacing={2}>
          <Grid size={CELL}>
            <FormSelectField
              control={form.control}
              name="yearStartMonth"
              label="Permit year starts in"
              options={MONTH_OPTIONS}
              required
              helperText="On the first of the month; changing it moves every well's permit year"
            />
          </Grid>
          <Grid size={CELL}>
            <FormTextField
              control={form.control}
              name="alertEmail"
              label="Staff alert e-mail"
              type="email"
              helperText="Where the staff's permit alerts go; empty: the district profile's e-mail"
            />
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton isPending={save.isPending}>Save settings</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
