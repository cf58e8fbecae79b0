import Input from '@mui/material/Input';
import NativeSelect from '@mui/material/NativeSelect';
import type { Column } from '@tanstack/react-table';

/** The filter under a column's header: its own (`meta.Filter`), a choice, or "contains" text. */
export function ColumnFilter<Row>({ column, disabled }: { column: Column<Row, unknown>; disabled: boolean }) {
  const meta = column.columnDef.meta;
  const header = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const label = `Filter by ${header}`;
  const value = column.getFilterValue();
  const text = typeof value === 'string' ? value : '';
  if (meta?.Filter) return <meta.Filter column={column} />;
  if (meta?.filterVariant === 'select') {
    return (
      <NativeSelect
        value={text}
        disabled={disabled}
        onChange={(event) => column.setFilterValue(event.target.value || undefined)}
        inputProps={{ 'aria-label': label }}
        sx={{ fontSize: 'body2.fontSize', minWidth: 72 }}
        fullWidth
      >
        <option value="">All</option>
        {(meta.filterSelectOptions ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return (
    <Input
      value={text}
      disabled={disabled}
      placeholder={label}
      onChange={(event) => column.setFilterValue(event.target.value || undefined)}
      inputProps={{ 'aria-label': label }}
      sx={{ fontSize: 'body2.fontSize', minWidth: 96 }}
      fullWidth
    />
  );
}
