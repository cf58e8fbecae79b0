import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter } from '../../components/filters/lookup-filter';
import { FormTextField } from '../../components/form/form-text-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { formatDecimal } from '../../lib/masks';
import {
  EMPTY_WELL_FILTER,
  filterFormValues,
  wellFilterFormSchema,
  type AppliedWellFilter,
  type WellFilterFormValues,
} from './well-filter-values';

interface WellFilterPanelProps {
  applied: AppliedWellFilter;
  /** Staff filter by client; owners only ever see their own. */
  showClientFilter: boolean;
  onSearch: (filter: AppliedWellFilter) => void;
}

/** The wells list's filters: Search applies them, Reset clears and applies. */
export function WellFilterPanel({ applied, showClientFilter, onSearch }: WellFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: showClientFilter });
  useLookupFailureToast(lookups);
  const { control, handleSubmit, reset } = useForm<WellFilterFormValues, unknown, AppliedWellFilter>({
    resolver: zodResolver(wellFilterFormSchema),
    defaultValues: filterFormValues(applied),
  });

  const resetFilters = () => {
    reset(filterFormValues(EMPTY_WELL_FILTER));
    onSearch(EMPTY_WELL_FILTER);
  };

  return (
    <FilterPanel
      label="Well filters"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onReset={resetFilters}
    >
      {showClientFilter && (
        <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      )}
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
      <LookupFilter control={control} name="wellUseId" lookups={lookups} kind="wellUses" />
      <LookupFilter control={control} name="parishId" lookups={lookups} kind="parishes" />
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name="wellNumber" label="Well Number" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormTextField
          control={control}
          name="minDepth"
          label="Min Depth"
          format={formatDecimal}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormTextField
          control={control}
          name="maxDepth"
          label="Max Depth"
          format={formatDecimal}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
    </FilterPanel>
  );
}
