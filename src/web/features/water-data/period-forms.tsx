import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import {
  datePeriodSchema,
  yearPeriodSchema,
  type DatePeriod,
  type YearPeriod,
} from '../../../shared/contracts/water-data';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { yearOptions } from '../../lib/dates';

interface PeriodFormProps<Period> {
  /** Names the form for screen readers and tests, e.g. 'Monthly period'. */
  label: string;
  applied: Period;
  onApply: (period: Period) => void;
}

/** The period row above a tab: its fields and a Show button that applies them. */
function usePeriodForm<Period extends FieldValues>(
  resolver: Resolver<Period>,
  props: PeriodFormProps<Period>,
) {
  const form = useForm<Period>({ resolver, defaultValues: props.applied as never });
  const render = (fields: ReactNode) => (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={(event) => void form.handleSubmit(props.onApply)(event)}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      >
        {fields}
        <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
          Show
        </Button>
      </Stack>
    </form>
  );
  return { control: form.control, render };
}

const FIELD_WIDTH = { width: { sm: 180 } };

export function YearPeriodForm(props: PeriodFormProps<YearPeriod>) {
  const years = useMemo(() => yearOptions(), []);
  const { control, render } = usePeriodForm<YearPeriod>(zodResolver(yearPeriodSchema), props);
  return render(
    <>
      <FormSelectField
        control={control}
        name="startYear"
        label="Start Year"
        options={years}
        sx={FIELD_WIDTH}
      />
      <FormSelectField control={control} name="endYear" label="End Year" options={years} sx={FIELD_WIDTH} />
    </>,
  );
}

export function DatePeriodForm({ maxDays, ...props }: PeriodFormProps<DatePeriod> & { maxDays: number }) {
  const schema = useMemo(() => datePeriodSchema(maxDays), [maxDays]);
  const { control, render } = usePeriodForm<DatePeriod>(zodResolver(schema), props);
  const dateField = { type: 'date', sx: FIELD_WIDTH, slotProps: { inputLabel: { shrink: true } } } as const;
  return render(
    <>
      <FormTextField control={control} name="startDate" label="Start Date" {...dateField} />
      <FormTextField
        control={control}
        name="endDate"
        label="End Date"
        helperText={`At most ${maxDays.toLocaleString('en-US')} days`}
        {...dateField}
      />
    </>,
  );
}
