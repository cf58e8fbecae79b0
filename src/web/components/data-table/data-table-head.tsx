import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { ColumnFilter } from './column-filter';
import { cellSx, PINNED_CELL_SX, SELECT_CELL_SX } from './cell-style';
import { SelectAllCheckbox } from './row-checkbox';

interface DataTableHeadProps<Row> {
  table: Table<Row>;
  hasActions: boolean;
  disabled: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<Row>({ header, disabled }: { header: Header<Row, unknown>; disabled: boolean }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const isLeaf = header.subHeaders.length === 0;
  const sorted = column.getIsSorted();
  const title = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  return (
    <TableCell
      colSpan={header.colSpan}
      align={isLeaf ? meta?.align : 'center'}
      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
      sx={{
        ...cellSx(meta),
        minWidth: meta?.compact ? undefined : 96,
        verticalAlign: 'top',
        fontWeight: 'bold',
      }}
    >
      {isLeaf && !header.isPlaceholder && column.getCanSort() ? (
        <TableSortLabel
          active={Boolean(sorted)}
          direction={sorted || 'asc'}
          disabled={disabled}
          onClick={column.getToggleSortingHandler()}
        >
          {title}
        </TableSortLabel>
      ) : (
        title
      )}
      {isLeaf && !header.isPlaceholder && column.getCanFilter() && (
        <ColumnFilter column={column} disabled={disabled} />
      )}
    </TableCell>
  );
}

/**
 * The header rows (more than one when columns are grouped, like the compliance report's years), each
 * leaf column with its sort button and filter; the selection and actions columns are drawn beside.
 */
export function DataTableHead<Row>({ table, hasActions, disabled }: DataTableHeadProps<Row>) {
  const groups = table.getHeaderGroups();
  const canSelect = Boolean(table.options.enableRowSelection);
  return (
    <TableHead>
      {groups.map((group, index) => {
        const isLast = index === groups.length - 1;
        return (
          <TableRow key={group.id}>
            {canSelect && (
              <TableCell padding="checkbox" sx={SELECT_CELL_SX}>
                {isLast && <SelectAllCheckbox table={table} disabled={disabled} />}
              </TableCell>
            )}
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} disabled={disabled} />
            ))}
            {hasActions && (
              <TableCell
                sx={{ ...PINNED_CELL_SX, verticalAlign: 'top', fontWeight: 'bold' }}
                data-pinned="true"
              >
                {isLast && 'Actions'}
              </TableCell>
            )}
          </TableRow>
        );
      })}
    </TableHead>
  );
}
