import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter } from '../../components/filters/lookup-filter';
import { FormSelectField } from '../../components/form/form-select-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/dates';
import {
  defaultPanelFilter,
  pumpagePanelFilterSchema,
  type PumpagePanelFilter,
} from './pumpage-filter-values';

interface PumpageFilterPanelProps {
  applied: PumpagePanelFilter;
  /** Staff filter by client; owners only ever see their own. */
  showClientFilter: boolean;
  onSearch: (filter: PumpagePanelFilter) => void;
}

/** Start and end year, clients, aquifers and parishes: Search applies, Reset clears. */
export function PumpageFilterPanel({ applied, showClientFilter, onSearch }: PumpageFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: showClientFilter });
  useLookupFailureToast(lookups);
  const years = useMemo(() => yearOptions(), []);
  const { control, handleSubmit, reset } = useForm<PumpagePanelFilter>({
    resolver: zodResolver(pumpagePanelFilterSchema),
    defaultValues: applied,
  });

  const resetFilters = () => {
    const cleared = defaultPanelFilter();
    reset(cleared);
    onSearch(cleared);
  };

  return (
    <FilterPanel
      label="Pumpage filters"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onReset={resetFilters}
    >
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormSelectField
          control={control}
          name="startDate"
          label="Start Year"
          options={years}
          emptyLabel="Any"
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormSelectField control={control} name="endDate" label="End Year" options={years} emptyLabel="Any" />
      </Grid>
      {showClientFilter && (
        <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      )}
      <LookupFilter
        control={control}
        name="aquiferId"
        lookups={lookups}
        kind="aquifers"
        md={showClientFilter ? 2 : 4}
      />
      <LookupFilter
        control={control}
        name="parishId"
        lookups={lookups}
        kind="parishes"
        md={showClientFilter ? 3 : 4}
      />
    </FilterPanel>
  );
}
