import Checkbox from '@mui/material/Checkbox';
import type { Row, Table } from '@tanstack/react-table';

/** Selects or clears every row of the page on screen. */
export function SelectAllCheckbox<T>({ table, disabled }: { table: Table<T>; disabled: boolean }) {
  return (
    <Checkbox
      size="small"
      disabled={disabled}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      slotProps={{ input: { 'aria-label': 'Toggle select all' } }}
    />
  );
}

export function RowCheckbox<T>({ row }: { row: Row<T> }) {
  return (
    <Checkbox
      size="small"
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
      slotProps={{ input: { 'aria-label': 'Toggle select row' } }}
    />
  );
}
