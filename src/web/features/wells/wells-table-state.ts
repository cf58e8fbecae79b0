import type { ColumnFiltersState, PaginationState, SortingState } from '@tanstack/react-table';
import { z } from 'zod';

/** What the wells table keeps across visits: sorting, column filters, search and page. */
export interface WellsTableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
  pagination: PaginationState;
}

export const WELLS_PAGE_SIZES = [25, 50, 100];

/** The server answers in well-number order already, so the table starts unsorted. */
export const INITIAL_TABLE_STATE: WellsTableState = {
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  pagination: { pageIndex: 0, pageSize: 25 },
};

export const wellsTableStateSchema: z.ZodType<WellsTableState> = z.object({
  sorting: z.array(z.object({ id: z.string(), desc: z.boolean() })),
  columnFilters: z.array(z.object({ id: z.string(), value: z.unknown() })),
  // Clearing the search hands back undefined, which JSON drops.
  globalFilter: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
  pagination: z.object({
    pageIndex: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
  }),
});
