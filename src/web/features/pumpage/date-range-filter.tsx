import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Column } from '@tanstack/react-table';

/**
 * The Date column's filter: two native date inputs whose YYYY-MM-DD values go to the server as
 * they are, as a [from, to] pair.
 */
export function DateRangeFilter<Row>({ column }: { column: Column<Row, unknown> }) {
  const value = column.getFilterValue();
  const [from = '', to = ''] = Array.isArray(value) ? (value as string[]) : [];
  const set = (next: [string, string]) => column.setFilterValue(next[0] || next[1] ? next : undefined);
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        type="date"
        variant="standard"
        size="small"
        value={from}
        onChange={(event) => set([event.target.value, to])}
        slotProps={{ htmlInput: { 'aria-label': 'From date', max: to || undefined } }}
      />
      <TextField
        type="date"
        variant="standard"
        size="small"
        value={to}
        onChange={(event) => set([from, event.target.value])}
        slotProps={{ htmlInput: { 'aria-label': 'To date', min: from || undefined } }}
      />
    </Stack>
  );
}
