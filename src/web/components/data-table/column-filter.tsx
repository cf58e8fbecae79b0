import TextField from '@mui/material/TextField';
import type { Column } from '@tanstack/react-table';

/** The filter under a column's header: its own (`meta.Filter`), a choice, or "contains" text. */
export function ColumnFilter<Row>({ column, disabled }: { column: Column<Row, unknown>; disabled: boolean }) {
  const meta = column.columnDef.meta;
  const header = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const label = `Filter by ${header}`;
  const value = column.getFilterValue();
  if (meta?.Filter) return <meta.Filter column={column} />;
  const isSelect = meta?.filterVariant === 'select';
  return (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      select={isSelect}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      placeholder={isSelect ? undefined : label}
      onChange={(event) => column.setFilterValue(event.target.value || undefined)}
      slotProps={{
        // A native select: light, and the phone's own picker on a small screen.
        select: { native: true },
        htmlInput: { 'aria-label': label },
      }}
      // As wide as the column its header and values make, never wider (width 0 adds nothing to it).
      sx={{ width: 0, minWidth: '100%', '& .MuiInputBase-root': { fontSize: 'body2.fontSize' } }}
    >
      {isSelect && <option value="">All</option>}
      {isSelect &&
        (meta.filterSelectOptions ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
    </TextField>
  );
}
