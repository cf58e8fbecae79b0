/**
 * Widget tables: a handful of rows in a narrow card, so no toolbars, sorting, column filters or
 * paging, and columns that share the card's width instead of overflowing it.
 */
export const COMPACT_TABLE = {
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enablePagination: false,
  enableColumnFilters: false,
  enableGlobalFilter: false,
  enableColumnActions: false,
  enableSorting: false,
  layoutMode: 'grid',
  defaultColumn: { minSize: 48, size: 90, grow: 1 },
  displayColumnDefOptions: { 'mrt-row-actions': { size: 130, grow: 0 } },
} as const;
