import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter } from '../../components/filters/lookup-filter';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/dates';
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
  return (
    <FilterPanel
      label="Report filters"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onReset={resetFilters}
      header={
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
      }
    >
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
      <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
      <LookupFilter control={control} name="parishId" lookups={lookups} kind="parishes" />
      <LookupFilter control={control} name="wellUseId" lookups={lookups} kind="wellUses" />
    </FilterPanel>
  );
}
