import { zodResolver } from '@hookform/resolvers/zod';
import { NARROW_CELL, TextFilter } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter, useFilterLookups } from '../../components/filters/lookup-filter';
import { useFilterForm } from '../../components/filters/use-filter-form';
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

/** Min and Max Depth: decimals, side by side on a phone. */
const DEPTH = {
  format: formatDecimal,
  slotProps: { htmlInput: { inputMode: 'decimal' as const } },
  cell: NARROW_CELL,
};

/** The wells list's filters: Search applies them, Reset clears and applies. */
export function WellFilterPanel({ applied, showClientFilter, onSearch }: WellFilterPanelProps) {
  const lookups = useFilterLookups(showClientFilter);
  const { control, panel } = useFilterForm<WellFilterFormValues, AppliedWellFilter>({
    resolver: zodResolver(wellFilterFormSchema),
    applied,
    cleared: () => EMPTY_WELL_FILTER,
    toValues: filterFormValues,
    onSearch,
  });

  return (
    <FilterPanel label="Well filters" {...panel}>
      {showClientFilter && (
        <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      )}
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
      <LookupFilter control={control} name="wellUseId" lookups={lookups} kind="wellUses" />
      <LookupFilter control={control} name="parishId" lookups={lookups} kind="parishes" />
      <TextFilter control={control} name="wellNumber" label="Well Number" />
      <TextFilter control={control} name="minDepth" label="Min Depth" {...DEPTH} />
      <TextFilter control={control} name="maxDepth" label="Max Depth" {...DEPTH} />
    </FilterPanel>
  );
}
