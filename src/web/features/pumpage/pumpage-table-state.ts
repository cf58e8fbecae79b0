import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import type { PumpageFilter, PumpagePageQuery, PumpageSortColumn } from '../../../shared/contracts/pumpage';
import type { PumpagePanelFilter } from './pumpage-filter-values';

export const DEFAULT_SORTING: SortingState = [{ id: 'date', desc: true }];

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The panel's filters and the table's column filters as one pumpage filter body. */
export function pumpageFilterOf(panel: PumpagePanelFilter, columnFilters: ColumnFiltersState): PumpageFilter {
  const wellNumber = columnFilters.find((filter) => filter.id === 'wellNumber')?.value;
  const dateRange = columnFilters.find((filter) => filter.id === 'date')?.value;
  const [from, to] = Array.isArray(dateRange) ? dateRange : [];
  return {
    ...panel,
    wellNumber: text(wellNumber),
    startDateTime: text(from),
    endDateTime: text(to),
  };
}

export function sortOf(sorting: SortingState): Pick<PumpagePageQuery, 'sortBy' | 'sortDirection'> {
  const [first] = sorting.length ? sorting : DEFAULT_SORTING;
  return { sortBy: first?.id as PumpageSortColumn, sortDirection: first?.desc ? 'desc' : 'asc' };
}
