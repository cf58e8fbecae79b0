import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CALENDAR_SAVED,
  REPORTING_FREQUENCY_LABELS,
  type CalendarEntryRow,
  type CalendarResponse,
} from '../../../shared/contracts/reporting-calendar';
import { REPORTING_FREQUENCIES } from '../../../shared/states';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormSection } from '../../components/form/form-section';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import { useSaveCalendar } from './calendar-api';
import {
  calendarFormSchema,
  calendarFormValues,
  type CalendarFormOutput,
  type CalendarFormValues,
} from './calendar-form-values';
import { showRefusal } from '../../components/form/server-refusal';

const resolver = zodResolver(calendarFormSchema);

const FREQUENCY_OPTIONS: SelectOption[] = REPORTING_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: REPORTING_FREQUENCY_LABELS[frequency],
}));

const WHOLE_DAYS = { htmlInput: { inputMode: 'numeric' } } as const;
const NONE_IF_EMPTY = 'Leave empty for none';
const DAY_CELL = { xs: 12, sm: 4 };
const CELL = { xs: 12, sm: 6, md: 3 };

interface CalendarFormProps {
  /** The version in force today, which the form starts from; undefined before the first. */
  current: CalendarEntryRow | undefined;
  data: CalendarResponse['data'];
}

/**
 * The Admin's change to the calendar: a new version from the first day of a period, checked by
 * SaveCalendar's own rules. The server's refusal shows above the fields and its field messages on
 * their fields; a save says so in a toast and the calendar is read again. Loaded with the page only
 * for the Admin: the others never download the form or its schema.
 */
export default function CalendarForm({ current, data }: CalendarFormProps) {
  const toast = useToast();
  const save = useSaveCalendar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CalendarFormValues, unknown, CalendarFormOutput>({
    resolver,
    defaultValues: calendarFormValues(current, data),
    mode: 'onTouched',
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast.success(CALENDAR_SAVED);
      form.reset(form.getValues());
    } catch (error) {
      setRefusal(showRefusal(error, form.getValues(), form.setError));
    }
  });

  return (
    <FormSection title="Change the calendar" framed>
      <form noValidate aria-label="New version of the calendar" onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            A change applies from the first day of a period, today or later; periods before it keep the
            calendar they had. A change not yet in force is replaced by the next one saved for its day.
          </Typography>
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="effectiveFrom"
                label="Effective from"
                type="date"
                required
                slotProps={{ ...SHRUNK_LABEL, htmlInput: { min: data.today } }}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name="frequency"
                label="Frequency"
                options={FREQUENCY_OPTIONS}
                required
              />
            </Grid>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="dueDays"
                label="Days to report"
                helperText="Days after the period ends"
                required
                slotProps={WHOLE_DAYS}
              />
            </Grid>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="lateFee"
                label="Late-report fee ($)"
                helperText="Per well and period; leave empty for no fee"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          </Grid>
          <Typography variant="subtitle1" component="h3">
            Reminders
          </Typography>
          <Grid container spacing={2}>
            <Grid size={DAY_CELL}>
              <FormTextField
                control={control}
                name="reminderDaysBefore"
                label="Days before the due date"
                helperText={NONE_IF_EMPTY}
                slotProps={WHOLE_DAYS}
              />
            </Grid>
            <Grid size={DAY_CELL}>
              <FormTextField
                control={control}
                name="reminderDaysAfter"
                label="Days after the due date"
                helperText={NONE_IF_EMPTY}
                slotProps={WHOLE_DAYS}
              />
            </Grid>
            <Grid size={DAY_CELL}>
              <FormTextField
                control={control}
                name="reminderRepeatDays"
                label="Repeat every (days)"
                helperText="While the report is missing; leave empty for none"
                slotProps={WHOLE_DAYS}
              />
            </Grid>
          </Grid>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SubmitButton isPending={save.isPending}>Save</SubmitButton>
          </Stack>
        </Stack>
      </form>
    </FormSection>
  );
}
