import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cellSx, PINNED_CELL_SX, SELECT_CELL_SX } from './cell-style';
import { RowCheckbox } from './row-checkbox';

interface DataTableBodyProps<Row> {
  table: Table<Row>;
  renderRowActions?: (row: Row) => ReactNode;
  /** Shown when no row is left; null while loading. */
  emptyText: string | null;
}

/** The page's rows, the empty text, and the footer of the columns that total (the compliance report). */
export function DataTableBody<Row>({ table, renderRowActions, emptyText }: DataTableBodyProps<Row>) {
  const rows = table.getRowModel().rows;
  const canSelect = Boolean(table.options.enableRowSelection);
  const leafColumns = table.getVisibleLeafColumns();
  const width = leafColumns.length + (canSelect ? 1 : 0) + (renderRowActions ? 1 : 0);
  const footers = leafColumns.some((column) => column.columnDef.footer)
    ? table.getFooterGroups()[0]
    : undefined;
  return (
    <>
      <TableBody>
        {rows.length === 0 && emptyText !== null && (
          <TableRow>
            <TableCell colSpan={width} align="center" sx={{ py: 3, fontStyle: 'italic' }}>
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id} hover selected={row.getIsSelected()}>
            {canSelect && (
              <TableCell padding="checkbox" sx={SELECT_CELL_SX}>
                <RowCheckbox row={row} />
              </TableCell>
            )}
            {row.getVisibleCells().map((cell) => (
              <TableCell
                key={cell.id}
                align={cell.column.columnDef.meta?.align}
                sx={cellSx(cell.column.columnDef.meta)}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
            {renderRowActions && (
              <TableCell sx={PINNED_CELL_SX} data-pinned="true">
                {renderRowActions(row.original)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
      {footers && (
        <TableFooter>
          <TableRow>
            {canSelect && <TableCell />}
            {footers.headers.map((header) => (
              <TableCell
                key={header.id}
                align={header.column.columnDef.meta?.align}
                sx={{
                  ...cellSx(header.column.columnDef.meta),
                  color: 'text.primary',
                  fontSize: 'body2.fontSize',
                }}
              >
                {flexRender(header.column.columnDef.footer, header.getContext())}
              </TableCell>
            ))}
            {renderRowActions && <TableCell sx={PINNED_CELL_SX} />}
          </TableRow>
        </TableFooter>
      )}
    </>
  );
}
