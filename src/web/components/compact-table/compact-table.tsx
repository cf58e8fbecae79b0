import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TableBaseProps } from '../table-base-props';
import { TableErrorAlert } from '../table-error-alert';

export interface CompactColumn<Row> {
  id: string;
  header: string;
  value: (row: Row) => ReactNode;
}

export interface CompactTableProps<Row> extends TableBaseProps<Row> {
  columns: readonly CompactColumn<Row>[];
  data: readonly Row[] | undefined;
}

/**
 * A widget's table: a handful of rows in a narrow card, so no toolbars, sorting, filters or paging.
 * Plain MUI table parts: the list table library (about 75 kB gzip) stays off the dashboards.
 */
export function CompactTable<Row>(props: CompactTableProps<Row>) {
  const { label, columns, data, isLoading, error, onRetry, emptyText, getRowId, renderRowActions } = props;
  const rows = data ?? [];
  return (
    <>
      <TableErrorAlert error={error} onRetry={onRetry} />
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} sx={{ fontWeight: 'bold' }}>
                  {column.header}
                </TableCell>
              ))}
              {renderRowActions && <TableCell sx={{ fontWeight: 'bold' }}>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={getRowId(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.value(row)}</TableCell>
                ))}
                {renderRowActions && <TableCell>{renderRowActions(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {isLoading && <LinearProgress aria-label={`Loading ${label}`} />}
        {!isLoading && !error && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        )}
      </TableContainer>
    </>
  );
}
