import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/years';
import { defaultVolumesFilter, volumesFilterSchema, type VolumesFilter } from './volumes-filter-values';

interface VolumesFilterPanelProps {
  applied: VolumesFilter;
  onSearch: (filter: VolumesFilter) => void;
}

const DATE_LABEL = { inputLabel: { shrink: true } };

/** Period (years or dates), clients, aquifers, parishes, well uses and well number; Search applies. */
export function VolumesFilterPanel({ applied, onSearch }: VolumesFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: true });
  useLookupFailureToast(lookups);
  const years = useMemo(() => yearOptions(), []);
  const { control, handleSubmit, reset } = useForm<VolumesFilter>({
    resolver: zodResolver(volumesFilterSchema),
    defaultValues: applied,
  });
  const periodKind = useWatch({ control, name: 'periodKind' });

  const resetFilters = () => {
    const cleared = defaultVolumesFilter();
    reset(cleared);
    onSearch(cleared);
  };
  const multi = (
    name: 'clientId' | 'aquiferId' | 'parishId' | 'wellUseId',
    label: string,
    key: keyof typeof lookups,
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <FormSelectField
        control={control}
        name={name}
        label={label}
        options={lookups[key].data ?? []}
        multiple
      />
    </Grid>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate aria-label="Report filters" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
        <Controller
          control={control}
          name="periodKind"
          render={({ field }) => (
            <RadioGroup row aria-label="Period" {...field} sx={{ mb: 1 }}>
              <FormControlLabel value="years" control={<Radio />} label="Years" />
              <FormControlLabel value="dates" control={<Radio />} label="Dates" />
            </RadioGroup>
          )}
        />
        <Grid container spacing={2}>
          {periodKind === 'years' ? (
            <>
              <Grid size={{ xs: 6, md: 3 }}>
                <FormSelectField
                  control={control}
                  name="startDate"
                  label="Start Year"
                  options={years}
                  emptyLabel="Any"
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <FormSelectField
                  control={control}
                  name="endDate"
                  label="End Year"
                  options={years}
                  emptyLabel="Any"
                />
              </Grid>
            </>
          ) : (
            <>
              <Grid size={{ xs: 6, md: 3 }}>
                <FormTextField
                  control={control}
                  name="startDateTime"
                  label="Start Date"
                  type="date"
                  slotProps={DATE_LABEL}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <FormTextField
                  control={control}
                  name="endDateTime"
                  label="End Date"
                  type="date"
                  slotProps={DATE_LABEL}
                />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="wellNumber" label="Well Number" />
          </Grid>
          {multi('clientId', 'Client', 'clients')}
          {multi('aquiferId', 'Aquifer', 'aquifers')}
          {multi('parishId', 'Parish', 'parishes')}
          {multi('wellUseId', 'Well Use', 'wellUses')}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={resetFilters}>Reset</Button>
          <Button type="submit" variant="contained">
            Search
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
