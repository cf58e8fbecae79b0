import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/scroll-region';

export interface FigureColumn<Row> {
  id: string;
  header: ReactNode;
  value: (row: Row) => ReactNode;
  /** Figures are right-aligned, their headers too. */
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  /** Names the table (and its scrolling region) for assistive technology and tests. */
  label: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** A last row of sums, set apart. */
  total?: Row;
  emptyText: string;
}

/**
 * A table of figures as the public page shows them: a handful of columns, right-aligned numbers and
 * a row of totals. On a phone it scrolls sideways inside its own region, never the page.
 */
export function FiguresTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  total,
  emptyText,
}: FiguresTableProps<Row>) {
  const cells = (row: Row, isTotal: boolean) =>
    columns.map((column, index) => (
      <TableCell
        key={column.id}
        align={column.numeric ? 'right' : 'left'}
        component={index === 0 ? 'th' : 'td'}
        scope={index === 0 ? 'row' : undefined}
        // One line a row: on a phone the table scrolls sideways in its region instead.
        sx={{ whiteSpace: 'nowrap', fontWeight: isTotal ? 'bold' : undefined }}
      >
        {column.value(row)}
      </TableCell>
    ));
  return (
    <ScrollRegion label={`${label}, scrollable`}>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 'bold' }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={getRowId(row)}>{cells(row, false)}</TableRow>
            ))}
            {total !== undefined && rows.length > 0 && (
              <TableRow sx={{ bgcolor: 'action.hover' }}>{cells(total, true)}</TableRow>
            )}
          </TableBody>
        </Table>
        {rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        )}
      </TableContainer>
    </ScrollRegion>
  );
}
