import { zodResolver } from '@hookform/resolvers/zod';
import { NARROW_CELL, YearRangeFilter } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter, useFilterLookups } from '../../components/filters/lookup-filter';
import { useFilterForm } from '../../components/filters/use-filter-form';
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
  const lookups = useFilterLookups(showClientFilter);
  const { control, panel } = useFilterForm<PumpagePanelFilter>({
    resolver: zodResolver(pumpagePanelFilterSchema),
    applied,
    cleared: defaultPanelFilter,
    onSearch,
  });
  // The client filter takes its width from the aquifers and parishes.
  const [aquiferMd, parishMd] = showClientFilter ? [2, 3] : [4, 4];

  return (
    <FilterPanel label="Pumpage filters" {...panel}>
      <YearRangeFilter control={control} start="startDate" end="endDate" cell={NARROW_CELL} />
      {showClientFilter && (
        <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      )}
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" md={aquiferMd} />
      <LookupFilter control={control} name="parishId" lookups={lookups} kind="parishes" md={parishMd} />
    </FilterPanel>
  );
}
