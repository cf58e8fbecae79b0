import type { Column, ColumnDef, RowData } from '@tanstack/react-table';
import type { ComponentType } from 'react';

/** What a column of the list table says about itself beyond TanStack's own column definition. */
declare module '@tanstack/react-table' {
  // The parameter names must match TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** 'select' filters by one of `filterSelectOptions` (exact match); text filters by "contains". */
    filterVariant?: 'text' | 'select';
    filterSelectOptions?: readonly string[];
    /** A filter of the column's own, e.g. the pumpage table's date range. */
    Filter?: ComponentType<{ column: Column<TData, unknown> }>;
    /** Numbers are right-aligned, header, cells and footer alike. */
    align?: 'left' | 'right';
    /** Narrow padding, so many such columns fit beside each other (the compliance quarters). */
    compact?: boolean;
  }
}

/**
 * A column of any value type. TanStack's value type parameter is invariant in ColumnDef, so a list of
 * columns with different value types only type-checks as `any` (as its documentation does).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TableColumn<Row> = ColumnDef<Row, any>;

/**
 * The filter function a column gets unless it names one: select filters match exactly, text filters
 * match a case-insensitive part of the value (numbers too).
 */
export function withFilterDefaults<Row>(columns: readonly TableColumn<Row>[]): TableColumn<Row>[] {
  return columns.map((column) => {
    const nested =
      'columns' in column && column.columns ? { columns: withFilterDefaults(column.columns) } : {};
    if (column.filterFn) return { ...column, ...nested };
    const filterFn = column.meta?.filterVariant === 'select' ? 'equalsString' : 'includesString';
    return { ...column, ...nested, filterFn };
  });
}
