import SearchIcon from '@mui/icons-material/Search';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ColumnToggle } from './column-toggle';

interface DataTableToolbarProps<Row> {
  table: Table<Row>;
  actions?: ReactNode;
  disabled: boolean;
}

/** Above the table: the caller's buttons on the left, the search and the column toggle on the right. */
export function DataTableToolbar<Row>({ table, actions, disabled }: DataTableToolbarProps<Row>) {
  const canSearch = table.options.enableGlobalFilter !== false;
  const search = table.getState().globalFilter as unknown;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexGrow: 1 }}>
        {actions}
      </Stack>
      {canSearch && (
        <Input
          value={typeof search === 'string' ? search : ''}
          disabled={disabled}
          placeholder="Search"
          onChange={(event) => table.setGlobalFilter(event.target.value || undefined)}
          inputProps={{ 'aria-label': 'Search all columns', type: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={{ width: 200 }}
        />
      )}
      <ColumnToggle table={table} />
    </Stack>
  );
}
